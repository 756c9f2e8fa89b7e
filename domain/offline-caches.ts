// The service worker's runtime caches by name: a contract between the worker (which fills and
// prunes them) and the pages (which keep a saved scent's pictures in them for offline use).
// A change of what they hold or how it is keyed bumps the version (DESIGN §4).
const VERSION = 'v1';

export const CATALOGUE_CACHE = `sillage-catalogue-${VERSION}`;
export const IMAGE_CACHE = `sillage-images-${VERSION}`;
