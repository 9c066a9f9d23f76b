/** Query keys of the working set (STYLE habit 6); every one starts with `worksetKeys.all`. */
export const worksetKeys = {
  all: ['workset'] as const,
  collection: (space: string, collection: string, ref?: string) =>
    [...worksetKeys.all, 'collection', space, collection, ref ?? null] as const,
  document: (id: string) => [...worksetKeys.all, 'document', id] as const,
  prices: (id: string) => [...worksetKeys.all, 'prices', id] as const,
  tariff: (key: string) => [...worksetKeys.all, 'tariff', key] as const,
  clientProposal: (id: string) => [...worksetKeys.all, 'client', id] as const,
};
