import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import {
  consumeModel,
  deleteAccountModels,
  destroyGrant,
  destroyModel,
  findModel,
  type ModelLookup,
  purgeExpiredModels,
  upsertModel,
} from './repository/models.ts';

/** How often one process sweeps expired rows; reads already ignore them, so this only bounds the table's size. */
const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * oidc-provider's storage (sessions, grants, codes, tokens, interactions …) in one PostgreSQL table, so every
 * process behind a load balancer sees the same state. Expired rows read as absent.
 */
export function createAdapterFactory(db: Db): (model: string) => Adapter {
  let lastPurge = 0;
  const purge = async () => {
    const now = Date.now();
    if (now - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now;
    await purgeExpiredModels(db, new Date(now));
  };

  return (model) => {
    const findWhere = async (lookup: ModelLookup): Promise<AdapterPayload | undefined> => {
      const row = await findModel(db, model, lookup);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      // The provider refuses a consumed code or rotated refresh token by this property.
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    };

    return {
      async upsert(id, payload, expiresIn) {
        await upsertModel(db, model, id, payload, expiresIn ? new Date(Date.now() + expiresIn * 1000) : null);
        await purge();
      },
      find: (id) => findWhere({ id }),
      findByUid: (uid) => findWhere({ uid }),
      findByUserCode: (userCode) => findWhere({ userCode }),
      consume: (id) => consumeModel(db, model, id),
      destroy: (id) => destroyModel(db, model, id),
      revokeByGrantId: (grantId) => destroyGrant(db, model, grantId),
    };
  };
}

/** Models that keep someone signed in at the provider or let a client get tokens for them. */
const ACCOUNT_MODELS = ['Session', 'Grant', 'AuthorizationCode', 'AccessToken', 'RefreshToken'];

/**
 * Ends everything the provider holds for an account (after a password reset): its sessions, so the next
 * authorization asks for the new password, and its grants and tokens, so no refresh token outlives the old one.
 */
export function forgetAccountState(db: Db, sub: string): Promise<void> {
  return deleteAccountModels(db, ACCOUNT_MODELS, sub);
}

/**
 * Ends the provider's session of the browser that a refresh token was issued to (docs/identity.md "Sessions"):
 * signing one device out from the sessions list must not leave that browser signed in at the provider, where
 * its next visit would sign it in again without a password. A token the provider does not hold (an external
 * provider's) changes nothing.
 */
export async function endBrowserSession(db: Db, refreshToken: string): Promise<void> {
  const token = await findModel(db, 'RefreshToken', { id: refreshToken });
  const uid = (token?.payload as { sessionUid?: unknown } | undefined)?.sessionUid;
  if (typeof uid !== 'string') return;
  const session = await findModel(db, 'Session', { uid });
  if (session) await destroyModel(db, 'Session', session.id);
}
