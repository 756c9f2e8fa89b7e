import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

// The French build binds `#messages` to the French catalogue (vite.config.ts); here the same
// binding, so the API client's own words are read as a French page reads them (issue 24).
vi.mock('#messages', () => import('../../domain/i18n/compiled/fr/index.js'));

// The unit tests share their workers' modules (vitest.config.ts): the module is read again, so
// that it binds the catalogue above rather than one another file loaded first.
vi.resetModules();
// And put back for the files after this one in the worker.
afterAll(() => {
  vi.doUnmock('#messages');
  vi.resetModules();
});
const { ApiError, apiRequest, settle } = await import('./api-client.ts');
const fr = await import('../../domain/i18n/compiled/fr/index.js');

async function failure(run: () => Promise<unknown>): Promise<InstanceType<typeof ApiError>> {
  const error = await run().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as InstanceType<typeof ApiError>;
}

describe('the API client’s own words on a French page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says in French that the device seems offline when the request never left', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(() => apiRequest('GET', '/api/products'));
    expect(error.status).toBe('FETCH_ERROR');
    expect(error.message).toBe(fr.platform_offline());
    expect(error.message).toMatch(/^Hors ligne/);
  });

  it('says in French that the server took too long', async () => {
    vi.stubGlobal(
      'fetch',
      (_path: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const error = await failure(() => apiRequest('GET', '/api/products', { timeoutMs: 10 }));
    expect(error.status).toBe('TIMEOUT_ERROR');
    expect(error.message).toBe(fr.platform_timeout());
    expect(error.message).toMatch(/^Le serveur tarde/);
  });

  it('says in French that an answer could not be read, or that a request failed without a reason', () => {
    expect(() => settle(200, '<html>')).toThrow(fr.platform_unreadable());
    expect(fr.platform_unreadable()).toMatch(/illisible/);
    expect(() => settle(502, '')).toThrow('La requête a échoué (502)');
    // The server's own words (already in French under Accept-Language: fr-CA) are shown as sent.
    expect(() => settle(404, JSON.stringify({ message: 'Produit introuvable' }))).toThrow('Produit introuvable');
  });
});
