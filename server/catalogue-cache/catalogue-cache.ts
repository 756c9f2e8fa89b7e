import { createHash } from 'node:crypto';

/**
 * The serialized catalogue responses (pages, featured, product detail) kept in memory: the JSON
 * bytes once, a strong ETag over them, and compressed variants made on first demand. Everything
 * is dropped whenever the catalogue may have changed; see catalogue-version.ts for how an
 * instance learns that another one (or any SQL) changed it.
 */
export type CachedEntry = {
  /** The JSON as sent without compression. */
  readonly body: Uint8Array;
  /** Strong validator over `body`: the same bytes give the same tag, on every instance. */
  readonly etag: string;
  /** Filled by whoever serves the entry (compressed bytes, ready header records). */
  readonly served: Map<string, unknown>;
  /** Its media type when it is not JSON (a rendered page). */
  readonly type?: string;
  /** Headers of its own, over the app's (a page's CSP names its inline scripts). */
  readonly headers?: Record<string, string>;
  /** The ids in it (every UUID its bytes name): the scents whose stock it may show. */
  readonly scents: ReadonlySet<string>;
};

/**
 * What a build returns for bytes that are not JSON: a rendered page is cached, invalidated and
 * served exactly as the catalogue's answers are, since it is made of them.
 */
export class RawBody {
  constructor(
    readonly body: Uint8Array,
    readonly type: string,
    readonly headers: Record<string, string> = {},
  ) {}
}

export type CatalogueCache = {
  /** Whether an entry for this normalized key is cached or being built (asking for it costs no build). */
  has(key: string): boolean;
  /**
   * The entry for a normalized key (path and validated query), built once however many ask at
   * the same time. A build that overlapped an invalidation is answered but not kept.
   */
  load(key: string, build: () => Promise<unknown>): Promise<CachedEntry>;
  /** Forgets every entry (the catalogue changed, or may have). */
  invalidate(): void;
  /** Forgets the entries that name any of these scents (what a page shows of their stock changed). */
  dropScents(ids: readonly string[]): void;
  /** Reads the database's catalogue version; forgets every entry if it moved since last seen. */
  sync(): Promise<void>;
  close(): Promise<void>;
};

export type CacheLimits = {
  /** Distinct normalized keys kept (keyword searches make the key space unbounded). */
  maxEntries: number;
  /**
   * Rendered pages (keys `page:…`, `sitemap:…`) are ten times the size of an API answer: they
   * have their own, smaller bound.
   */
  maxPages?: number;
};

export const DEFAULT_LIMITS: CacheLimits = { maxEntries: 2000, maxPages: 300 };
const DEFAULT_MAX_PAGES = 300;

/** Keys of what the server renders (server/pages), as opposed to API answers. */
const isPageKey = (key: string) => key.startsWith('page:') || key.startsWith('sitemap:');

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * Every id an answer or a page names. Read from the bytes, not from how they were built: a page
 * names the scents its cards, links and dehydrated data show, whichever API reads made them. Ids
 * of other things (reviews, authors) cost nothing: no stock change names them.
 */
const scentsIn = (body: Uint8Array) =>
  new Set(
    Buffer.from(body.buffer, body.byteOffset, body.byteLength)
      .toString('latin1')
      .match(UUID)
      ?.map((id) => id.toLowerCase()),
  );

function entryOf(value: unknown): CachedEntry {
  const raw = value instanceof RawBody ? value : undefined;
  const body = raw ? raw.body : Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const scents = scentsIn(body);
  return raw ? { body, etag, served: new Map(), type: raw.type, headers: raw.headers, scents } : { body, etag, served: new Map(), scents };
}

/**
 * Insertion-ordered Map used as a bounded cache: the least recently used key goes first (a hit
 * puts its key back at the end: without that, a page read all day went out as soon as 300 others
 * had been rendered after it, issue 25).
 */
function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number) {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as K);
}

/**
 * The in-memory part, without any database: `readVersion` is how `sync` asks for the current
 * catalogue version.
 */
export function createCatalogueStore(readVersion: () => Promise<number>, limits: CacheLimits = DEFAULT_LIMITS) {
  const maxPages = limits.maxPages ?? DEFAULT_MAX_PAGES;
  const api = { entries: new Map<string, CachedEntry>(), maxEntries: limits.maxEntries };
  const pages = { entries: new Map<string, CachedEntry>(), maxEntries: maxPages };
  const partitionOf = (key: string) => (isPageKey(key) ? pages : api);
  const building = new Map<string, Promise<CachedEntry>>();
  // Moves on every invalidation: a build that started under another generation is not kept.
  let generation = 0;
  let knownVersion: number | undefined;
  // Counts scent drops, and remembers the last one of each scent: a build that started before a
  // drop of a scent it names is answered but not kept (it may show the stock as it was).
  let drops = 0;
  const droppedAt = new Map<string, number>();
  const keptSince = (entry: CachedEntry, startedIn: number, dropsAtStart: number) =>
    startedIn === generation && (drops === dropsAtStart || ![...entry.scents].some((id) => (droppedAt.get(id) ?? 0) > dropsAtStart));

  const invalidate = () => {
    generation += 1;
    for (const part of [api, pages]) part.entries.clear();
    building.clear();
    droppedAt.clear();
  };

  const dropScents = (ids: readonly string[]) => {
    if (ids.length === 0) return;
    drops += 1;
    const gone = ids.map((id) => id.toLowerCase());
    for (const id of gone) droppedAt.set(id, drops);
    const names = (entry: CachedEntry) => gone.some((id) => entry.scents.has(id));
    for (const part of [api, pages]) for (const [key, entry] of part.entries) if (names(entry)) part.entries.delete(key);
    // Builds in flight are not shared with later requests: they may have read the stock as it was
    // (which scents they name is known only once they are done; drops are rare).
    building.clear();
  };

  /**
   * A version seen from the database or a notification; any other value than the last one
   * invalidates (a late, older reading only costs a spurious invalidation, never a stale hit).
   */
  const observe = (version: number) => {
    if (knownVersion !== undefined && version === knownVersion) return;
    // The first reading only sets the baseline; nothing can be cached before it anyway.
    const first = knownVersion === undefined;
    knownVersion = version;
    if (!first) invalidate();
  };

  const store: CatalogueCache & { observe(version: number): void } = {
    has: (key) => partitionOf(key).entries.has(key) || building.has(key),
    async load(key, build) {
      const part = partitionOf(key);
      const cached = part.entries.get(key);
      if (cached) {
        remember(part.entries, key, cached, part.maxEntries);
        return cached;
      }
      let pending = building.get(key);
      if (!pending) {
        const startedIn = generation;
        const dropsAtStart = drops;
        pending = build().then(entryOf);
        building.set(key, pending);
        pending.then(
          (entry) => {
            if (building.get(key) === pending) building.delete(key);
            if (keptSince(entry, startedIn, dropsAtStart)) remember(part.entries, key, entry, part.maxEntries);
          },
          () => {
            if (building.get(key) === pending) building.delete(key);
          },
        );
      }
      return pending;
    },
    invalidate,
    dropScents,
    observe,
    // Never shared between callers: a write's own sync must read after that write committed.
    sync: () => readVersion().then(observe),
    close: async () => invalidate(),
  };
  return store;
}
