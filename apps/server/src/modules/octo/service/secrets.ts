import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client.ts';
import { openText, sealingKey, sealText } from '../../../db/sealing.ts';
import { plaintextSecrets, sealSecret } from '../repository/webhooks.ts';

/*
 * Webhook signing secrets at rest (docs/octo.md "Webhooks"): sealed under a key of server_secrets the way the
 * credential issuer keys and the authenticator secrets are (db/sealing.ts), so a database dump alone cannot sign
 * a delivery a reseller would trust. Only the reseller sees the secret, once, when it registers.
 */

const SEAL = 'octo_webhooks_seal';

/** A fresh secret and its sealed form, the only one stored. */
export async function newSecret(db: Db) {
  const secret = randomBytes(32).toString('base64url');
  return { secret, sealed: await sealText(secret, await sealingKey(db, SEAL)) };
}

/** The secret of a webhook row: opened, or (a row from before migration 0032 not sealed yet) as it was stored. */
export async function secretOf(db: Db, row: { sealedSecret: string | null; secret: string | null }) {
  if (row.sealedSecret) return openText(row.sealedSecret, await sealingKey(db, SEAL));
  if (row.secret) return row.secret;
  throw new Error('a webhook without a secret');
}

/**
 * Seals the secrets registered before they were sealed (migration 0032 added the column; SQL cannot seal), and
 * empties the plaintext; run as the module starts, so a process serving has none left. Answers how many.
 */
export async function sealPlaintextSecrets(db: Db): Promise<number> {
  const rows = await plaintextSecrets(db);
  const key = rows.length ? await sealingKey(db, SEAL) : '';
  for (const row of rows) await sealSecret(db, row.id, row.secret, await sealText(row.secret, key));
  return rows.length;
}
