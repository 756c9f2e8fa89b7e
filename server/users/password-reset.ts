import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { messages } from '#domain/messages.ts';
import type { ForgotPasswordInput, ResetPasswordInput } from '#domain/schemas/password-reset.ts';
import { refuseCommonPassword } from '#server/auth/common-passwords.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import type { Env } from '#server/config/env.ts';
import type { Database, Queryable } from '#server/db/client.ts';
import { passwordResets, users } from '#server/db/schema.ts';
import { badRequest, TooManyRequests } from '#server/http/http-error.ts';
import { queueMessage } from '#server/messages/outbox.ts';
import { seal } from '#server/messages/sealed-payload.ts';
import { forgetDevicesOf } from '#server/push/push-subscriptions.ts';
import { limits, overLimit } from '#server/rate-limit/rate-limit.ts';

/**
 * Forgot and reset password (issue 22; OWASP Forgot Password cheat sheet): the same answer, in
 * about the same time, for any address; a token of 32 random bytes kept only as its SHA-256,
 * used once, for an hour, voided by a newer request; after a reset every session ends and the
 * shopper signs in again; a mail says the password changed.
 */

const LINK_LIFETIME_SECONDS = 60 * 60;
/**
 * A request for a known address writes a link and its mail, one for an unknown address nothing:
 * both are answered no sooner than this after they arrived, so the time tells nothing either.
 */
const ANSWER_NOT_BEFORE_MS = 400;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const sleepUntil = (deadline: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())));

export type ResetRequest = { db: Database; env: Pick<Env, 'jwtSecret'>; clientIp: string; origin: string };

/** POST /api/users/forgot-password: a link to the account's address, if there is such an account. */
export async function requestPasswordReset({ db, env, clientIp, origin }: ResetRequest, input: ForgotPasswordInput): Promise<void> {
  const deadline = Date.now() + ANSWER_NOT_BEFORE_MS;
  const waits = (
    await Promise.all([
      overLimit(db, `reset:ip:${clientIp}`, limits.passwordResetsPerIp),
      overLimit(db, `reset:email:${input.email}`, limits.passwordResetsPerAddress),
    ])
  ).filter((seconds) => seconds !== undefined);
  if (waits.length > 0) throw new TooManyRequests(messages.tooManyRequests, Math.max(...waits));

  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.email, input.email));
  if (user) {
    const token = randomBytes(32).toString('base64url');
    await db.transaction(async (tx) => {
      // A newer request voids the older links.
      await tx
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
      const [reset] = await tx
        .insert(passwordResets)
        .values({ userId: user.id, tokenHash: tokenHash(token), expiresAt: sql`now() + make_interval(secs => ${LINK_LIFETIME_SECONDS})` })
        .returning({ id: passwordResets.id });
      await queueMessage(tx, {
        kind: 'password-reset',
        subject: reset!.id,
        recipient: user.email,
        payload: { name: user.name, token: seal(env.jwtSecret, token), language: user.language },
        origin,
      });
    });
  }
  await sleepUntil(deadline);
}

/** Queues "Your password was changed" for this change (the new session epoch names it), in the account's language. */
export async function queuePasswordChanged(
  tx: Queryable,
  user: { id: string; name: string; email: string; sessionEpoch: number; language: string },
  origin: string,
): Promise<void> {
  await queueMessage(tx, {
    kind: 'password-changed',
    subject: `${user.id}:${user.sessionEpoch}`,
    recipient: user.email,
    payload: { name: user.name, language: user.language },
    origin,
  });
}

/** POST /api/users/reset-password: a new password for the link's account, once. Resolves to the account's id. */
export async function resetPassword(db: Database, input: ResetPasswordInput, origin: string): Promise<string> {
  // Registration's rules, checked before the link is spent: a refused password leaves it usable.
  refuseCommonPassword(input.password);
  const live = and(eq(passwordResets.tokenHash, tokenHash(input.token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`));
  const refused = () => badRequest(messages.resetLinkInvalid, [{ path: 'token', message: messages.resetLinkInvalid }]);
  // A link that cannot work costs no argon2 hash; the one that can is spent below, once.
  const [usable] = await db.select({ id: passwordResets.id }).from(passwordResets).where(live);
  if (!usable) throw refused();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(live)
      .returning({ userId: passwordResets.userId });
    if (!reset) throw refused();
    // A new epoch: every token signed before it is refused (auth/tokens.ts), on every instance.
    const [user] = await tx
      .update(users)
      .set({ passwordHash, sessionEpoch: sql`${users.sessionEpoch} + 1`, updatedAt: new Date() })
      .where(eq(users.id, reset.userId))
      .returning({ id: users.id, name: users.name, email: users.email, sessionEpoch: users.sessionEpoch, language: users.language });
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    await queuePasswordChanged(tx, user!, origin);
    await forgetDevicesOf(tx, reset.userId);
    return user!.id;
  });
}
