import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, uploadMessages } from '#domain/upload-rules.ts';
import type { AppEnv } from '#server/app-env.ts';
import { requireAdmin } from '#server/auth/session.ts';
import { badRequest, HttpError } from '#server/http/http-error.ts';
import { idempotent } from '#server/idempotency/idempotency.ts';
import { reencodeUpload } from './image-intake.ts';
import { ensureVariant, storeVariants } from './image-variants.ts';
import type { UploadStore } from './upload-store.ts';
import { safeUploadName } from './upload-store.ts';

// Room for the multipart boundaries and headers around the files themselves.
const FORM_OVERHEAD = 512 * 1024;

const requireMultipart: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) {
    throw new HttpError(415, uploadMessages.notMultipart);
  }
  await next();
};

/** Refuses an oversized body from its Content-Length (or while streaming) before parsing it. */
const limitFiles = (files: number) =>
  bodyLimit({
    maxSize: files * UPLOAD_MAX_BYTES + FORM_OVERHEAD,
    onError: () => {
      throw new HttpError(413, uploadMessages.imageTooLarge);
    },
  });

/** The File values sent under `field` (also `field[]`, as some form libraries name them). */
async function filesIn(c: Context<AppEnv>, field: string): Promise<File[]> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badRequest(uploadMessages.malformedForm);
  }
  const values = [...form.getAll(field), ...form.getAll(`${field}[]`)];
  return values.filter((value): value is File => typeof value !== 'string');
}

/** Re-encodes each file and stores it under a fresh name; nothing is stored unless all pass. */
export async function storeUploads(uploads: UploadStore, files: File[]): Promise<string[]> {
  for (const file of files) if (file.size > UPLOAD_MAX_BYTES) throw new HttpError(413, uploadMessages.imageTooLarge);
  const encoded: Buffer[] = [];
  // One at a time: sharp already uses every core for one image, and memory stays bounded.
  for (const file of files) encoded.push(await reencodeUpload(Buffer.from(await file.arrayBuffer())));
  const urls = await Promise.all(encoded.map((bytes) => uploads.save(bytes, 'webp')));
  // The shop shows the smaller copies (srcset): they exist before the URL is handed out.
  for (const [i, url] of urls.entries()) await storeVariants(uploads, url.slice(url.lastIndexOf('/') + 1), encoded[i]!);
  return urls;
}

export const uploadRoutes = new Hono<AppEnv>()
  .post('/upload', requireAdmin, requireMultipart, limitFiles(1), idempotent, async (c) => {
    const files = await filesIn(c, 'image');
    if (files.length === 0) throw badRequest(uploadMessages.imageMissing);
    if (files.length > 1) throw badRequest(uploadMessages.tooManyImages);
    const [image] = await storeUploads(c.var.deps.uploads, files);
    return c.json({ image });
  })
  .post('/upload-images', requireAdmin, requireMultipart, limitFiles(UPLOAD_MAX_FILES), idempotent, async (c) => {
    const files = await filesIn(c, 'images');
    if (files.length === 0) throw badRequest(uploadMessages.imageMissing);
    if (files.length > UPLOAD_MAX_FILES) throw badRequest(uploadMessages.tooManyImages);
    return c.json({ images: await storeUploads(c.var.deps.uploads, files) });
  });

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', avif: 'image/avif', png: 'image/png', jpg: 'image/jpeg' };

/** GET /uploads/:name. Names are generated and never reused, so a response can be cached forever. */
export async function serveUploads(c: Context<AppEnv>) {
  const name = c.req.param('name') ?? '';
  const extension = safeUploadName.exec(name)?.[1];
  const uploads = c.var.deps.uploads;
  // A variant not made yet (or of an image stored before variants existed) is made now.
  const bytes = extension ? ((await uploads.read(name)) ?? (await ensureVariant(uploads, name).catch(() => null))) : null;
  if (!extension || !bytes) return c.text('Not found', 404, { 'cache-control': 'no-store' });
  return c.body(new Uint8Array(bytes), 200, {
    'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'x-content-type-options': 'nosniff',
    'cache-control': 'public, max-age=31536000, immutable',
  });
}
