// The mail server the e2e shop sends to (issue 22): serve-e2e.ts points SMTP_URL at this port, and
// a test that reads mail runs a real SMTP server on it in its own process. With none listening
// (every other test), the shop's mails wait in its outbox and are retried, as with SMTP down.
import { smtpUrlFor } from '../../server/test-support/smtp-test-server.ts';

export const e2eSmtpPort = () => Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 2000);
export const e2eSmtpUrl = () => smtpUrlFor(e2eSmtpPort());
