import type { Locale } from '#domain/i18n/locales.ts';
import { SITE_NAME } from '#domain/site.ts';
import { messagesFor } from '../language.ts';
import type { Letter } from './letter.ts';

/** What the shop writes about an account (issue 22, point 3), in the account's language (issue 24). */
export type AccountMail =
  | { kind: 'password-reset'; name: string; resetUrl: string }
  | { kind: 'password-changed'; name: string; signInUrl: string }
  | { kind: 'email-changed'; name: string; newEmail: string; signInUrl: string };

export function accountLetter(mail: AccountMail, locale: Locale): Letter {
  const t = messagesFor(locale);
  const said = { name: mail.name, site: SITE_NAME };
  switch (mail.kind) {
    case 'password-reset':
      return {
        locale,
        subject: t.mail_password_reset_subject(said),
        heading: t.mail_password_reset_heading(),
        blocks: [
          { p: t.mail_password_reset_intro(said) },
          { button: { label: t.mail_password_reset_button(), url: mail.resetUrl } },
          { p: t.mail_password_reset_note() },
        ],
      };
    case 'password-changed':
      return {
        locale,
        subject: t.mail_password_changed_subject(said),
        heading: t.mail_password_changed_heading(),
        blocks: [{ p: t.mail_password_changed_intro(said) }, { p: t.mail_not_you() }, { button: { label: t.mail_sign_in(), url: mail.signInUrl } }],
      };
    case 'email-changed':
      return {
        locale,
        subject: t.mail_email_changed_subject(said),
        heading: t.mail_email_changed_heading(),
        blocks: [
          { p: t.mail_email_changed_intro({ ...said, email: mail.newEmail }) },
          { p: t.mail_not_you() },
          { button: { label: t.mail_sign_in(), url: mail.signInUrl } },
        ],
      };
  }
}
