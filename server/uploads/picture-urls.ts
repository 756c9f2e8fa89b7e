// The public URLs of stored pictures, the shape the shop and its service worker know
// (domain/image-variants): `/uploads/<key>.webp` for an upload (its content's SHA-256),
// `/uploads/<name>.webp` for a named one (the demo seed's `seed-<slug>`, a file from the old
// upload folder), and `/uploads/<key or name>-w<width>.<avif|webp>` for their smaller copies.
import { parseVariantName, UPLOADS_PATH } from '#domain/image-variants.ts';
import { isPictureKey, type PictureStore, type PictureType, type StoredPicture } from '#server/pictures/picture-store.ts';
import { ensureVariant } from './image-variants.ts';

// Lower-case letters, digits and dashes, then one known extension: nothing that could name a
// path, and nothing a case-insensitive file system would confuse.
export const safeUploadName = /^[a-z0-9][a-z0-9-]{0,120}\.(webp|avif|png|jpg)$/;

const TYPE_OF_EXTENSION: Record<string, PictureType> = { webp: 'image/webp', avif: 'image/avif', png: 'image/png', jpg: 'image/jpeg' };
const EXTENSION_OF_TYPE: Record<PictureType, string> = { 'image/webp': 'webp', 'image/avif': 'avif', 'image/png': 'png', 'image/jpeg': 'jpg' };

/** The URL of a stored picture, by its key or a name it was given. */
export const pictureUrl = (keyOrName: string, contentType: PictureType = 'image/webp') => `${UPLOADS_PATH}${keyOrName}.${EXTENSION_OF_TYPE[contentType]}`;

export const typeOfUploadName = (fileName: string): PictureType | undefined => TYPE_OF_EXTENSION[safeUploadName.exec(fileName)?.[1] ?? ''];

const keyOf = async (store: PictureStore, base: string) => (isPictureKey(base) ? base : store.keyOfName(base));

/**
 * The picture `/uploads/<fileName>` stands for, its variant made now if it is not stored yet;
 * null for anything else: a name that is not ours, a width or format not offered, a variant of
 * a variant, an extension that is not the picture's type. Nothing is stored for those.
 */
export async function findUploadedPicture(store: PictureStore, fileName: string): Promise<StoredPicture | null> {
  const type = typeOfUploadName(fileName);
  if (!type) return null;
  const variant = parseVariantName(fileName);
  if (variant) {
    const source = await keyOf(store, variant.original.replace(/\.webp$/, ''));
    return source ? ensureVariant(store, source, variant.width, variant.format) : null;
  }
  const key = await keyOf(store, fileName.slice(0, fileName.lastIndexOf('.')));
  const picture = key ? await store.get(key) : null;
  return picture?.contentType === type ? picture : null;
}
