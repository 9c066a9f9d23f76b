/** Query keys of jobs and applications (STYLE habit 6); every one starts with `jobKeys.all`. */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (params: object) => [...jobKeys.lists(), params] as const,
  forMe: (space: string) => [...jobKeys.all, 'for-me', space] as const,
  detail: (key: string) => [...jobKeys.all, 'detail', key] as const,
  applications: (key: string) => [...jobKeys.all, 'applications', key] as const,
};

export const jobPath = (key: string) => `/v1/Job/${encodeURIComponent(key)}`;
