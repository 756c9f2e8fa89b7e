import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '#server/db/client.ts';

/** What a token's session held when it was last checked against the database. */
export type CheckedSession = { id: string; name: string; email: string; isAdmin: boolean; epoch: number };

/**
 * The channel the session triggers notify (server/db/functions/sillage_session_changed.sql):
 * "<version>:user:<id>", "<version>:token:<jti>" or "<version>:all".
 */
export const SESSION_CHANNEL = 'session_changed';

export type SessionCacheOptions = {
  /** How long a checked session is trusted without asking again, whatever was heard (60 s). */
  maxAgeMs?: number;
  /** How many sessions are kept (50,000: a few MB); the oldest go first. */
  maxEntries?: number;
  /** How often an instance on PostgreSQL reads the version (1 s); 0: never (tests of the notification path). */
  pollMs?: number;
  /** false: no LISTEN (tests of the poll alone). */
  listen?: boolean;
};

export type SessionCache = {
  /** The session of token `jti`, if checked within the last `maxAgeMs` and nothing about it changed since. */
  lookup(jti: string, now?: number): CheckedSession | undefined;
  /** Taken before asking the database: `remember` keeps an answer only if nothing was forgotten meanwhile. */
  mark(): number;
  remember(jti: string, session: CheckedSession, mark: number): void;
  /** This instance ended or changed a session: forgotten at once, before the notification comes back. */
  forgetToken(jti: string): void;
  forgetUser(userId: string): void;
  /** Reads the version now: past what was heard, everything goes (what the poll does every `pollMs`). */
  sync(): Promise<void>;
  close(): Promise<void>;
};

type Entry = CheckedSession & { checkedAt: number };

/**
 * The sessions this instance has checked (issue 25, point 7; docs/decisions/2026-11-29-session-cache.md).
 * Every signed-in request asked the database whether its token still held (not revoked, not older
 * than its user's password, its user still there): a round trip on every order, cancel and
 * saved-scents sync. A checked session is kept here instead, and dropped when it changes:
 *
 * - by this instance, at once: a logout, a password or profile change, an account deleted name
 *   what they changed, and auth/session.ts's `dropChangedSessions` forgets it once the request's
 *   transaction has committed;
 * - by any instance, when the `session_changed` notification arrives (a few ms after the commit);
 * - and if a notification was lost: everything when the listener (re)connects, and everything when
 *   the sequence `session_changes`, read every `pollMs`, moved past what was heard. A session is also checked again
 *   after `maxAgeMs` whatever happened.
 *
 * A token revoked on one instance may therefore still pass on another for the moment its
 * notification takes; before, it could for the moment the logout's answer took to arrive.
 */
export async function openSessionCache(database: DatabaseHandle, options: SessionCacheOptions = {}): Promise<SessionCache> {
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 50_000;
  const entries = new Map<string, Entry>();
  const tokensOf = new Map<string, Set<string>>();
  let heard = 0;
  // Moves with every forgetting: an answer read before a logout committed must not be kept after it.
  let forgettings = 0;

  // Out of room, or stale: gone without counting as a forgetting (nothing about it changed).
  const evict = (jti: string) => {
    const entry = entries.get(jti);
    entries.delete(jti);
    const tokens = entry && tokensOf.get(entry.id);
    tokens?.delete(jti);
    if (tokens?.size === 0) tokensOf.delete(entry!.id);
  };
  const forgetToken = (jti: string) => {
    forgettings++;
    evict(jti);
  };
  const forgetUser = (userId: string) => {
    forgettings++;
    for (const jti of tokensOf.get(userId) ?? []) entries.delete(jti);
    tokensOf.delete(userId);
  };
  const clear = () => {
    forgettings++;
    entries.clear();
    tokensOf.clear();
  };

  // The sequence's last number taken, by any transaction (one still open, or rolled back, too: a
  // drop too many costs a check, never a session kept too long).
  const readVersion = async () => {
    const result = (await database.db.execute(sql`select case when is_called then last_value else 0 end as version from session_changes`)) as unknown as {
      rows: Array<{ version: string | number }>;
    };
    return Number(result.rows[0]?.version ?? 0);
  };
  heard = await readVersion();

  const stopListening = await (options.listen === false
    ? Promise.resolve(async () => {})
    : database.listen(
        SESSION_CHANNEL,
        (payload) => {
          const [version, kind, ...rest] = payload.split(':');
          // The highest heard, not the last: notifications come in commit order, numbers are taken
          // in trigger order. A lower number missed after a higher one was heard is caught only by
          // the reconnect's drop: a notification is lost only while the listener is away.
          heard = Math.max(heard, Number(version) || 0);
          const subject = rest.join(':');
          if (kind === 'user') forgetUser(subject);
          else if (kind === 'token') forgetToken(subject);
          else clear();
        },
        // (Re)connected: whatever was notified while the listener was away is lost.
        clear,
      ));

  // A version past what was heard: a notification did not arrive (or has not yet).
  const sync = async () => {
    const version = await readVersion();
    if (version > heard) {
      heard = version;
      clear();
    }
  };
  // One read a second; the database away, nothing can be vouched for.
  const pollMs = options.pollMs ?? 1000;
  const poll = database.kind === 'postgres' && pollMs > 0 ? setInterval(() => void sync().catch(clear), pollMs) : undefined;
  poll?.unref();

  return {
    lookup(jti, now = Date.now()) {
      const entry = entries.get(jti);
      if (!entry) return undefined;
      if (now - entry.checkedAt > maxAgeMs) return undefined;
      return entry;
    },
    mark: () => forgettings,
    remember(jti, session, mark) {
      if (mark !== forgettings) return;
      entries.delete(jti);
      entries.set(jti, { ...session, checkedAt: Date.now() });
      let tokens = tokensOf.get(session.id);
      if (!tokens) tokensOf.set(session.id, (tokens = new Set()));
      tokens.add(jti);
      // A Map keeps insertion order: the first key is the longest kept.
      if (entries.size > maxEntries) evict(entries.keys().next().value!);
    },
    forgetToken,
    forgetUser,
    sync,
    async close() {
      if (poll) clearInterval(poll);
      await stopListening().catch(() => {});
      clear();
    },
  };
}
