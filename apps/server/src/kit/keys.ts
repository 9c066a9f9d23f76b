import { randomBytes } from 'node:crypto';

/**
 * A new record key: the kind's prefix and 72 random bits (`tf_…`, `job_…`), unguessable so a key says nothing
 * about other records (docs/ARCHITECTURE.md). Every unit mints its keys here so they share one shape.
 */
export const newKey = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;
