import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startSmtpTestServer } from '#server/test-support/smtp-test-server.ts';
import { createMailTransport, isPermanentFailure, type OutgoingMail } from './mail-transport.ts';

// Mail is composed and sent in a worker thread (docs/decisions/2026-11-29-mail-worker.md): what
// the dispatcher relies on must hold across the thread: the mail as written, the SMTP server's
// refusals (a 5xx is given up at once, anything else tried again), and the thread's priority.
const mail = (to: string, subject = 'Your Sillage order …1234 is placed'): OutgoingMail => ({
  from: 'Sillage <orders@shop.example>',
  to,
  subject,
  text: 'Merci ! Your samples are on their way: Rose de Mai, 5 mL.',
  html: '<p>Merci ! Your samples are on their way: <b>Rose de Mai</b>, 5 mL.</p>',
  messageId: '<0f3a@shop.example>',
  date: new Date('2026-11-29T08:00:00Z'),
  headers: { 'Auto-Submitted': 'auto-generated' },
});

const dataDir = mkdtempSync(join(tmpdir(), 'sillage-mail-transport-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the mail transport, in a worker thread', () => {
  it('composes and writes a mail in a thread of its own, as the recipient will read it', async () => {
    const transport = createMailTransport({ mail: { smtpUrl: undefined, from: 'Sillage <orders@shop.example>', leaseMs: 60_000 }, dataDir });
    try {
      const sent = await transport.send(mail('camille@example.com'), 'first-mail');
      expect(sent.threadId).not.toBe(threadId);
      expect(readdirSync(join(dataDir, 'mail'))).toEqual(['first-mail.eml']);
      const read = await simpleParser(readFileSync(join(dataDir, 'mail', 'first-mail.eml')));
      expect(read.subject).toBe('Your Sillage order …1234 is placed');
      expect(read.text?.trim()).toBe('Merci ! Your samples are on their way: Rose de Mai, 5 mL.');
      expect(read.html).toContain('<b>Rose de Mai</b>');
      expect(read.messageId).toBe('<0f3a@shop.example>');
      expect(read.date?.toISOString()).toBe('2026-11-29T08:00:00.000Z');
      expect(read.headers.get('auto-submitted')).toBe('auto-generated');
    } finally {
      await transport.close();
    }
  });

  it("passes on the SMTP server's refusals: a 5xx is for good, a 4xx is tried again", async () => {
    const smtp = await startSmtpTestServer(0, {
      refuse: (address) =>
        address === 'gone@example.com'
          ? { code: 550, message: 'No such mailbox' }
          : address === 'full@example.com'
            ? { code: 452, message: 'Mailbox full, try later' }
            : undefined,
    });
    const transport = createMailTransport({ mail: { smtpUrl: smtp.url, from: 'Sillage <orders@shop.example>', leaseMs: 60_000 }, dataDir });
    try {
      const refused = await transport.send(mail('gone@example.com'), 'gone').catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(Error);
      expect((refused as Error).message).toContain('No such mailbox');
      expect(isPermanentFailure(refused)).toBe(true);

      const later = await transport.send(mail('full@example.com'), 'full').catch((err: unknown) => err);
      expect((later as Error).message).toContain('Mailbox full');
      expect(isPermanentFailure(later)).toBe(false);

      // The batch's mails go side by side, each to its own fate.
      await Promise.all(['a', 'b', 'c'].map((who) => transport.send(mail(`${who}@example.com`, `For ${who}`), who)));
      expect(smtp.mails.map((m) => m.subject).sort()).toEqual(['For a', 'For b', 'For c']);
    } finally {
      await transport.close();
      await smtp.close();
    }
  });

  it('closes at once at shutdown while a send waits on a mail server that never answers', async () => {
    // A mail server that takes the connection and never greets: nodemailer waits out its greeting
    // timeout (10 s). An instance stopping meanwhile must not wait behind that send.
    const held: Socket[] = [];
    const silent = createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const transport = createMailTransport({ mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Sillage <orders@shop.example>', leaseMs: 60_000 }, dataDir });
    try {
      const waiting = transport.send(mail('camille@example.com'), 'held').then(
        () => 'sent',
        () => 'not sent',
      );
      // The send is under way: the worker has started (seconds on a busy machine) and connected
      // to the silent server, whose 10 s greeting timeout runs from now.
      await vi.waitFor(() => expect(held).toHaveLength(1), { timeout: 30_000, interval: 20 });
      const started = performance.now();
      await transport.close();
      // A close that waited behind the send would take the rest of those 10 s; at once is tens of ms.
      expect(performance.now() - started).toBeLessThan(3_000);
      // The mail stays queued for another try; it was never reported sent.
      expect(await waiting).toBe('not sent');
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
    }
  });

  it.runIf(process.platform === 'linux')("runs at a lower priority than the server's own thread (nice 10)", async () => {
    const transport = createMailTransport({ mail: { smtpUrl: undefined, from: 'Sillage <orders@shop.example>', leaseMs: 60_000 }, dataDir });
    try {
      await transport.send(mail('camille@example.com'), 'priority');
      // /proc/<pid>/task/<tid>/stat: the 19th field is the thread's nice value.
      const niceOf = (tid: string) => Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
      const nices = readdirSync('/proc/self/task').map(niceOf);
      expect(niceOf(String(process.pid))).toBe(0);
      expect(nices).toContain(10);
    } finally {
      await transport.close();
    }
  });
});
