/**
 * Query keys of the messenger (STYLE habit 6). Every one starts with `messengerKeys.all`, so a live event or a
 * reconnect refreshes the list, the open thread, the inquiries and the envelope's count with one invalidation.
 */
export const messengerKeys = {
  all: ['messenger'] as const,
  lists: () => [...messengerKeys.all, 'list'] as const,
  list: (params: object) => [...messengerKeys.lists(), params] as const,
  thread: (key: string) => [...messengerKeys.all, 'thread', key] as const,
  unread: (space: string) => [...messengerKeys.all, 'unread', space] as const,
  inquiry: (key: string) => [...messengerKeys.all, 'inquiry', key] as const,
  inquiries: (params: object) => [...messengerKeys.all, 'inquiries', params] as const,
  confirmation: (key: string) => [...messengerKeys.all, 'confirmation', key] as const,
};

export const messengerPath = '/messenger';
export const conversationPath = (key: string) => `${messengerPath}/${encodeURIComponent(key)}`;
export const inquiryPath = (key: string) => `${messengerPath}/inquiries/${encodeURIComponent(key)}`;
