import { and, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { idpModels } from '../db/schema/index.ts';

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
    await db.delete(idpModels).where(lt(idpModels.expiresAt, new Date(now)));
  };

  return (model) => {
    const live = (where: SQL | undefined) =>
      and(
        eq(idpModels.model, model),
        where,
        or(isNull(idpModels.expiresAt), gt(idpModels.expiresAt, new Date())),
      );

    const findWhere = async (where: SQL): Promise<AdapterPayload | undefined> => {
      const [row] = await db.select().from(idpModels).where(live(where)).limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      // The provider refuses a consumed code or rotated refresh token by this property.
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    };

    return {
      async upsert(id, payload, expiresIn) {
        const values = {
          payload,
          grantId: payload.grantId ?? null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        };
        await db
          .insert(idpModels)
          .values({ model, id, ...values })
          .onConflictDoUpdate({ target: [idpModels.model, idpModels.id], set: values });
        await purge();
      },
      find: (id) => findWhere(eq(idpModels.id, id)),
      findByUid: (uid) => findWhere(eq(idpModels.uid, uid)),
      findByUserCode: (userCode) => findWhere(eq(idpModels.userCode, userCode)),
      async consume(id) {
        await db
          .update(idpModels)
          .set({ consumedAt: new Date() })
          .where(and(eq(idpModels.model, model), eq(idpModels.id, id)));
      },
      async destroy(id) {
        await db.delete(idpModels).where(and(eq(idpModels.model, model), eq(idpModels.id, id)));
      },
      async revokeByGrantId(grantId) {
        await db.delete(idpModels).where(and(eq(idpModels.model, model), eq(idpModels.grantId, grantId)));
      },
    };
  };
}

/** Models that keep someone signed in at the provider or let a client get tokens for them. */
const ACCOUNT_MODELS = ['Session', 'Grant', 'AuthorizationCode', 'AccessToken', 'RefreshToken'];

/**
 * Ends everything the provider holds for an account (after a password reset): its sessions, so the next
 * authorization asks for the new password, and its grants and tokens, so no refresh token outlives the old one.
 */
export async function forgetAccountState(db: Db, sub: string): Promise<void> {
  await db
    .delete(idpModels)
    .where(and(inArray(idpModels.model, ACCOUNT_MODELS), sql`${idpModels.payload}->>'accountId' = ${sub}`));
}
