import type { AccountWrites } from '#server/auth/account-writes.ts';
import type { SessionUser, UncheckedSession } from '#server/auth/session.ts';
import type { SessionCache } from '#server/auth/session-cache.ts';
import type { CatalogueCache } from '#server/catalogue-cache/catalogue-cache.ts';
import type { Env } from '#server/config/env.ts';
import type { Database } from '#server/db/client.ts';
import type { Lifecycle } from '#server/health/lifecycle.ts';
import type { OutboxBell } from '#server/messages/outbox-bell.ts';
import type { PaymentGateway } from '#server/payments/paypal-client.ts';
import type { PictureStore } from '#server/pictures/picture-store.ts';

/** What every handler can reach: built once at start and passed down, never imported as globals. */
export type AppDeps = {
  env: Env;
  db: Database;
  paypal: PaymentGateway;
  /** Product pictures and their smaller copies, shared by every instance (server/pictures). */
  pictures: PictureStore;
  /** Serialized catalogue responses, dropped whenever products or reviews change anywhere. */
  catalogueCache: CatalogueCache;
  /** The sessions this instance checked lately, dropped as they change anywhere (auth/session-cache.ts). */
  sessions: SessionCache;
  /** Each account's writes this minute, across instances (auth/account-writes.ts). */
  accountWrites: AccountWrites;
  /** Starting, ready or stopping: what the readiness check reports. */
  lifecycle: Lifecycle;
  /** Rung after a write that may have queued a message: this instance's dispatcher sends it. */
  outbox: OutboxBell;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    user?: SessionUser;
    /** A token whose session the route's own statement checks (auth/session.ts, requireUserInStatement). */
    uncheckedSession?: UncheckedSession;
    clientIp: string;
    /**
     * Set by a write that moved stock only (an order, a cancel): the scents whose shown stock it
     * changed, whose cached answers and pages are dropped after it commits; the rest stays.
     */
    stockShownChanged?: string[];
    /** Sessions a write ended or changed, dropped from this instance's cache once it committed (auth/session.ts). */
    sessionsChanged?: { users: string[]; tokens: string[] };
    /** Why the request was refused, when that is worth knowing (an odd path, a body cut off): its log line says it. */
    logNote?: string;
  };
};
