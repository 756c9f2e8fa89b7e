import type { Locale } from '#domain/i18n/locales.ts';
import { SITE_NAME } from '#domain/site.ts';
import { messagesFor } from '../language.ts';
import type { Letter } from './letter.ts';

/**
 * What the shop writes about "Notify me" (issue 23), in the language of whoever asked (issue 24).
 * A confirmation may reach someone who never asked (issue 49): it says where it was asked (the
 * scent's page, `scentUrl`) and that ignoring it is enough.
 */
export type RestockMail =
  | { kind: 'restock-confirm'; scent: string; confirmUrl: string; scentUrl: string }
  | { kind: 'restock'; scent: string; scentUrl: string; unsubscribeUrl: string };

export function restockLetter(mail: RestockMail, locale: Locale): Letter {
  const t = messagesFor(locale);
  const said = { scent: mail.scent, site: SITE_NAME };
  if (mail.kind === 'restock-confirm') {
    return {
      locale,
      subject: t.mail_restock_confirm_subject(said),
      heading: t.mail_restock_confirm_heading(),
      blocks: [
        { p: t.mail_restock_confirm_intro(said) },
        { button: { label: t.mail_restock_confirm_button(), url: mail.confirmUrl } },
        { p: t.mail_restock_confirm_asked_on({ ...said, url: mail.scentUrl }) },
        { p: t.mail_restock_confirm_note() },
      ],
    };
  }
  return {
    locale,
    subject: t.mail_restock_subject(said),
    heading: t.mail_restock_heading(said),
    blocks: [
      { p: t.mail_restock_intro(said) },
      { button: { label: t.mail_restock_button(), url: mail.scentUrl } },
      { p: t.mail_restock_unsubscribe({ url: mail.unsubscribeUrl }) },
    ],
  };
}
