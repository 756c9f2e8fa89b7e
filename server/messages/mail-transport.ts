import { Piscina } from 'piscina';
import type { Env } from '#server/config/env.ts';
import { logLine } from './message-log.ts';
import type { MailTask, MailTaskOutcome } from './mail-worker.ts';
import type { SendOutcome } from './mail-sending.ts';
import type { OutgoingMail } from './outgoing-mail.ts';

export type { OutgoingMail } from './outgoing-mail.ts';

export type MailTransport = {
  /**
   * Sends one mail and says which thread composed and sent it (0 would be the server's own);
   * rejects with the reason (and `responseCode`, an SMTP reply's) when it did not go.
   */
  send(mail: OutgoingMail, fileStem: string): Promise<{ threadId: number }>;
  close(): Promise<void>;
};

/** A refusal that trying again will not change (a 5xx reply: no such mailbox, relaying denied). */
export const isPermanentFailure = (err: unknown) => {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * The worker's module: the built one beside the compiled server (build/server/mail-worker.js),
 * or the source through tsx when the server runs from source (tests, benches, `npm run dev`).
 * A name in a variable: the bundler would otherwise take a literal `new URL` for an asset to copy.
 */
const fromSource = import.meta.url.endsWith('.ts');
const workerModule = fromSource ? './mail-worker.ts' : './mail-worker.js';

/**
 * SMTP when SMTP_URL is set; otherwise each mail is an .eml file under DATA_DIR/mail (one log line
 * says to whom, what, and where), so `npm start` needs no mail server and a developer can open
 * every mail the shop wrote.
 *
 * Composed and sent by nodemailer in a worker thread (piscina), not on the thread that serves
 * requests: at a shop's pace, composing took about 1.4 ms of that thread a mail, two mails for
 * every order and its cancel, during which no request was answered
 * (docs/decisions/2026-11-29-mail-worker.md). The thread runs at a lower priority (nice 10): a
 * mail a moment later is no later to its reader, a page is. It starts with the first mail and
 * ends after a minute without one.
 *
 * The mails asked for in one turn of the event loop (a dispatcher's batch) cross to the worker as
 * one task: a task is a wake-up of the worker and one of this thread for its answer, and under a
 * stream of orders a wake-up of another thread takes a core from the reads
 * (docs/decisions/2026-11-30-one-statement-claim.md).
 */
export function createMailTransport(env: Pick<Env, 'mail' | 'dataDir'>): MailTransport {
  const pool = new Piscina<MailTask, MailTaskOutcome>({
    filename: new URL(workerModule, import.meta.url).href,
    ...(fromSource ? { execArgv: ['--import', 'tsx'] } : {}),
    workerData: { smtpUrl: env.mail.smtpUrl, dataDir: env.dataDir },
    minThreads: 0,
    maxThreads: 1,
    // A pass's batch and, beside it, the close at shutdown: not queued behind a send that waits
    // on a slow mail server (passes themselves run one at a time).
    concurrentTasksPerWorker: 2,
    idleTimeout: 60_000,
    niceIncrement: 10,
    // Not blocked on Atomics between tasks: the SMTP pool's sockets must keep running then.
    atomics: 'disabled',
  });

  type Waiting = { mail: OutgoingMail; fileStem: string; done: (outcome: SendOutcome, threadId: number) => void };
  let waiting: Waiting[] = [];
  const handOver = () => {
    const task = waiting;
    waiting = [];
    pool.run({ mails: task.map(({ mail, fileStem }) => ({ mail, fileStem })) }).then(
      ({ outcomes, threadId }) => task.forEach((each, i) => each.done(outcomes[i]!, threadId)),
      (err: unknown) => task.forEach((each) => each.done({ sent: false, error: err instanceof Error ? err.message : String(err) }, 0)),
    );
  };

  return {
    send(mail, fileStem) {
      return new Promise((resolve, reject) => {
        // Handed over once this turn's other sends have joined it.
        if (waiting.length === 0) setImmediate(handOver);
        waiting.push({
          mail,
          fileStem,
          done(outcome, threadId) {
            if (!outcome.sent)
              return reject(Object.assign(new Error(outcome.error), outcome.responseCode === undefined ? {} : { responseCode: outcome.responseCode }));
            if (outcome.file) logLine({ msg: 'mail written to a file (no SMTP_URL)', to: mail.to, subject: mail.subject, file: outcome.file });
            resolve({ threadId });
          },
        });
      });
    },
    async close() {
      // The pooled SMTP connections are closed with a QUIT where a worker is running.
      if (pool.threads.length > 0) await pool.run({ close: true }).catch(() => undefined);
      await pool.destroy();
    },
  };
}
