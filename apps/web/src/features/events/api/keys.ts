/** Query keys of events (STYLE habit 6); every event query starts with `eventKeys.all`. */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (space: string, cursor: string | null) => [...eventKeys.lists(), space, cursor] as const,
  detail: (key: string) => [...eventKeys.all, 'detail', key] as const,
  public: (key: string) => [...eventKeys.all, 'public', key] as const,
  spaceTariffs: (space: string) => [...eventKeys.all, 'space-tariffs', space] as const,
};

export const EVENTS_PATH = '/v1/Event';
export const eventPath = (key: string) => `${EVENTS_PATH}/${encodeURIComponent(key)}`;
