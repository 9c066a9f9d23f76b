import { and, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import { idpModels } from '../../db/schema/index.ts';

export type ModelRow = typeof idpModels.$inferSelect;
export type ModelLookup = { id: string } | { uid: string } | { userCode: string };

const byLookup = (lookup: ModelLookup): SQL =>
  'id' in lookup
    ? eq(idpModels.id, lookup.id)
    : 'uid' in lookup
      ? eq(idpModels.uid, lookup.uid)
      : eq(idpModels.userCode, lookup.userCode);

/** One live (not expired) row of a model; expired rows read as absent. */
export async function findModel(db: Db, model: string, lookup: ModelLookup): Promise<ModelRow | undefined> {
  const [row] = await db
    .select()
    .from(idpModels)
    .where(
      and(
        eq(idpModels.model, model),
        byLookup(lookup),
        or(isNull(idpModels.expiresAt), gt(idpModels.expiresAt, new Date())),
      ),
    )
    .limit(1);
  return row;
}

export async function upsertModel(
  db: Db,
  model: string,
  id: string,
  payload: AdapterPayload,
  expiresAt: Date | null,
): Promise<void> {
  const values = {
    payload,
    grantId: payload.grantId ?? null,
    userCode: payload.userCode ?? null,
    uid: payload.uid ?? null,
    expiresAt,
  };
  await db
    .insert(idpModels)
    .values({ model, id, ...values })
    .onConflictDoUpdate({ target: [idpModels.model, idpModels.id], set: values });
}

export async function consumeModel(db: Db, model: string, id: string): Promise<void> {
  await db
    .update(idpModels)
    .set({ consumedAt: new Date() })
    .where(and(eq(idpModels.model, model), eq(idpModels.id, id)));
}

export async function destroyModel(db: Db, model: string, id: string): Promise<void> {
  await db.delete(idpModels).where(and(eq(idpModels.model, model), eq(idpModels.id, id)));
}

export async function destroyGrant(db: Db, model: string, grantId: string): Promise<void> {
  await db.delete(idpModels).where(and(eq(idpModels.model, model), eq(idpModels.grantId, grantId)));
}

export async function purgeExpiredModels(db: Db, now: Date): Promise<void> {
  await db.delete(idpModels).where(lt(idpModels.expiresAt, now));
}

/** Deletes the rows of these models that belong to an account. */
export async function deleteAccountModels(db: Db, models: string[], sub: string): Promise<void> {
  await db
    .delete(idpModels)
    .where(and(inArray(idpModels.model, models), sql`${idpModels.payload}->>'accountId' = ${sub}`));
}
