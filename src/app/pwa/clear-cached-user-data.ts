import { isPublicRead } from '#domain/public-reads.ts';

/**
 * Logout on a shared device (DESIGN §4): removes from CacheStorage anything an authenticated call
 * may have left, whatever version of the service worker stored it. The current one never stores
 * such answers; this is the belt to that pair of braces.
 */
export async function clearCachedUserData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const { pathname } = new URL(request.url);
      const authenticated = request.headers.has('auth-token') || request.headers.has('authorization');
      if (authenticated || (pathname.startsWith('/api/') && !isPublicRead(pathname))) await cache.delete(request);
    }
  }
}
