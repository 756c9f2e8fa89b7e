import type { DatabaseHandle } from '#server/db/client.ts';
import type { Env } from '#server/config/env.ts';
import { logLine } from './message-log.ts';
import { claimBatch, type OrdersOfBatch } from './claim-batch.ts';
import { composeMail, NothingToSend, type ComposeDeps } from './compose-mail.ts';
import { createMailTransport, isPermanentFailure } from './mail-transport.ts';
import { markFailed, markSent, outboxSummary, type OutboxRow } from './outbox.ts';
import { deliverByPush } from '#server/push/push-messages.ts';
import type { OutboxBell } from './outbox-bell.ts';
import { apartFromAnyRequest } from '#server/language/request-language.ts';

/**
 * The outbox's dispatcher, one in every instance (issue 22; docs/decisions/2026-11-26-outbox.md).
 * Woken by this instance's bell a moment after one of its writes may have queued a message
 * (GATHER_MS; outbox-bell.ts), and every 2 seconds besides (a message another instance queued, a
 * retry falling due, a lease ending). It claims a batch
 * under a lease with the orders it is about (one statement), sends each, and marks the sent ones together; a
 * failure is retried on the schedule of retry-schedule.ts. Nothing here runs inside a request: an
 * SMTP server down or slow never touches an order.
 */

const POLL_MS = 2_000;
const GATHER_MS = 200;
const BATCH = 10;
const WAITING_LOG_MS = 60_000;

export type Dispatcher = {
  /** Runs a pass now (and another after it, if one is running); resolves when done. */
  wake(): Promise<void>;
  stop(): Promise<void>;
};

export type DispatcherOptions = {
  database: DatabaseHandle;
  env: Env;
  /** This server's own address: links in mails when PUBLIC_URL is not set (never a request's Host). */
  serverUrl: string;
  /** Rung by this instance after a write that may have queued a message. */
  bell: OutboxBell;
  /** How often it looks for messages without a ring (2 s; a test lengthens it to prove the bell). */
  pollMs?: number;
  /** How often to log while messages wait (a minute; a test shortens it). */
  waitingLogMs?: number;
};

export async function startDispatcher({
  database,
  env,
  serverUrl,
  bell,
  pollMs = POLL_MS,
  waitingLogMs = WAITING_LOG_MS,
}: DispatcherOptions): Promise<Dispatcher> {
  const { db } = database;
  const transport = createMailTransport(env);
  const compose: ComposeDeps = { db, env, serverUrl };
  let stopped = false;

  /** Sent: true; failed: marked for a retry or given up, false. */
  async function sendOne(row: OutboxRow, batch: OrdersOfBatch): Promise<boolean> {
    try {
      // Push first where the message goes that way (issue 23); otherwise, or with no device, mail.
      const pushed = await deliverByPush({ db, env }, row);
      if (!pushed)
        await transport.send(await composeMail(compose, row, batch), `${row.createdAt.toISOString().replace(/[:.]/g, '-')}-${row.kind}-${row.id.slice(0, 8)}`);
      return true;
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const outcome = await markFailed(db, row, error, err instanceof NothingToSend || isPermanentFailure(err));
      if (outcome === 'given-up') logLine({ level: 'warn', msg: 'message given up', kind: row.kind, subject: row.subject, attempts: row.attempts, error });
      return false;
    }
  }

  async function pass(): Promise<void> {
    for (;;) {
      if (stopped) return;
      const { claimed, orders: batch } = await claimBatch(db, BATCH, env.mail.leaseMs);
      if (claimed.length === 0) return;
      // Sent side by side: each send is bounded by the transport's timeouts, well within the lease.
      const sent = await Promise.all(claimed.map((row) => sendOne(row, batch)));
      await markSent(
        db,
        claimed.filter((_, i) => sent[i]).map((row) => row.id),
      );
      if (claimed.length < BATCH) return;
    }
  }

  let running: Promise<void> | undefined;
  let again = false;
  const wake = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = apartFromAnyRequest(async () => {
      do {
        again = false;
        // The database away, a row that cannot be marked: the next pass tries again.
        await pass().catch(() => undefined);
      } while (again && !stopped);
    }).finally(() => {
      running = undefined;
    });
    return running;
  };

  // A ring waits GATHER_MS for the ones behind it: under a stream of orders and cancels, one pass
  // then claims, reads and marks several messages in a few statements instead of a few statements
  // each. A mail a fifth of a second later is no later to its reader.
  let gathering: NodeJS.Timeout | undefined;
  const gather = () => {
    gathering ??= setTimeout(() => {
      gathering = undefined;
      void wake();
    }, GATHER_MS);
  };
  const unlisten = bell.onRing(gather);
  const poll = setInterval(() => void wake(), pollMs);
  poll.unref();
  const report = setInterval(() => {
    void outboxSummary(db)
      .then((s) => {
        if (s.waiting > 0)
          logLine({
            level: 'warn',
            msg: 'messages waiting to be sent',
            waiting: s.waiting,
            oldestWaitingSeconds: s.oldestWaitingSeconds,
            givenUp: s.givenUp,
            lastError: s.lastError,
          });
      })
      .catch(() => undefined);
  }, waitingLogMs);
  report.unref();
  void wake();

  return {
    wake,
    async stop() {
      stopped = true;
      clearTimeout(gathering);
      clearInterval(poll);
      clearInterval(report);
      unlisten();
      // A send hung on a slow server is not waited for long: its lease ends and it is sent again.
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
      await transport.close();
    },
  };
}
