/** Query keys of reviews (STYLE habit 6); every one starts with `reviewKeys.all`. */
export const reviewKeys = {
  all: ['reviews'] as const,
  list: (params: object) => [...reviewKeys.all, 'list', params] as const,
  stats: (id: string) => [...reviewKeys.all, 'stats', id] as const,
  eligibility: (tariff: string) => [...reviewKeys.all, 'eligibility', tariff] as const,
};
