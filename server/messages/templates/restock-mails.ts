import { SITE_NAME } from '#domain/site.ts';
import type { Letter } from './letter.ts';

/** What the shop writes about "Notify me" (issue 23). */
export type RestockMail =
  | { kind: 'restock-confirm'; scent: string; confirmUrl: string }
  | { kind: 'restock'; scent: string; scentUrl: string; unsubscribeUrl: string };

export function restockLetter(mail: RestockMail): Letter {
  if (mail.kind === 'restock-confirm') {
    return {
      subject: `Confirm your ${SITE_NAME} restock alert`,
      heading: 'Confirm your restock alert',
      blocks: [
        { p: `Someone (we hope you) asked to be told by email when ${mail.scent} is back in stock at ${SITE_NAME}.` },
        { button: { label: 'Confirm my alert', url: mail.confirmUrl } },
        { p: 'The link works for seven days. If you did not ask for it, ignore this mail: nothing will be sent.' },
      ],
    };
  }
  return {
    subject: `${mail.scent} is back at ${SITE_NAME}`,
    heading: `${mail.scent} is back`,
    blocks: [
      { p: `You asked us to write once when ${mail.scent} was back in stock: it is, while samples last.` },
      { button: { label: 'See the scent', url: mail.scentUrl } },
      { p: `This alert has now ended. To stop every restock alert sent to this address: ${mail.unsubscribeUrl}` },
    ],
  };
}
