import type { SessionUser, User } from '#domain/schemas/user.ts';
import { issueToken } from '#server/auth/tokens.ts';
import { users } from '#server/db/schema.ts';
import { asLocale } from '#server/messages/language.ts';

/** The columns a response may show: never the password hash. */
export const publicUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  isAdmin: users.isAdmin,
  createdAt: users.createdAt,
  sessionEpoch: users.sessionEpoch,
  language: users.language,
};

export type UserRow = { id: string; name: string; email: string; isAdmin: boolean; createdAt: Date; sessionEpoch: number; language: string };

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    email: row.email,
    isAdmin: row.isAdmin,
    createdAt: row.createdAt.toISOString(),
    language: asLocale(row.language),
  };
}

export type TokenSettings = { secret: Uint8Array; ttlSeconds: number };

/** The user with a newly signed token: what login, register and profile updates return. */
export async function withNewToken(row: UserRow, tokens: TokenSettings): Promise<SessionUser> {
  return { ...toUser(row), token: await issueToken(tokens.secret, row.id, tokens.ttlSeconds, row.sessionEpoch) };
}
