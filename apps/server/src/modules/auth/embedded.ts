import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { ensureSecret } from '../../db/secrets.ts';

export const EMBEDDED_CLIENT_ID = 'tourtariff-web';

/** The embedded provider's client secret for this app, generated on first start and shared by every process. */
export function embeddedClientSecret(db: Db): Promise<string> {
  return ensureSecret(db, 'embedded-client-secret', () => randomBytes(32).toString('base64url'));
}
