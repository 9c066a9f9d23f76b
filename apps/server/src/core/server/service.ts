import type { ServerStatus } from './schemas.ts';

/**
 * Version of the core API contract. Above 0.2 the web client may rely on server-sent notification events
 * (docs/product.md §4 "server version flag"); older cores are polled instead.
 */
export const CORE_API_VERSION = '0.3';

export function serverStatus(productName: string): ServerStatus {
  return { label: `${productName} Core`, version: CORE_API_VERSION };
}
