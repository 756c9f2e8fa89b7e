import { Hono, type Context } from 'hono';
import { messages } from '#domain/messages.ts';
import { loginSchema, registerSchema } from '#domain/schemas/auth.ts';
import { deleteAccountSchema } from '#domain/schemas/account-data.ts';
import { forgotPasswordSchema, resetPasswordSchema } from '#domain/schemas/password-reset.ts';
import { profileSchema } from '#domain/schemas/profile.ts';
import { adminUserUpdateSchema } from '#domain/schemas/user.ts';
import type { AppEnv } from '#server/app-env.ts';
import type { Env } from '#server/config/env.ts';
import { requireAdmin, requireUser, revokeToken, sessionsChanged, tokenFrom } from '#server/auth/session.ts';
import { preferredLocale } from '#server/language/request-language.ts';
import { clientParty } from '#server/http/client-party.ts';
import { readId, readJson } from '#server/http/read-input.ts';
import { idempotent, idempotentRereading } from '#server/idempotency/idempotency.ts';
import { siteOrigin } from '#server/pages/serve-page.ts';
import { deleteOwnAccount, exportAccountData } from './account-data.ts';
import { findUser, logIn, registerUser, updateProfile } from './accounts.ts';
import { deleteUserAsAdmin, listUsers, updateUserAsAdmin } from './admin-users.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { toUser, withNewToken, type TokenSettings } from './user-view.ts';

const tokenSettings = (env: Env): TokenSettings => ({
  secret: env.jwtSecret,
  ttlSeconds: env.jwtTtlSeconds,
});

// The middleware has run, so the user is there; this only narrows the type.
const sessionOf = (user: AppEnv['Variables']['user']) => {
  if (!user) throw new Error('requireUser did not run');
  return user;
};

/**
 * A keyed profile change's replay (issue 49): the account as it is now, with the token the replay
 * came with, as GET /profile answers; the key keeps neither the name nor the new token. A change
 * that moved the session epoch refuses that token before this, as it would any later request.
 */
const currentProfile = async (c: Context<AppEnv>) => ({
  user: { ...toUser(await findUser(c.var.deps.db, sessionOf(c.var.user).id)), token: tokenFrom(c) ?? '' },
});
/** An admin's keyed edit of an account: its replay reads the account again. */
const accountOfPath = async (c: Context<AppEnv>) => toUser(await findUser(c.var.deps.db, readId(c, 'id', messages.userNotFound)));

export const userRoutes = new Hono<AppEnv>()
  .post('/register', async (c) => {
    const input = await readJson(c, registerSchema);
    const row = await registerUser(
      c.var.deps.db,
      input,
      clientParty(c.var.clientIp),
      c.var.deps.env.registrationsPerHour,
      preferredLocale(c.req.header('accept-language')),
    );
    return c.json({ user: await withNewToken(row, tokenSettings(c.var.deps.env)) }, 201);
  })
  .post('/login', async (c) => {
    const input = await readJson(c, loginSchema);
    const row = await logIn(c.var.deps.db, input, clientParty(c.var.clientIp), c.var.deps.env.successfulLogins);
    return c.json({ user: await withNewToken(row, tokenSettings(c.var.deps.env)) });
  })
  // Issue 22: the same 202 for any address (OWASP); the mail, if any, is sent by the outbox.
  .post('/forgot-password', async (c) => {
    const input = await readJson(c, forgotPasswordSchema);
    await requestPasswordReset({ db: c.var.deps.db, env: c.var.deps.env, clientIp: clientParty(c.var.clientIp), origin: siteOrigin(c) }, input);
    return c.json({ message: messages.resetLinkSent }, 202);
  })
  .post('/reset-password', async (c) => {
    const input = await readJson(c, resetPasswordSchema);
    sessionsChanged(c, { user: await resetPassword(c.var.deps.db, input, siteOrigin(c)) });
    // No token: the shopper signs in again with the new password (OWASP).
    return c.json({ message: messages.passwordResetDone });
  })
  .post('/logout', requireUser, idempotent, async (c) => {
    const session = sessionOf(c.var.user);
    await revokeToken(c.var.deps.db, session.jti, session.expiresAt);
    sessionsChanged(c, { token: session.jti });
    return c.json({ message: messages.loggedOut });
  })
  // Issue 27, point 9: the account's data as a file, and the account's own deletion.
  .get('/profile/export', requireUser, async (c) => {
    const data = await exportAccountData(c.var.deps.db, sessionOf(c.var.user).id);
    const day = data.exportedAt.slice(0, 10);
    return c.json(data, 200, { 'content-disposition': `attachment; filename="sillage-my-data-${day}.json"`, 'cache-control': 'no-store' });
  })
  .delete('/profile', requireUser, async (c) => {
    const { currentPassword } = await readJson(c, deleteAccountSchema);
    await deleteOwnAccount(c.var.deps.db, sessionOf(c.var.user).id, currentPassword);
    sessionsChanged(c, { user: sessionOf(c.var.user).id });
    return c.json({ message: messages.accountDeleted });
  })
  .get('/profile', requireUser, async (c) => {
    const row = await findUser(c.var.deps.db, sessionOf(c.var.user).id);
    // The token the request came with is still valid: hand it back rather than minting more.
    return c.json({ user: { ...toUser(row), token: tokenFrom(c) ?? '' } });
  })
  .put('/profile', requireUser, idempotentRereading(currentProfile), async (c) => {
    const input = await readJson(c, profileSchema);
    const row = await updateProfile(c.var.deps.db, sessionOf(c.var.user).id, input, siteOrigin(c));
    // A new password or email ends the other sessions; a new name is what they show.
    sessionsChanged(c, { user: row.id });
    return c.json({ user: await withNewToken(row, tokenSettings(c.var.deps.env)) });
  })
  .get('/', requireAdmin, async (c) => {
    const rows = await listUsers(c.var.deps.db);
    return c.json(rows.map(toUser));
  })
  .get('/:id', requireAdmin, async (c) => {
    const id = readId(c, 'id', messages.userNotFound);
    return c.json(toUser(await findUser(c.var.deps.db, id)));
  })
  .put('/:id', requireAdmin, idempotentRereading(accountOfPath), async (c) => {
    const id = readId(c, 'id', messages.userNotFound);
    const input = await readJson(c, adminUserUpdateSchema);
    const row = await updateUserAsAdmin(c.var.deps.db, sessionOf(c.var.user).id, id, input);
    sessionsChanged(c, { user: id });
    return c.json(toUser(row));
  })
  .delete('/:id', requireAdmin, idempotent, async (c) => {
    const id = readId(c, 'id', messages.userNotFound);
    await deleteUserAsAdmin(c.var.deps.db, sessionOf(c.var.user).id, id);
    sessionsChanged(c, { user: id });
    return c.json({ message: messages.userDeleted });
  });
