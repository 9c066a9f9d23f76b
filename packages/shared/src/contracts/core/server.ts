import { z } from 'zod';

/** `GET /core/server/status` (docs/core-api.md): the one core call without credentials. */

export const serverStatusData = z.object({
  label: z.string().describe('`<PRODUCT_NAME> Core`'),
  version: z.string().describe('The core API contract version; above 0.2 the event stream is supported'),
});
export type ServerStatus = z.infer<typeof serverStatusData>;
