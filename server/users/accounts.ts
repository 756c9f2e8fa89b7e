import { eq, type SQL, sql } from 'drizzle-orm';
import { messages } from '#domain/messages.ts';
import type { LoginInput, RegisterInput } from '#domain/schemas/auth.ts';
import type { ProfileInput } from '#domain/schemas/profile.ts';
import { refuseCommonPassword } from '#server/auth/common-passwords.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '#server/auth/passwords.ts';
import type { Env } from '#server/config/env.ts';
import type { Locale } from '#domain/i18n/locales.ts';
import type { Database, Queryable } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/http/error-handler.ts';
import { conflict, notFound, TooManyRequests, unauthorized } from '#server/http/http-error.ts';
import { queueMessage } from '#server/messages/outbox.ts';
import { forgetDevicesOf } from '#server/push/push-subscriptions.ts';
import { clearLimit, limits, overLimit, refundLimit } from '#server/rate-limit/rate-limit.ts';
import { queuePasswordChanged } from './password-reset.ts';
import { publicUserColumns, type UserRow } from './user-view.ts';

/** Refused until the longest of these windows ends (undefined: within that limit). */
export function refuseWhileOver(retryAfters: Array<number | undefined>) {
  const waits = retryAfters.filter((seconds) => seconds !== undefined);
  if (waits.length > 0) throw new TooManyRequests(messages.tooManyRequests, Math.max(...waits));
}

/**
 * A new account. `language` (issue 24): the one the app's page was in (its `Accept-Language`),
 * which mail and push then use until the shopper changes it in their profile.
 */
export async function registerUser(db: Database, input: RegisterInput, clientIp: string, maxPerWindow: number, language: Locale = 'en'): Promise<UserRow> {
  refuseCommonPassword(input.password);
  refuseWhileOver([await overLimit(db, `register:ip:${clientIp}`, { max: maxPerWindow, windowSeconds: limits.registrationsPerIp.windowSeconds })]);

  const passwordHash = await hashPassword(input.password);
  // The unique index decides, so two simultaneous sign-ups with one email cannot both succeed.
  const [row] = await db
    .insert(users)
    .values({ name: input.name, email: input.email, passwordHash, language })
    .onConflictDoNothing()
    .returning(publicUserColumns);
  if (!row) throw conflict(messages.emailTaken);
  return row;
}

/**
 * Checks the credentials. Unknown email and wrong password give the same 401 and take about the
 * same time (a decoy hash is verified), so a response never tells whether an account exists.
 * Every attempt is counted first, in one atomic upsert per counter, and checked against its limit
 * before any password is: however many guesses arrive at once, at most the limit of them are
 * verified (the rest are 429, with Retry-After). Failures: this account from this address (10),
 * this account from everywhere (a ceiling of 50), this address (100); a success clears the
 * account's failure counters and takes its hit back from the address's, which so counts failures
 * only. Successes (issue 25): this account (LOGINS_PER_ACCOUNT, 20) and this address
 * (LOGINS_PER_ADDRESS, 200), counted the same way before the check, so that a correct password
 * sent 60 times at once is not checked 60 times, and given back unless the attempt succeeds:
 * failures cannot use up the owner's successes.
 */
export async function logIn(db: Database, input: LoginInput, clientIp: string, successes: Env['successfulLogins']): Promise<UserRow> {
  const pairKey = `login:email:${input.email}:ip:${clientIp}`;
  const accountKey = `login:account:${input.email}`;
  const ipKey = `login:ip:${clientIp}`;
  const successKeys = [`login:ok:account:${input.email}`, `login:ok:ip:${clientIp}`];
  let found: Awaited<ReturnType<typeof userWithHash>>;
  try {
    refuseWhileOver(
      await Promise.all([
        overLimit(db, pairKey, limits.failedLoginsPerEmail),
        overLimit(db, accountKey, limits.loginsPerAccountCeiling),
        overLimit(db, ipKey, limits.failedLoginsPerIp),
        overLimit(db, successKeys[0]!, { max: successes.perAccount, ...limits.successfulLogins }),
        overLimit(db, successKeys[1]!, { max: successes.perAddress, ...limits.successfulLogins }),
      ]),
    );
    const row = await userWithHash(db, input.email);
    if (await verifyPassword(row?.passwordHash ?? (await decoyPasswordHash()), input.password)) found = row;
  } finally {
    // Refused, wrong, or failed on the way: not a success, so not counted as one.
    if (!found) await Promise.all(successKeys.map((key) => refundLimit(db, key)));
  }
  if (!found) throw unauthorized(messages.invalidCredentials);
  await Promise.all([clearLimit(db, pairKey), clearLimit(db, accountKey), refundLimit(db, ipKey)]);
  const { passwordHash: _hash, ...user } = found;
  return user;
}

async function userWithHash(db: Database, email: string) {
  const [row] = await db
    .select({ ...publicUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

export async function findUser(db: Database, id: string): Promise<UserRow> {
  const [row] = await db.select(publicUserColumns).from(users).where(eq(users.id, id));
  if (!row) throw notFound(messages.userNotFound);
  return row;
}

/**
 * Name and email always; the password and the language (issue 24) only when given. A new email or password
 * needs the current password (401 otherwise; guesses at it are limited like logins), and a new
 * password moves the session epoch: every token signed before it is refused from then on, and
 * the caller answers with a fresh one.
 */
export async function updateProfile(db: Database, userId: string, input: ProfileInput, origin: string): Promise<UserRow> {
  refuseCommonPassword(input.password);
  const [current] = await db
    .select({ name: users.name, email: users.email, passwordHash: users.passwordHash, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (!current) throw notFound(messages.userNotFound);
  if (input.email !== current.email || input.password !== undefined) {
    if (!input.currentPassword) throw unauthorized(messages.currentPasswordRequired);
    refuseWhileOver([await overLimit(db, `profile:password:${userId}`, limits.failedLoginsPerEmail)]);
    if (!(await verifyPassword(current.passwordHash, input.currentPassword))) throw unauthorized(messages.currentPasswordWrong);
    await clearLimit(db, `profile:password:${userId}`);
  }
  const changes: ProfileChanges = { name: input.name, email: input.email, updatedAt: new Date() };
  if (input.language !== undefined) changes.language = input.language;
  if (input.password !== undefined) {
    changes.passwordHash = await hashPassword(input.password);
    changes.sessionEpoch = sql`${users.sessionEpoch} + 1`;
  }
  // The change and the mails it causes (issue 22) commit together, or neither does.
  return db.transaction(async (tx) => {
    const row = await updateUserRow(tx, userId, changes);
    if (input.password !== undefined) {
      await queuePasswordChanged(tx, row, origin);
      await forgetDevicesOf(tx, userId);
    }
    // A notice to the address the account had: if the change was not its owner's, they hear of it.
    if (row.email !== current.email) {
      await queueMessage(tx, {
        kind: 'email-changed',
        subject: `${userId}:${changes.updatedAt!.toISOString()}`,
        recipient: current.email,
        payload: { name: current.name, newEmail: row.email, language: row.language },
        origin,
      });
    }
    return row;
  });
}

type ProfileChanges = Partial<Omit<typeof users.$inferInsert, 'sessionEpoch'>> & { sessionEpoch?: SQL };

/** One update of a user, with a taken email as 409 and a vanished user as 404. */
export async function updateUserRow(db: Queryable, userId: string, changes: ProfileChanges): Promise<UserRow> {
  try {
    const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning(publicUserColumns);
    if (!row) throw notFound(messages.userNotFound);
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(messages.emailTaken);
    throw err;
  }
}
