/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core/types.js';

/**
 * Only what is the same for everybody goes into a runtime cache: a 200 (never an opaque or
 * error answer), whose Cache-Control does not say no-store or private, for a request that
 * carried no credentials. The server marks the catalogue `public` and everything that depends
 * on the user `no-store` (DESIGN §3), so this is a second lock on the same door.
 */
export function isSharedAnswer(request: Request, response: Response): boolean {
  if (response.type === 'opaque' || response.type === 'opaqueredirect' || response.status !== 200) return false;
  if (hasCredentials(request)) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/\b(no-store|private)\b/i.test(cacheControl);
}

export function hasCredentials(request: Request): boolean {
  return request.headers.has('auth-token') || request.headers.has('authorization');
}

export const sharedAnswersOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => (isSharedAnswer(request, response) ? response : null),
};
