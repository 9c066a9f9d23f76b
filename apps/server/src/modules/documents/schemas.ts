import { documentId } from '@tourtariff/shared';
import { z } from 'zod';

/*
 * Route schemas the web does not share (its contracts are packages/shared contracts/documents.ts). A collection
 * name is only shaped here: one the store does not declare is a 404 from the service, as docs/product.md §8 says.
 */
const collectionName = z.string().regex(/^[a-z_]{1,40}$/, 'must be a collection name');

export const collectionParams = z.object({ db: collectionName });
export const documentParams = z.object({ db: collectionName, id: documentId });
export const idParams = z.object({ id: documentId });

/** A document body: checked against its collection's schema by the service, which names every bad field. */
export const documentBody = z
  .record(z.string(), z.unknown())
  .describe('A document of the collection: favourites, searches, notes or proposals (see packages/shared)');
