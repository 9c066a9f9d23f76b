import { z } from 'zod';
import { storageHash } from '../../core/storage/index.ts';

/** `GET /api/ipfs/{hash}`: a CIDv1 of the core storage (docs/product-decisions.md §7). */
export const hashParams = z.object({ hash: storageHash });

/** What an upload answers: the content hash to put in a tariff or a profile. */
export const uploaded = z.object({ hash: storageHash });
