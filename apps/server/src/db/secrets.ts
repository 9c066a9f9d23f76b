import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { serverSecrets } from './schema/index.ts';

/**
 * Reads a server secret, creating it first when absent. Two processes starting together may both generate one;
 * the insert that loses is ignored and both read back the winner, so every process uses the same value.
 */
export async function ensureSecret<T>(db: Db, name: string, create: () => T | Promise<T>): Promise<T> {
  const read = async () => (await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)))[0];
  const existing = await read();
  if (existing) return existing.value as T;
  await db
    .insert(serverSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error(`server secret ${name} could not be stored`);
  return stored.value as T;
}
