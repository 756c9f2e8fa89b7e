import { messages } from '#domain/messages.ts';
import type { Letter } from './letter.ts';

/** A message from the contact form (issue 27), as the shop's mailbox receives it: replying answers the sender. */
export type ContactMail = { name: string; email: string; message: string };

export function contactLetter(mail: ContactMail): Letter {
  return {
    subject: messages.contactMailSubject(mail.name),
    heading: 'A message from the contact form',
    blocks: [
      { p: `From ${mail.name} <${mail.email}>. Reply to this mail to answer them.` },
      ...mail.message.split(/\r?\n\s*\r?\n/).map((p) => ({ p: p.trim() })),
    ],
  };
}
