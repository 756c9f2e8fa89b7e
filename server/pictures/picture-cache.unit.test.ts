import { describe, expect, it } from 'vitest';
import { ByteBoundedLru, cachedPictureStore } from './picture-cache.ts';
import type { PictureStore, StoredPicture } from './picture-store.ts';

const lruOfStrings = (maxBytes: number) => new ByteBoundedLru<string>(maxBytes, (value) => value.length);

describe('ByteBoundedLru', () => {
  it('never holds more bytes than its bound, letting the least recently used go first', () => {
    const lru = lruOfStrings(10);
    lru.set('a', 'aaaa');
    lru.set('b', 'bbbb');
    expect(lru.get('a')).toBe('aaaa'); // a is now the most recent
    lru.set('c', 'cccc'); // 12 bytes: b, the least recent, goes
    expect(lru.bytes).toBe(8);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('aaaa');
    expect(lru.get('c')).toBe('cccc');
    lru.set('d', 'dddddddd'); // 16 bytes: both others go
    expect([lru.get('a'), lru.get('c'), lru.get('d')]).toEqual([undefined, undefined, 'dddddddd']);
    expect(lru.bytes).toBe(8);
  });

  it('keeps nothing larger than its whole bound, and counts a replaced value once', () => {
    const lru = lruOfStrings(10);
    lru.set('a', 'aaaa');
    lru.set('huge', 'x'.repeat(11));
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.get('a')).toBe('aaaa');
    lru.set('a', 'aaaaaa');
    expect(lru.bytes).toBe(6);
    expect(lru.size).toBe(1);
  });

  it('with a bound of 0 keeps nothing', () => {
    const lru = lruOfStrings(0);
    lru.set('a', '');
    lru.set('b', 'b');
    expect(lru.get('b')).toBeUndefined();
    expect(lru.bytes).toBe(0);
  });
});

describe('cachedPictureStore', () => {
  const picture: StoredPicture = { bytes: Buffer.alloc(1000, 1), contentType: 'image/webp', etag: 'e'.repeat(64) };

  /** A store that counts how often it is read. */
  function countingStore(): PictureStore & { reads: number } {
    const store = {
      reads: 0,
      put: async () => 'k',
      get: async (key: string) => {
        store.reads += 1;
        return key === 'present' ? picture : null;
      },
      has: async () => true,
      getVariant: async () => null,
      putVariant: async () => picture,
      keyOfName: async () => null,
      namesKnown: async () => new Set<string>(),
      name: async () => undefined,
      joining: () => store,
    };
    return store;
  }

  it('reads a picture from the store once, then from memory; what is missing is asked again', async () => {
    const store = countingStore();
    const cached = cachedPictureStore(store, 10_000);
    expect(await cached.get('present')).toBe(picture);
    expect(await cached.get('present')).toBe(picture);
    expect(store.reads).toBe(1);
    expect(await cached.get('absent')).toBeNull();
    expect(await cached.get('absent')).toBeNull();
    expect(store.reads).toBe(3);
  });

  it('weighs a picture by its bytes (and a little for its key)', async () => {
    const store = countingStore();
    const cached = cachedPictureStore(store, 1500);
    await cached.get('present');
    expect(cached.cache.bytes).toBeGreaterThanOrEqual(1000);
    expect(cached.cache.bytes).toBeLessThanOrEqual(1500);
    const tiny = cachedPictureStore(countingStore(), 1000);
    await tiny.get('present');
    expect(tiny.cache.size).toBe(0);
  });
});
