import { coreStorage } from '@tourtariff/shared';

/** A media type `type/subtype` with optional parameters: the shared contract's rule (RFC 9110 §8.3.1). */
export const { isMediaType, MEDIA_TYPE_RULE } = coreStorage;
export const DEFAULT_MEDIA_TYPE = 'application/octet-stream';
