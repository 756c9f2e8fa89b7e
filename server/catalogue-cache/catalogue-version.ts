import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '#server/db/client.ts';
import { catalogueVersion } from '#server/db/schema.ts';
import { createCatalogueStore, DEFAULT_LIMITS, type CacheLimits, type CatalogueCache } from './catalogue-cache.ts';

/**
 * The channel the catalogue trigger (server/db/functions/bump_catalogue_version.sql) notifies, with
 * the new version as payload.
 */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
/** Before a scent's id on that channel: only what pages show of its stock changed. */
const STOCK_PAYLOAD = 'stock:';

export type CatalogueCacheOptions = {
  /**
   * How often an instance on PostgreSQL re-reads the version by itself, in case a notification
   * was lost (listener reconnecting): the longest a missed change can stay visible. 0 turns
   * the safety net off (tests of the notification path).
   */
  pollMs?: number;
  /** false: no LISTEN (tests of the safety net alone). */
  listen?: boolean;
  limits?: CacheLimits;
};

export const DEFAULT_POLL_MS = 1000;

/**
 * The catalogue cache of one server instance, kept honest three ways: every API write syncs
 * the version after it committed (see sync-after-writes.ts), every instance hears the trigger's
 * NOTIFY, and on PostgreSQL each instance re-reads the version every `pollMs`. PGlite is one
 * process with one connection: its notifications arrive as the committing query returns, so it
 * needs no polling.
 */
export async function openCatalogueCache(database: DatabaseHandle, options: CatalogueCacheOptions = {}): Promise<CatalogueCache> {
  const versionQuery = database.db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1))
    .prepare('catalogue_version');
  const readVersion = async () => Number((await versionQuery.execute())[0]?.version ?? 0);
  const store = createCatalogueStore(readVersion, options.limits ?? DEFAULT_LIMITS);
  await store.sync();

  // When the database cannot be asked, the cache cannot vouch for anything: drop it.
  const resync = () => void store.sync().catch(() => store.invalidate());
  let stopListening: (() => Promise<void>) | undefined;
  if (options.listen ?? true) {
    stopListening = await database.listen(
      CATALOGUE_CHANNEL,
      (payload) => {
        // `stock:<id>`: a sale or a cancel changed what pages show of one scent
        // (server/db/functions/notify_stock_shown.sql).
        if (payload.startsWith(STOCK_PAYLOAD)) return store.dropScents([payload.slice(STOCK_PAYLOAD.length)]);
        const version = Number(payload);
        if (Number.isSafeInteger(version)) store.observe(version);
        else store.invalidate();
      },
      // (Re)connected: whatever was notified while the listener was away is lost, and a stock
      // change leaves no version to compare: everything goes.
      () => {
        store.invalidate();
        resync();
      },
    );
  }
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const poll = database.kind === 'postgres' && pollMs > 0 ? setInterval(resync, pollMs) : undefined;
  poll?.unref();

  return {
    has: store.has,
    load: store.load,
    invalidate: store.invalidate,
    dropScents: store.dropScents,
    sync: store.sync,
    async close() {
      if (poll) clearInterval(poll);
      await stopListening?.().catch(() => {});
      await store.close();
    },
  };
}
