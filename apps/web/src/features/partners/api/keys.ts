/** Query keys of trading partners and agreements (STYLE habit 6); every one starts with `partnerKeys.all`. */
export const partnerKeys = {
  all: ['partners'] as const,
  lists: () => [...partnerKeys.all, 'list'] as const,
  list: (params: object) => [...partnerKeys.lists(), params] as const,
  detail: (key: string) => [...partnerKeys.all, 'detail', key] as const,
  directory: (params: object) => [...partnerKeys.all, 'directory', params] as const,
  agreements: (partnership: string) => [...partnerKeys.all, 'agreements', partnership] as const,
  supplierTariffs: (space: string) => [...partnerKeys.all, 'supplier-tariffs', space] as const,
};
