import { createHash } from 'node:crypto';
import type { ImageFormat, ImageWidth } from '#domain/image-variants.ts';
import type { Queryable } from '#server/db/client.ts';

export type PictureType = 'image/webp' | 'image/avif' | 'image/png' | 'image/jpeg';

/** A stored picture as served: `etag` is the SHA-256 of `bytes`, so it changes only with them. */
export type StoredPicture = { bytes: Buffer; contentType: PictureType; etag: string };

/**
 * Where product pictures live, for every instance alike (issue 14). Originals are
 * content-addressed (the key is the SHA-256 of the bytes), so a key always means the same bytes
 * and anything served under it can be cached for a year. A variant (a smaller copy) is found by
 * its source's key, width and format, which fix its content just as well.
 *
 * The one implementation keeps them in the database (database-picture-store.ts). An
 * S3-compatible bucket can replace it without touching a caller: an object `<key>` per original,
 * `<key>/w<width>.<format>` per variant and `names/<name>` holding a key, written with
 * If-None-Match: * where a first writer must win (see the decision note).
 */
export interface PictureStore {
  /** Stores the bytes (once, whoever stores them again) and returns their key. */
  put(bytes: Buffer, contentType: PictureType): Promise<string>;
  get(key: string): Promise<StoredPicture | null>;
  has(key: string): Promise<boolean>;
  getVariant(source: string, width: ImageWidth, format: ImageFormat): Promise<StoredPicture | null>;
  /**
   * Stores a variant of the stored picture `source`. Answers what the store keeps: another
   * instance's copy when it stored one first, so every instance serves the same bytes.
   */
  putVariant(source: string, width: ImageWidth, format: ImageFormat, bytes: Buffer): Promise<StoredPicture>;
  /** The key a name stands for (a demo seed picture, a file from the old upload folder), or null. */
  keyOfName(name: string): Promise<string | null>;
  /** Which of these names stand for a picture already (the seed asks for all of its own at once). */
  namesKnown(names: readonly string[]): Promise<Set<string>>;
  /** Gives the stored picture `key` the name `name`, unless the name is taken (it then keeps its picture). */
  name(name: string, key: string): Promise<void>;
  /**
   * The same store doing its database work inside `transaction` (a write's, idempotency.ts), so
   * a refused upload stores nothing; and on PGlite's one connection a query beside an open
   * transaction would wait for it forever. A store outside the database returns itself.
   */
  joining(transaction: Queryable): PictureStore;
}

const pictureKey = /^[0-9a-f]{64}$/;

export const isPictureKey = (value: string) => pictureKey.test(value);

export const pictureKeyOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export const variantContentType = (format: ImageFormat): PictureType => (format === 'avif' ? 'image/avif' : 'image/webp');
