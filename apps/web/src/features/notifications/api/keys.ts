/** Query keys of the notifications feature: invalidating `all` refreshes the bell's list and count. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (target: string) => [...notificationKeys.all, 'list', target] as const,
};

/** The core server's `{label, version}`, read once per page load (docs/product.md §4 server version flag). */
export const serverStatusKey = ['core', 'server-status'] as const;
