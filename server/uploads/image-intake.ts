import { messages } from '#domain/messages.ts';
import type { Metadata } from 'sharp';
import { loadSharp } from './load-sharp.ts';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, UPLOAD_OUTPUT_MAX_SIDE } from '#domain/upload-rules.ts';
import { badRequest, HttpError } from '#server/http/http-error.ts';

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// A PNG ends with an empty IEND chunk: length 0, type, fixed CRC.
const PNG_END = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);

/**
 * What the bytes are, judged by their signature alone: the file name and the declared type are
 * whatever the sender chose, so they are never consulted.
 */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  if (bytes.length < 16) return null;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  const head = ascii(bytes, 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    // ISO-BMFF: the major brand, then compatible brands up to the end of the ftyp box.
    const boxEnd = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length, 256);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.some((b) => b === 'avif' || b === 'avis')) return 'avif';
  }
  return null;
}

/**
 * Formats whose end is certain refuse anything appended after it: that is where a PNG/HTML or
 * GIF/script polyglot carries its second payload. JPEG is left alone on purpose, because phone
 * cameras append legitimate trailers (motion photos); re-encoding drops them anyway.
 */
function hasTrailingData(bytes: Uint8Array, kind: ImageKind): boolean {
  if (kind === 'png') return !startsWith(bytes, PNG_END, bytes.length - PNG_END.length);
  if (kind === 'gif') return bytes[bytes.length - 1] !== 0x3b;
  if (kind === 'webp') return new DataView(bytes.buffer, bytes.byteOffset).getUint32(4, true) + 8 !== bytes.length;
  return false;
}

// failOn 'warning' refuses truncated or damaged pixel data instead of padding it with grey;
// pages 1 decodes only the first frame of an animation.
const decodeOptions = { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'warning', pages: 1 } as const;

const formatMatches = (kind: ImageKind, meta: Metadata) => (kind === 'avif' ? meta.format === 'heif' && meta.compression === 'av1' : meta.format === kind);

/**
 * Turns an uploaded file into the WebP we store, or throws the reason it is refused: not an image
 * (415), damaged (400), too many pixels (400, checked from the header before any decoding), too
 * many bytes (413). Output: upright, no EXIF/GPS or other metadata, at most 1600 px a side.
 */
export async function reencodeUpload(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > UPLOAD_MAX_BYTES) throw new HttpError(413, messages.uploadTooLarge);
  const kind = sniffImageKind(bytes);
  if (!kind || hasTrailingData(bytes, kind)) throw new HttpError(415, messages.uploadNotAnImage);

  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // Only the header is read here; the pixel limit is applied below so that a bomb gets its own
    // message, and again by sharp itself when decoding.
    meta = await sharp(bytes, { ...decodeOptions, limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(messages.uploadImageCorrupt);
  }
  if (!formatMatches(kind, meta)) throw new HttpError(415, messages.uploadNotAnImage);
  if (!meta.width || !meta.height) throw badRequest(messages.uploadImageCorrupt);
  if (meta.width * meta.height > UPLOAD_MAX_PIXELS) throw badRequest(messages.uploadTooManyPixels);

  try {
    return await sharp(bytes, { ...decodeOptions, autoOrient: true })
      .resize({ width: UPLOAD_OUTPUT_MAX_SIDE, height: UPLOAD_OUTPUT_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer();
  } catch {
    throw badRequest(messages.uploadImageCorrupt);
  }
}
