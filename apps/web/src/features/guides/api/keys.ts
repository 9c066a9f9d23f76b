/** Query keys of guide profiles, availability and the directory (STYLE habit 6). */
export const guideKeys = {
  all: ['guides'] as const,
  profile: (key: string) => [...guideKeys.all, 'profile', key] as const,
  availability: (key: string) => [...guideKeys.all, 'availability', key] as const,
  search: (body: object) => [...guideKeys.all, 'search', body] as const,
  aggregate: (body: object) => [...guideKeys.all, 'aggregate', body] as const,
};

export const guidePath = (key: string) => `/v1/Guide/${encodeURIComponent(key)}`;
