import type { ParsedMail } from 'mailparser';
import type { SmtpTestServer } from '../../server/test-support/smtp-test-server.ts';
import type { SoakSql } from './soak-sql.ts';

/**
 * The soak's mail check (issue 22): the three instances send through one SMTP server run by the
 * soak; once the outbox has drained, every order has each of its mails (placed; paid, delivered,
 * cancelled as it went), and no mail arrived twice, whatever instance was killed meanwhile.
 */
export type MailResult = { ok: boolean; lines: string[] };

const KINDS: Array<[kind: string, subject: RegExp]> = [
  ['order-placed', /is placed$/],
  ['order-paid', /^Receipt for your/],
  ['order-delivered', /was sent$/],
  ['order-cancelled', /was cancelled$/],
];

function keyOf(mail: ParsedMail): string | undefined {
  const kind = KINDS.find(([, subject]) => subject.test(mail.subject ?? ''))?.[0];
  const orderId = /\/order\/([0-9a-f-]{36})/.exec(mail.text ?? '')?.[1];
  return kind && orderId ? `${kind} ${orderId}` : undefined;
}

export async function checkMail(sql: SoakSql, mailbox: SmtpTestServer, drainWithinMs: number): Promise<MailResult> {
  const deadline = Date.now() + drainWithinMs;
  let waiting = 0;
  for (;;) {
    [{ waiting = 0 } = {}] = await sql<{ waiting: number }[]>`select count(*)::int as waiting from outbox where status = 'waiting'`;
    if (waiting === 0 || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const expected = await sql<{ key: string }[]>`
    select kind || ' ' || id as key from orders, lateral (values
      ('order-placed', true), ('order-paid', is_paid), ('order-delivered', is_delivered), ('order-cancelled', cancelled_at is not null)
    ) as k(kind, due) where due`;
  const [{ givenUp = 0 } = {}] = await sql<{ givenUp: number }[]>`select count(*)::int as "givenUp" from outbox where status = 'given-up'`;
  const received = new Map<string, number>();
  for (const mail of mailbox.mails) {
    const key = keyOf(mail);
    if (key) received.set(key, (received.get(key) ?? 0) + 1);
  }
  const missing = expected.filter(({ key }) => !received.has(key)).map(({ key }) => key);
  const twice = [...received].filter(([, n]) => n > 1).map(([key, n]) => `${key} (${n}×)`);
  const lines = [
    `mails expected for the orders in the database: ${expected.length}; received: ${mailbox.mails.length}; still waiting in the outbox: ${waiting}; given up: ${givenUp}`,
    `orders missing a mail: ${missing.length}${missing.length ? ` (${missing.slice(0, 5).join('; ')})` : ''}; mails received more than once: ${twice.length}${twice.length ? ` (${twice.slice(0, 5).join('; ')})` : ''}`,
  ];
  return { ok: missing.length === 0 && twice.length === 0 && waiting === 0 && givenUp === 0, lines };
}
