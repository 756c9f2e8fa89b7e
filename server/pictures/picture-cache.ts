import type { PictureStore, StoredPicture } from './picture-store.ts';

/**
 * A least-recently-used map bounded by the bytes of its values, not their count: one large
 * picture weighs as much as a hundred small ones.
 */
export class ByteBoundedLru<V> {
  // A Map keeps insertion order: re-inserting on every hit keeps the least recent first.
  private readonly entries = new Map<string, { value: V; size: number }>();
  private total = 0;

  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const size = this.sizeOf(value);
    // Something larger than the whole cache would only push everything else out.
    if (size > this.maxBytes) return;
    this.entries.set(key, { value, size });
    this.total += size;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= entry.size;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.size;
  }
}

// What a name or a key costs besides its picture's bytes (strings, the Map entry).
const ENTRY_OVERHEAD = 200;

type Cached = StoredPicture | string;
const sizeOfCached = (value: Cached) => ENTRY_OVERHEAD + (typeof value === 'string' ? value.length : value.bytes.length);

export type CachedPictureStore = PictureStore & { readonly cache: ByteBoundedLru<Cached> };

/**
 * `store` with the pictures it answered lately kept in memory, up to `maxBytes`: the pictures of
 * the first catalogue pages are asked for on every visit. Keys and variants never change
 * content, and names never change picture, so nothing here can go stale; what is missing is not
 * remembered, since another instance may store it a moment later.
 */
export function cachedPictureStore(store: PictureStore, maxBytes: number): CachedPictureStore {
  return sharingCache(store, new ByteBoundedLru<Cached>(maxBytes, sizeOfCached));
}

function sharingCache(store: PictureStore, cache: ByteBoundedLru<Cached>): CachedPictureStore {
  const remembered = async <T extends Cached>(key: string, load: () => Promise<T | null>): Promise<T | null> => {
    const hit = cache.get(key) as T | undefined;
    if (hit !== undefined) return hit;
    const loaded = await load();
    if (loaded !== null) cache.set(key, loaded);
    return loaded;
  };
  return {
    cache,
    put: (bytes, contentType) => store.put(bytes, contentType),
    get: (key) => remembered(`picture:${key}`, () => store.get(key)),
    has: async (key) => cache.get(`picture:${key}`) !== undefined || store.has(key),
    getVariant: (source, width, format) => remembered(`variant:${source}:${width}:${format}`, () => store.getVariant(source, width, format)),
    async putVariant(source, width, format, bytes) {
      const stored = await store.putVariant(source, width, format, bytes);
      cache.set(`variant:${source}:${width}:${format}`, stored);
      return stored;
    },
    keyOfName: (name) => remembered(`name:${name}`, () => store.keyOfName(name)),
    namesKnown: (names) => store.namesKnown(names),
    name: (name, key) => store.name(name, key),
    // What a transaction reads is committed or its own, and its variants are what any instance
    // would make: they may be remembered even if it is rolled back.
    joining: (transaction) => sharingCache(store.joining(transaction), cache),
  };
}
