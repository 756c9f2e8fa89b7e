import { messages } from '#domain/messages.ts';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '#domain/upload-rules.ts';
import type { AppEnv } from '#server/app-env.ts';
import { requireAdmin } from '#server/auth/session.ts';
import { limitBody } from '#server/http/body-limit.ts';
import { bodyWasCutOff } from '#server/http/error-handler.ts';
import { badRequest, HttpError } from '#server/http/http-error.ts';
import { idempotent } from '#server/idempotency/idempotency.ts';
import type { PictureStore } from '#server/pictures/picture-store.ts';
import { reencodeUpload } from './image-intake.ts';
import { storeVariants } from './image-variants.ts';
import { findUploadedPicture, pictureUrl } from './picture-urls.ts';

// Room for the multipart boundaries and headers around the files themselves.
const FORM_OVERHEAD = 512 * 1024;

const requireMultipart: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) {
    throw new HttpError(415, messages.uploadNotMultipart);
  }
  await next();
};

/** Refuses an oversized body from its Content-Length (or while streaming) before parsing it. */
const limitFiles = (files: number) =>
  limitBody(files * UPLOAD_MAX_BYTES + FORM_OVERHEAD, () => {
    throw new HttpError(413, messages.uploadTooLarge);
  });

/** The File values sent under `field` (also `field[]`, as some form libraries name them). */
async function filesIn(c: Context<AppEnv>, field: string): Promise<File[]> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch (error) {
    // Not malformed, only cut off: the error handler logs that as what it is.
    if (bodyWasCutOff(c)) throw error;
    throw badRequest(messages.uploadMalformed);
  }
  const values = [...form.getAll(field), ...form.getAll(`${field}[]`)];
  return values.filter((value): value is File => typeof value !== 'string');
}

/**
 * Re-encodes each file and stores it under its content's key (the same picture sent twice is
 * stored once, under one URL); nothing is stored unless all pass.
 */
export async function storeUploads(store: PictureStore, files: File[]): Promise<string[]> {
  for (const file of files) if (file.size > UPLOAD_MAX_BYTES) throw new HttpError(413, messages.uploadTooLarge);
  const encoded: Buffer[] = [];
  // One at a time: sharp already uses every core for one image, and memory stays bounded.
  for (const file of files) encoded.push(await reencodeUpload(Buffer.from(await file.arrayBuffer())));
  const keys = await Promise.all(encoded.map((bytes) => store.put(bytes, 'image/webp')));
  // The shop shows the smaller copies (srcset): they exist before the URL is handed out.
  for (const [i, key] of keys.entries()) await storeVariants(store, key, encoded[i]!);
  return keys.map((key) => pictureUrl(key));
}

export const uploadRoutes = new Hono<AppEnv>()
  .post('/upload', requireAdmin, requireMultipart, limitFiles(1), idempotent, async (c) => {
    const files = await filesIn(c, 'image');
    if (files.length === 0) throw badRequest(messages.uploadImageMissing);
    if (files.length > 1) throw badRequest(messages.uploadTooMany);
    const [image] = await storeUploads(c.var.deps.pictures, files);
    return c.json({ image });
  })
  .post('/upload-images', requireAdmin, requireMultipart, limitFiles(UPLOAD_MAX_FILES), idempotent, async (c) => {
    const files = await filesIn(c, 'images');
    if (files.length === 0) throw badRequest(messages.uploadImageMissing);
    if (files.length > UPLOAD_MAX_FILES) throw badRequest(messages.uploadTooMany);
    return c.json({ images: await storeUploads(c.var.deps.pictures, files) });
  });

// A URL's content never changes (a key is its bytes' hash; a name never moves), so browsers and
// proxies may keep it for a year without asking again.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether If-None-Match names this ETag (weak or strong: for a GET they compare the same). */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

/** GET /uploads/:name, from the picture store (any instance's upload), with its ETag. */
export async function serveUploads(c: Context<AppEnv>) {
  const picture = await findUploadedPicture(c.var.deps.pictures, c.req.param('name') ?? '');
  if (!picture) return c.text('Not found', 404, { 'cache-control': 'no-store' });
  const headers = { etag: `"${picture.etag}"`, 'cache-control': IMMUTABLE, 'x-content-type-options': 'nosniff' };
  if (notModified(c.req.header('if-none-match'), headers.etag)) return c.body(null, 304, headers);
  // A view of the stored bytes, not a copy.
  const body = new Uint8Array(picture.bytes.buffer as ArrayBuffer, picture.bytes.byteOffset, picture.bytes.byteLength);
  return c.body(body, 200, { ...headers, 'content-type': picture.contentType });
}
