import { SITE_NAME } from '#domain/site.ts';
import type { Letter } from './letter.ts';

/** What the shop writes about an account (issue 22, point 3). */
export type AccountMail =
  | { kind: 'password-reset'; name: string; resetUrl: string }
  | { kind: 'password-changed'; name: string; signInUrl: string }
  | { kind: 'email-changed'; name: string; newEmail: string; signInUrl: string };

const NOT_YOU = `If this was not you, reset your password at once from the sign-in page, or reply to this mail.`;

export function accountLetter(mail: AccountMail): Letter {
  const hi = `Hello ${mail.name},`;
  switch (mail.kind) {
    case 'password-reset':
      return {
        subject: `Reset your ${SITE_NAME} password`,
        heading: 'Reset your password',
        blocks: [
          { p: `${hi} someone (we hope you) asked to reset the password of your ${SITE_NAME} account.` },
          { button: { label: 'Choose a new password', url: mail.resetUrl } },
          { p: 'This link works once, for one hour. If you did not ask for it, ignore this mail: your password stays as it is.' },
        ],
      };
    case 'password-changed':
      return {
        subject: `Your ${SITE_NAME} password was changed`,
        heading: 'Your password was changed',
        blocks: [{ p: `${hi} the password of your ${SITE_NAME} account was just changed, and every device signed in before was signed out.` }, { p: NOT_YOU }, { button: { label: 'Sign in', url: mail.signInUrl } }],
      };
    case 'email-changed':
      return {
        subject: `The email of your ${SITE_NAME} account was changed`,
        heading: 'Your email was changed',
        blocks: [{ p: `${hi} your ${SITE_NAME} account now uses ${mail.newEmail} instead of this address. We will write there from now on.` }, { p: NOT_YOU }, { button: { label: 'Sign in', url: mail.signInUrl } }],
      };
  }
}
