import { kind } from './define.ts';

/** API keys of a space. */
export const apikeyErrors = {
  /** The bearer is an API key that is unknown, revoked or expired. */
  'apikey.invalid': kind.unauthenticated,
  /** A `read` key tried to change something. */
  'apikey.read_only': kind.forbidden,
  /** API keys speak for a space's tariffs and events; people's own routes (profile, spaces, keys) are not theirs. */
  'apikey.not_allowed': kind.forbidden,
  /** The expiry lies in the past. */
  'apikey.expiry_in_past': kind.unprocessable,
  /** A space holds at most `{{max}}` keys that still work. */
  'apikey.limit_reached': kind.conflict,
} as const;
