import { and, eq, inArray } from 'drizzle-orm';
import type { ImageFormat, ImageWidth } from '#domain/image-variants.ts';
import type { Queryable } from '#server/db/client.ts';
import { pictureNames, pictures, pictureVariants } from '#server/db/schema.ts';
import { isPictureKey, pictureKeyOf, type PictureStore, type PictureType, type StoredPicture, variantContentType } from './picture-store.ts';

/**
 * Pictures in the database (tables `pictures`, `picture_variants`, `picture_names`): the same
 * code on PGlite and PostgreSQL, and on PostgreSQL every instance sees every picture. Every
 * write is an insert that does nothing on conflict, since the same key always means the same
 * bytes: two instances storing one picture at once store it once.
 */
export function databasePictureStore(db: Queryable): PictureStore {
  const getVariant = async (source: string, width: ImageWidth, format: ImageFormat): Promise<StoredPicture | null> => {
    const [row] = await db
      .select({ bytes: pictureVariants.bytes, etag: pictureVariants.etag })
      .from(pictureVariants)
      .where(and(eq(pictureVariants.sourceKey, source), eq(pictureVariants.width, width), eq(pictureVariants.format, format)));
    return row ? { bytes: row.bytes, contentType: variantContentType(format), etag: row.etag } : null;
  };

  return {
    async put(bytes, contentType) {
      const key = pictureKeyOf(bytes);
      await db.insert(pictures).values({ key, contentType, bytes, byteSize: bytes.length }).onConflictDoNothing();
      return key;
    },

    async get(key) {
      if (!isPictureKey(key)) return null;
      const [row] = await db.select({ bytes: pictures.bytes, contentType: pictures.contentType }).from(pictures).where(eq(pictures.key, key));
      return row ? { bytes: row.bytes, contentType: row.contentType as PictureType, etag: key } : null;
    },

    async has(key) {
      if (!isPictureKey(key)) return false;
      return (await db.select({ key: pictures.key }).from(pictures).where(eq(pictures.key, key))).length > 0;
    },

    getVariant,

    async putVariant(source, width, format, bytes) {
      const etag = pictureKeyOf(bytes);
      const stored = await db
        .insert(pictureVariants)
        .values({ sourceKey: source, width, format, bytes, byteSize: bytes.length, etag })
        .onConflictDoNothing()
        .returning({ etag: pictureVariants.etag });
      if (stored.length > 0) return { bytes, contentType: variantContentType(format), etag };
      const first = await getVariant(source, width, format);
      if (!first) throw new Error(`variant ${source} w${width} ${format} neither stored nor found`);
      return first;
    },

    async keyOfName(name) {
      const [row] = await db.select({ key: pictureNames.key }).from(pictureNames).where(eq(pictureNames.name, name));
      return row?.key ?? null;
    },

    async namesKnown(names) {
      if (names.length === 0) return new Set();
      const rows = await db
        .select({ name: pictureNames.name })
        .from(pictureNames)
        .where(inArray(pictureNames.name, [...names]));
      return new Set(rows.map((row) => row.name));
    },

    async name(name, key) {
      await db.insert(pictureNames).values({ name, key }).onConflictDoNothing();
    },

    joining: (transaction) => databasePictureStore(transaction),
  };
}
