import { threadId, workerData } from 'node:worker_threads';
import { createMailSender, type MailSettings, type SendOutcome } from './mail-sending.ts';
import type { OutgoingMail } from './outgoing-mail.ts';

/**
 * The mail worker's module, loaded by piscina in a thread of its own (mail-transport.ts): one
 * sender for the thread's life, so SMTP connections stay pooled from one batch to the next.
 * Its own entry in the server build (vite.server.config.ts); nothing here touches the database.
 */
const sender = createMailSender(workerData as MailSettings);

/** The mails handed over in one turn of the server's event loop (a dispatcher's batch), or the end. */
export type MailTask = { mails: { mail: OutgoingMail; fileStem: string }[] } | { close: true };

/** Each mail's outcome, in the task's order, and the thread they ran in (so a test can tell it was not the server's). */
export type MailTaskOutcome = { outcomes: SendOutcome[]; threadId: number };

export default async function runMailTask(task: MailTask): Promise<MailTaskOutcome> {
  if ('close' in task) {
    sender.close();
    return { outcomes: [], threadId };
  }
  // Side by side, each to its own fate: a refusal of one is that mail's outcome only.
  return { outcomes: await Promise.all(task.mails.map(({ mail, fileStem }) => sender.send(mail, fileStem))), threadId };
}
