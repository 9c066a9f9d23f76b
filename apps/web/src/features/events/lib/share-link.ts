import { paths } from '../../../config/paths';

/**
 * The absolute address to share. Deliberately without a locale prefix: the person who opens it reads the page
 * in their own language (stored preference or the configured default), not in the one the supplier works in.
 */
export function shareUrl(key: string, origin: string = window.location.origin): string {
  return new URL(paths.tariffEvent.getHref([key]), origin).href;
}
