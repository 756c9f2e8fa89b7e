// The mail server the e2e shop sends to (issue 22): serve-e2e.ts points SMTP_URL at this port, and
// a test that reads mail runs a real SMTP server on it in its own process. With none listening
// (every other test), the shop's mails wait in its outbox and are retried, as with SMTP down.
import { test } from '@playwright/test';
import { smtpUrlFor, startSmtpTestServer, type SmtpTestServer } from '../../server/test-support/smtp-test-server.ts';

export const e2eSmtpPort = () => Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 2000);
export const e2eSmtpUrl = () => smtpUrlFor(e2eSmtpPort());

/**
 * A real SMTP server on the e2e shop's mail port, for a test file that reads mail. Files that do
 * may run in two workers at once: the second waits (up to `waitMs`) until the first has let the
 * port go, rather than failing on EADDRINUSE. Each test reads only mail to its own addresses.
 */
export async function openMailbox(waitMs = 90_000): Promise<SmtpTestServer> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return await startSmtpTestServer(e2eSmtpPort());
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** Opens the mailbox before this file's tests and closes it after them; returns how to reach it. */
export function mailboxForThisFile(): () => SmtpTestServer {
  let smtp: SmtpTestServer | undefined;
  test.beforeAll(async () => {
    smtp = await openMailbox();
  });
  test.afterAll(async () => {
    await smtp?.close();
  });
  return () => {
    if (!smtp) throw new Error('the mailbox is open only while this file runs');
    return smtp;
  };
}
