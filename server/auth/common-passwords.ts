import { readFileSync } from 'node:fs';
import { messages } from '#domain/messages.ts';
import { badRequest } from '#server/http/http-error.ts';
import { serverFile } from '#server/server-files.ts';

// The 3,000 most common passwords of 8 characters or more (shorter ones are refused anyway),
// lowercased, from the ranked list of zxcvbn-ts (@zxcvbn-ts/language-common 4.1.3, MIT; see
// docs/decisions/2026-11-24-common-passwords.md). Checked on the server only: the browser never
// downloads the list.
const common = new Set(
  readFileSync(serverFile('auth', 'common-passwords.txt'), 'utf8')
    .split('\n')
    .filter((line) => line !== ''),
);

export const isCommonPassword = (password: string) => common.has(password.toLowerCase());

/** 400 naming the password field when a new password is one of the most common. */
export function refuseCommonPassword(password: string | undefined): void {
  if (password !== undefined && isCommonPassword(password)) {
    throw badRequest(messages.passwordTooCommon, [{ path: 'password', message: messages.passwordTooCommon }]);
  }
}
