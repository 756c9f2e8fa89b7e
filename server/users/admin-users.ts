import { desc, eq } from 'drizzle-orm';
import { messages } from '#domain/messages.ts';
import type { AdminUserUpdate } from '#domain/schemas/user.ts';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { badRequest, notFound } from '#server/http/http-error.ts';
import { deleteUserRow, forgetAccountTraces } from './account-data.ts';
import { updateUserRow } from './accounts.ts';
import { publicUserColumns, type UserRow } from './user-view.ts';

export function listUsers(db: Database): Promise<UserRow[]> {
  return db.select(publicUserColumns).from(users).orderBy(desc(users.createdAt), desc(users.id));
}

/** An admin edits any account, but never takes away their own admin rights (no admin-less shop by accident). */
export async function updateUserAsAdmin(db: Database, actorId: string, userId: string, input: AdminUserUpdate): Promise<UserRow> {
  if (userId === actorId && !input.isAdmin) throw badRequest(messages.cannotDemoteSelf);
  return updateUserRow(db, userId, { name: input.name, email: input.email, isAdmin: input.isAdmin, updatedAt: new Date() });
}

/**
 * Deletes an account. Its orders stay (user_id becomes null; the order keeps the name and email
 * it was placed with); its reviews go with it (FK cascade), so the ratings they counted towards
 * are recomputed in the same transaction. What else names it goes as when its owner deletes it
 * (issue 49, point 4: forgetAccountTraces): alerts, rate-limit counters, Idempotency-Keys, mail.
 */
export async function deleteUserAsAdmin(db: Database, actorId: string, userId: string): Promise<void> {
  if (userId === actorId) throw badRequest(messages.cannotDeleteSelf);
  await db.transaction(async (tx) => {
    // Locked: an address changed meanwhile would leave the new one's traces behind.
    const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for('update');
    if (!account) throw notFound(messages.userNotFound);
    await forgetAccountTraces(tx, userId, account.email);
    if (!(await deleteUserRow(tx, userId))) throw notFound(messages.userNotFound);
  });
}
