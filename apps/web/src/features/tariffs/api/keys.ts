/** Query keys of tariffs (STYLE habit 6); every tariff query starts with `tariffKeys.all`. */
export const tariffKeys = {
  all: ['tariffs'] as const,
  detail: (key: string) => [...tariffKeys.all, 'detail', key] as const,
  lists: () => [...tariffKeys.all, 'list'] as const,
  list: (params: object) => [...tariffKeys.lists(), params] as const,
  search: (params: object) => [...tariffKeys.all, 'search', params] as const,
  counts: (params: object) => [...tariffKeys.all, 'counts', params] as const,
  queue: (params: object) => [...tariffKeys.all, 'queue', params] as const,
  audit: (key: string) => [...tariffKeys.all, 'audit', key] as const,
  events: () => [...tariffKeys.all, 'events'] as const,
};
