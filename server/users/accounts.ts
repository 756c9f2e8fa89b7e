import { eq, type SQL, sql } from 'drizzle-orm';
import { messages } from '#domain/messages.ts';
import type { LoginInput, RegisterInput } from '#domain/schemas/auth.ts';
import type { ProfileInput } from '#domain/schemas/profile.ts';
import { refuseCommonPassword } from '#server/auth/common-passwords.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '#server/auth/passwords.ts';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/http/error-handler.ts';
import { conflict, HttpError, notFound, unauthorized } from '#server/http/http-error.ts';
import { clearLimit, hitLimit, limits, refundLimit } from '#server/rate-limit/rate-limit.ts';
import { publicUserColumns, type UserRow } from './user-view.ts';

const tooManyRequests = () => new HttpError(429, messages.tooManyRequests);

export async function registerUser(db: Database, input: RegisterInput, clientIp: string, maxPerWindow: number): Promise<UserRow> {
  refuseCommonPassword(input.password);
  const { windowSeconds } = limits.registrationsPerIp;
  if ((await hitLimit(db, `register:ip:${clientIp}`, windowSeconds)) > maxPerWindow) throw tooManyRequests();

  const passwordHash = await hashPassword(input.password);
  // The unique index decides, so two simultaneous sign-ups with one email cannot both succeed.
  const [row] = await db
    .insert(users)
    .values({ name: input.name, email: input.email, passwordHash })
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
 * verified (the rest are 429). Counters: this account from this address (10), this account from
 * everywhere (a ceiling of 50), this address (100). A success clears the account's counters and
 * takes its hit back from the address's, which so counts failures only.
 */
export async function logIn(db: Database, input: LoginInput, clientIp: string): Promise<UserRow> {
  const pairKey = `login:email:${input.email}:ip:${clientIp}`;
  const accountKey = `login:account:${input.email}`;
  const ipKey = `login:ip:${clientIp}`;
  const counted = await Promise.all([
    hitLimit(db, pairKey, limits.failedLoginsPerEmail.windowSeconds).then((n) => n > limits.failedLoginsPerEmail.max),
    hitLimit(db, accountKey, limits.loginsPerAccountCeiling.windowSeconds).then((n) => n > limits.loginsPerAccountCeiling.max),
    hitLimit(db, ipKey, limits.failedLoginsPerIp.windowSeconds).then((n) => n > limits.failedLoginsPerIp.max),
  ]);
  if (counted.some(Boolean)) throw tooManyRequests();

  const [found] = await db
    .select({ ...publicUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, input.email));
  const valid = await verifyPassword(found?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!found || !valid) throw unauthorized(messages.invalidCredentials);
  await Promise.all([clearLimit(db, pairKey), clearLimit(db, accountKey), refundLimit(db, ipKey)]);
  const { passwordHash: _hash, ...user } = found;
  return user;
}

export async function findUser(db: Database, id: string): Promise<UserRow> {
  const [row] = await db.select(publicUserColumns).from(users).where(eq(users.id, id));
  if (!row) throw notFound(messages.userNotFound);
  return row;
}

/**
 * Name and email always; the password only when a new one is given. A new email or password
 * needs the current password (401 otherwise; guesses at it are limited like logins), and a new
 * password moves the session epoch: every token signed before it is refused from then on, and
 * the caller answers with a fresh one.
 */
export async function updateProfile(db: Database, userId: string, input: ProfileInput): Promise<UserRow> {
  refuseCommonPassword(input.password);
  const [current] = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!current) throw notFound(messages.userNotFound);
  if (input.email !== current.email || input.password !== undefined) {
    if (!input.currentPassword) throw unauthorized(messages.currentPasswordRequired);
    const guesses = limits.failedLoginsPerEmail;
    if ((await hitLimit(db, `profile:password:${userId}`, guesses.windowSeconds)) > guesses.max) throw tooManyRequests();
    if (!(await verifyPassword(current.passwordHash, input.currentPassword))) throw unauthorized(messages.currentPasswordWrong);
    await clearLimit(db, `profile:password:${userId}`);
  }
  const changes: ProfileChanges = { name: input.name, email: input.email, updatedAt: new Date() };
  if (input.password !== undefined) {
    changes.passwordHash = await hashPassword(input.password);
    changes.sessionEpoch = sql`${users.sessionEpoch} + 1`;
  }
  return updateUserRow(db, userId, changes);
}

type ProfileChanges = Partial<Omit<typeof users.$inferInsert, 'sessionEpoch'>> & { sessionEpoch?: SQL };

/** One update of a user, with a taken email as 409 and a vanished user as 404. */
export async function updateUserRow(db: Database, userId: string, changes: ProfileChanges): Promise<UserRow> {
  try {
    const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning(publicUserColumns);
    if (!row) throw notFound(messages.userNotFound);
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(messages.emailTaken);
    throw err;
  }
}
