import { appApiBase } from './api/app-client';

/**
 * Where an image value is shown from (docs/product.md §3 storage items): values beginning with `http`, `/` or `data:` are
 * addresses already and are used as they are; anything else is a storage hash, served by the app API's
 * `GET /api/ipfs/{hash}`. Empty values have no source (the caller shows its fallback).
 */
export function resolveImageSource(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (/^(http|\/|data:)/i.test(trimmed)) return trimmed;
  return `${appApiBase}/ipfs/${encodeURIComponent(trimmed)}`;
}
