import { threadId, workerData } from 'node:worker_threads';
import { createMailSender, type MailSettings, type SendOutcome } from './mail-sending.ts';
import type { OutgoingMail } from './outgoing-mail.ts';

/**
 * The mail worker's module, loaded by piscina in a thread of its own (mail-transport.ts): one
 * sender for the thread's life, so SMTP connections stay pooled from one batch to the next.
 * Its own entry in the server build (vite.server.config.ts); nothing here touches the database.
 */
const sender = createMailSender(workerData as MailSettings);

export type MailTask = { mail: OutgoingMail; fileStem: string } | { close: true };

/** The outcome of a send, and the thread it ran in (so a test can tell it was not the server's). */
export default async function runMailTask(task: MailTask): Promise<SendOutcome & { threadId: number }> {
  if ('close' in task) {
    sender.close();
    return { sent: true, threadId };
  }
  return { ...(await sender.send(task.mail, task.fileStem)), threadId };
}
