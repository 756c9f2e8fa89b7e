import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The site's own files, at its root, that a language's worker keeps besides its build (sw/install-files.ts). */
const SITE_FILES = ['icons/icon.svg', 'icons/icon-192.png', 'images/placeholder-bottle.svg'];

/** Workbox entries for them (absolute URLs, each with its content's revision). */
export function siteFilesForWorker(publicDir: string): Array<{ url: string; revision: string }> {
  return SITE_FILES.map((file) => ({ url: `/${file}`, revision: createHash('md5').update(readFileSync(join(publicDir, file))).digest('hex') }));
}
