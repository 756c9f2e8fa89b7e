import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploaded images live. The server only needs these three operations, so an
 * S3-compatible store can replace the local disk by implementing them (see README).
 */
export interface UploadStore {
  /** Stores the bytes under a new generated name and returns its public URL path. */
  save(bytes: Buffer, extension: 'webp' | 'png' | 'jpg'): Promise<string>;
  /** Stores the bytes under a chosen name (seed images), returning its public URL path. */
  put(name: string, bytes: Buffer): Promise<string>;
  /** The bytes of a stored file, or null. Names are checked by the caller. */
  read(name: string): Promise<Buffer | null>;
}

export const UPLOADS_URL_PREFIX = '/uploads/';
// avif: the smaller copies made from each image (image-variants.ts).
export const safeUploadName = /^[a-z0-9][a-z0-9-]{0,120}\.(webp|avif|png|jpg)$/;

export function localDiskUploadStore(dir: string): UploadStore {
  let ready: Promise<unknown> | undefined;
  const ensureDir = () => (ready ??= mkdir(dir, { recursive: true }));
  return {
    async save(bytes, extension) {
      return this.put(`${randomUUID()}.${extension}`, bytes);
    },
    async put(name, bytes) {
      if (!safeUploadName.test(name)) throw new Error(`unsafe upload name ${name}`);
      await ensureDir();
      await writeFile(join(dir, name), bytes);
      return `${UPLOADS_URL_PREFIX}${name}`;
    },
    async read(name) {
      if (!safeUploadName.test(name)) return null;
      try {
        return await readFile(join(dir, name));
      } catch {
        return null;
      }
    },
  };
}
