// What the admin's image uploads accept (POST /api/products/upload and /upload-images). The
// product form can check size and count before sending; the server enforces the same numbers.

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 10;
/** Decoding is refused above this many pixels (a "pixel bomb" is tiny on disk, huge in memory). */
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** Stored images fit within this many pixels on each side. */
export const UPLOAD_OUTPUT_MAX_SIDE = 1600;
