import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '#domain/i18n/language-choice.ts';
import { securityHeaderRecord } from '#server/http/security-headers.ts';
import { logLinesOf } from '#server/test-support/log-lines.ts';
import { pageBuild } from '#server/test-support/page-build.ts';
import { rawGet, type RawAnswer } from '#server/test-support/raw-http.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 51, point 4: one door. Every answer, from the catalogue cache or not, leaves through the
// app's middleware: its headers (server/http/security-headers.ts, the one place they are named),
// its request log and the home's language redirect. A header added to that record is expected
// here on a cached page, a cached API answer, a 304 from the cache and an uncached answer.
const { distDir, ssrEntry } = pageBuild();

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOG_REQUESTS: 'on' }, { seed: true, distDir, ssrEntry });
});
afterAll(() => server?.close());

const theAppsHeaders = () => securityHeaderRecord(server.deps.env);
const expectTheAppsHeaders = (answer: RawAnswer, what: string) => {
  for (const [name, value] of Object.entries(theAppsHeaders())) {
    // A page brings its own CSP: the app's, with the hashes of its inline scripts added.
    const sent = name === 'content-security-policy' ? String(answer.headers[name]).replace(/ 'sha256-[^']+'/g, '') : answer.headers[name];
    expect(sent, `${what}: ${name}`).toBe(value);
  }
};

/** GETs `path` twice, the second time from the cache (the catalogue cache holds it by then). */
async function missThenHit(path: string): Promise<{ miss: RawAnswer; hit: RawAnswer; notModified: RawAnswer }> {
  const miss = await rawGet(server.url, path);
  expect(miss.status, path).toBe(200);
  const hit = await rawGet(server.url, path);
  expect(hit.status, path).toBe(200);
  expect(hit.headers.etag, `${path}: the same entry`).toBe(miss.headers.etag);
  const notModified = await rawGet(server.url, path, { 'if-none-match': String(hit.headers.etag) });
  expect(notModified.status, path).toBe(304);
  return { miss, hit, notModified };
}

describe('one door for every answer (issue 51)', () => {
  it("sends the app's headers on a cached page, a cached API answer, a 304 and an uncached answer", async () => {
    expect(Object.keys(theAppsHeaders()).length).toBeGreaterThan(3);
    for (const path of ['/explore-scents', '/api/products?pageNumber=1']) {
      const { miss, hit, notModified } = await missThenHit(path);
      expectTheAppsHeaders(miss, `${path} (built)`);
      expectTheAppsHeaders(hit, `${path} (cached)`);
      expectTheAppsHeaders(notModified, `${path} (304)`);
    }
    const uncached = await rawGet(server.url, '/api/health');
    expect(uncached.status).toBe(200);
    expectTheAppsHeaders(uncached, '/api/health');
  });

  it('writes the request log line for an answer from the cache as for any other', async () => {
    await missThenHit('/api/products/featured');
    const { lines } = await logLinesOf(() => rawGet(server.url, '/api/products/featured'));
    const logged = lines
      .map((line) => JSON.parse(line) as { method?: string; path?: string; status?: number })
      .filter((line) => line.path === '/api/products/featured');
    expect(logged).toEqual([expect.objectContaining({ method: 'GET', path: '/api/products/featured', status: 200 })]);
  });

  it('sends a device that chose French from the cached English home to the French one', async () => {
    await missThenHit('/');
    const french = await rawGet(server.url, '/', { cookie: `${LANGUAGE_COOKIE}=fr` });
    expect(french.status).toBe(302);
    expect(french.headers.location).toBe('/fr/');
    expectTheAppsHeaders(french, '/ (redirect)');
  });
});
