import { coreShorturi } from '@tourtariff/shared';

/**
 * The shorturi calls' bodies and answers are the shared contracts (packages/shared/src/contracts/core/shorturi.ts),
 * which the web reads too: the routes validate and document with these very schemas.
 */
export const { MAX_DATA_BYTES, newBody, idBody, createdData, linkData, droppedData } = coreShorturi;
