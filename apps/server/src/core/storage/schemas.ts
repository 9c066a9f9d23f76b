import { coreStorage } from '@tourtariff/shared';

/**
 * The storage calls' bodies and answers are the shared contracts (packages/shared/src/contracts/core/storage.ts),
 * which the web reads too: the routes validate and document with these very schemas.
 */
export const {
  storageHash,
  storageKey,
  mediaType,
  saveBody,
  fetchBody,
  savedData,
  fetchedData,
  saveBodyLimit,
} = coreStorage;
