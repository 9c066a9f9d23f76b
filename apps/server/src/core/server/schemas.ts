import { coreServer } from '@tourtariff/shared';

/**
 * The server calls' bodies and answers are the shared contracts (packages/shared/src/contracts/core/server.ts),
 * which the web reads too: the routes validate and document with these very schemas.
 */
export const { serverStatusData } = coreServer;
export type ServerStatus = coreServer.ServerStatus;
