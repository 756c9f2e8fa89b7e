import { createServer as createTcpServer, type Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process (issue 22: never a mock transport): it takes the mail
 * nodemailer sends over TCP and parses it with mailparser, as a mailbox would. It asks for the
 * user and password of the URL it gives, so SMTP_URL's credentials are exercised too.
 */
export type SmtpTestServer = {
  port: number;
  /** smtp://user:pass@127.0.0.1:port, for SMTP_URL. */
  url: string;
  mails: ParsedMail[];
  /** The mails to this address so far. */
  to(address: string): ParsedMail[];
  /** Waits until `count` mails match (default one), then gives them. */
  waitFor(match: (mail: ParsedMail) => boolean, options?: { count?: number; timeoutMs?: number }): Promise<ParsedMail[]>;
  close(): Promise<void>;
};

const USER = 'shop';
const PASSWORD = 'smtp-secret';

export const smtpUrlFor = (port: number) => `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`;

export const recipientsOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((v) => v.address?.toLowerCase()));

/** An SMTP reply refusing a recipient: 550 (no such mailbox, for good) or 452 (try later). */
export type Refusal = { code: number; message: string };

/** Listens on `port` (0: any free one). `refuse` may refuse some recipients, as a mail server does. */
export async function startSmtpTestServer(port = 0, options: { refuse?: (address: string) => Refusal | undefined } = {}): Promise<SmtpTestServer> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address.toLowerCase());
      if (refusal) callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      else callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  // SMTPServer re-emits its socket's errors: with no listener a port in use would be thrown
  // from the event, not given to the caller below (who may wait for the port: e2e/support/mailbox.ts).
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as { port: number }).port;
  return {
    port: bound,
    url: smtpUrlFor(bound),
    mails,
    to: (address) => mails.filter((mail) => recipientsOf(mail).includes(address.toLowerCase())),
    async waitFor(match, { count = 1, timeoutMs = 30_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.filter(match);
        if (found.length >= count) return found;
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${found.length}: ${mails.map((m) => m.subject).join(' | ')}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A mail server that accepts connections and never says a word: a hung SMTP server. */
export async function startSilentSmtpServer(): Promise<{ port: number; url: string; connections(): number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server = createTcpServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    url: smtpUrlFor(port),
    connections: () => accepted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The first absolute link in a mail's text that contains `path`. */
export function linkIn(mail: ParsedMail, path: string): string | undefined {
  return new RegExp(`https?://[^\\s]*${path.replace(/[/]/g, '\\/')}[^\\s]*`).exec(mail.text ?? '')?.[0];
}
