/**
 * `type/subtype` with optional parameters (RFC 9110 §8.3.1), printable ASCII only: the value is sent back as a
 * Content-Type header, where a control character would make Node refuse the response.
 */
const MEDIA_TYPE = /^[\w!#$&^.+-]{1,127}\/[\w!#$&^.+-]{1,127}( *; *[\w!#$&^.+-]+=[ -:<-~]*)*$/;

export const MEDIA_TYPE_RULE = 'must be a media type such as image/png';
export const DEFAULT_MEDIA_TYPE = 'application/octet-stream';

/** Bounded before the pattern runs, so a long header cannot make the check slow. */
export function isMediaType(value: string): boolean {
  return value.length <= 255 && MEDIA_TYPE.test(value);
}
