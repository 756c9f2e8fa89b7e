import { randomUUID } from 'node:crypto';
import { issueToken } from '#server/auth/tokens.ts';
import type { RunningServer } from '#server/start-server.ts';
import { users } from '#server/db/schema.ts';

export type TestUser = { id: string; name: string; email: string; token: string };

/**
 * A signed-in user made straight in the database, with a real token: for tests of capabilities
 * other than accounts, so they neither depend on the register route nor pay argon2 for every user.
 * The password hash is a placeholder: these users cannot log in with a password.
 */
export async function insertUser(server: RunningServer, options: { admin?: boolean; name?: string } = {}): Promise<TestUser> {
  const suffix = randomUUID().slice(0, 8);
  const name = options.name ?? `Shopper ${suffix}`;
  const [row] = await server.deps.db
    .insert(users)
    .values({ name, email: `shopper-${suffix}@example.com`, passwordHash: 'not-a-password-hash', isAdmin: options.admin ?? false })
    .returning({ id: users.id, email: users.email });
  if (!row) throw new Error('insertUser: no row returned');
  const token = await issueToken(server.deps.env.jwtSecret, row.id, 3600);
  return { id: row.id, name, email: row.email, token };
}
