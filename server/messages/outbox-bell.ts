import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '#server/app-env.ts';

/**
 * How this instance's dispatcher hears that this instance may just have queued a message (an
 * order placed or cancelled, a password reset asked for, a hold run out). It replaced a NOTIFY at
 * every queued message (migration 0025): under a stream of orders and cancels that was two
 * notifications a pair, each waking a PostgreSQL backend of every instance and then the instance
 * itself, on the commit path of the busiest writes there are
 * (docs/decisions/2026-11-30-outbox-bell.md). A message is queued by some instance's own request
 * or sweep, and every instance runs a dispatcher, so the instance that queued it rings its own;
 * the other instances' dispatchers still look every 2 seconds (dispatcher.ts), which also catches
 * a message queued where no bell rang (a hold run out found by a read).
 */
export type OutboxBell = {
  ring(): void;
  /** Called at each ring; returns how to stop listening. */
  onRing(listener: () => void): () => void;
};

export function createOutboxBell(): OutboxBell {
  const listeners = new Set<() => void>();
  return {
    ring: () => listeners.forEach((listener) => listener()),
    onRing(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * Rings after a write answered without an error: it may have queued a message in its transaction
 * (the database's triggers queue order mails). A refused write rolled back whatever it queued.
 * Cheap when nothing was queued: the dispatcher gathers rings and claims nothing.
 */
export function ringAfterWrites(bell: OutboxBell): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || c.res.status >= 400) return;
    bell.ring();
  };
}
