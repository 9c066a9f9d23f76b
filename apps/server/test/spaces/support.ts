import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../src/db/schema/index.ts';
import { signedInUser, type TestUser } from '../sessions.ts';

/**
 * A signed-in user whose provider vouched for the e-mail address: only such a user may see and take the
 * invitations sent to it, which these suites rely on to bring people into a company.
 */
export async function verifiedUser(
  app: FastifyInstance,
  options: Parameters<typeof signedInUser>[1] = {},
): Promise<TestUser> {
  const user = await signedInUser(app, options);
  await app.database.db.update(users).set({ emailVerified: true }).where(eq(users.sub, user.sub));
  return user;
}
