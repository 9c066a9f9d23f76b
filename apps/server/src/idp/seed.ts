import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { createAccount, findAccountByEmail, type IdpAccount, type NewAccount } from './accounts.ts';

/**
 * The account with this email, created when absent; an existing account is left as it is (its password too), so
 * seeding can run on every start. Safe when two processes seed at once: the loser reads the winner's row.
 */
export async function ensureAccount(db: Db, input: NewAccount): Promise<IdpAccount> {
  const existing = await findAccountByEmail(db, input.email);
  if (existing) return existing;
  try {
    return await createAccount(db, input);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'record.conflict')) throw error;
    const winner = await findAccountByEmail(db, input.email);
    if (!winner) throw error;
    return winner;
  }
}
