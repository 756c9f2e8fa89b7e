import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { logLinesOf } from '#server/test-support/log-lines.ts';
import { pageBuild } from '#server/test-support/page-build.ts';
import { rawGet, type RawAnswer } from '#server/test-support/raw-http.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Addresses a client makes up (issue 25, point 5): each is a 4xx with the shop's page (HTML) or
// the API's JSON error, never a 500, and a refused page is one log line saying why.
const { distDir, ssrEntry } = pageBuild();

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { seed: true, distDir, ssrEntry });
});
afterAll(() => server?.close());

const long = (n: number) => 'a'.repeat(n);
const search = (keyword: string) => `/explore-scents/search/${keyword}`;

type Row = [path: string, expected: 400 | 404 | 'redirect'];

const pages: Row[] = [
  [search('%00'), 400],
  [search('%01'), 400],
  [search('a%7F'), 400],
  [search('%00/page/2'), 400],
  [search('x%0Ay'), 400],
  [search('x%09y'), 400],
  [search(long(101)), 400],
  [search(`${long(101)}/page/2`), 400],
  [search(long(5000)), 400],
  [search(encodeURIComponent('é'.repeat(101))), 400],
  [search('%E0%A4%A'), 400],
  [search('%'), 400],
  [search('%ED%A0%80'), 400],
  [search('%E0%A4%A/page/2'), 400],
  ['/%00', 400],
  ['/%E0%A4%A', 400],
  ['/explore-scents/%00', 400],
  ['/robots.txt%00', 400],
  ['/index.html%00', 400],
  [`/${long(5000)}`, 400],
  ['//evil.example/explore-scents', 404],
  ['/explore-scents//x', 404],
  ['/no-such-page', 404],
  ['/explore-scents/not-a-product', 404],
  ['/%2e%2e/%2e%2e/etc/passwd', 404],
  ['/assets/%00.js', 404],
  ['/explore-scents/page/0', 'redirect'],
  [search('%20'), 'redirect'],
  ['/explore-scents?season=%00', 'redirect'],
  ['/explore-scents?keyword=%00', 'redirect'],
  [`/explore-scents?keyword=${long(5000)}`, 'redirect'],
  ['/login?redirect=%00', 'redirect'],
];

const api: Array<[path: string, expected: 400 | 401 | 404]> = [
  ['/api/products?keyword=%00', 400],
  [`/api/products?keyword=${long(101)}`, 400],
  [`/api/products?keyword=${long(5000)}`, 400],
  ['/api/products?pageNumber=%00', 400],
  ['/api/products?pageNumber=99999999999999999999', 400],
  ['/api/products/%00', 404],
  ['/api/products/%E0%A4%A', 404],
  ['/api/%00', 404],
  ['/api/%E0%A4%A', 404],
  ['/api/users/%00', 401],
  ['/api/saved/%00', 404],
];

const isShopPage = (answer: RawAnswer) =>
  /^text\/html/.test(String(answer.headers['content-type'])) &&
  /<title>[^<]*Sillage[^<]*<\/title>/.test(answer.text) &&
  answer.text.includes('href="/explore-scents"');
const showsNoStack = (text: string) => !/\bat [\w.<>]+ \(|node:internal|Error: /.test(text);

describe('a made-up page address', () => {
  it.each(pages)('%s is answered below 500 with the shop page', async (path, expected) => {
    const { result: answer, lines } = await logLinesOf(() => rawGet(server.url, path));
    expect(answer.status, path).toBeLessThan(500);
    if (expected === 'redirect') {
      expect(answer.status).toBeGreaterThanOrEqual(300);
      expect(answer.status).toBeLessThan(400);
      // Where it leads is a page of the shop too, never a 500.
      const next = await rawGet(server.url, String(answer.headers.location));
      expect(next.status, String(answer.headers.location)).toBeLessThan(500);
      if (next.status < 300 || next.status >= 400) expect(isShopPage(next)).toBe(true);
      return;
    }
    expect(answer.status).toBe(expected);
    expect(isShopPage(answer)).toBe(true);
    expect(showsNoStack(answer.text)).toBe(true);
    // One line at most (LOG_REQUESTS is off in tests: only a refusal with a reason is written).
    expect(lines.length).toBeLessThanOrEqual(1);
    for (const line of lines) {
      const entry = JSON.parse(line) as { status: number; note?: string; stack?: string };
      expect(entry).toMatchObject({ status: expected, note: expect.any(String) });
      expect(entry.stack).toBeUndefined();
    }
  });

  it('says why in its one log line', async () => {
    const { result: answer, lines } = await logLinesOf(() => rawGet(server.url, search(long(101))));
    expect(answer.status).toBe(400);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ method: 'GET', status: 400, note: `search keyword: ${messages.tooLong(100)}` });
    expect(answer.text).toContain(messages.pageAddressRefused);
  });

  it('leaves real searches alone', async () => {
    for (const path of [search('rose'), search(encodeURIComponent('fleur d’oranger')), search(long(100)), search('%F0%9F%8C%B9/page/2')]) {
      expect((await rawGet(server.url, path)).status, path).toBe(200);
    }
  });
});

describe('a made-up API address', () => {
  it.each(api)('%s is a JSON error', async (path, expected) => {
    const answer = await rawGet(server.url, path);
    expect(answer.status).toBe(expected);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text)).toEqual(expect.objectContaining({ message: expect.any(String) }));
    expect(showsNoStack(answer.text)).toBe(true);
  });
});

describe('a render the API refuses', () => {
  // A page the path check does not know of, whose read the API refuses: the router's 500 is the
  // client's 400 (or 404), with the shop's page.
  let standIn: TestServer;
  beforeAll(async () => {
    standIn = await startTestServer({}, { distDir, ssrEntry: join(import.meta.dirname, '..', 'test-support', 'refused-read-renderer.ts') });
  });
  afterAll(() => standIn?.close());

  it('is the 4xx the API gave, never the 500 the render ended in', async () => {
    const { result: answer, lines } = await logLinesOf(() => rawGet(standIn.url, '/pricing-plans?season=monsoon'));
    expect(answer.status).toBe(400);
    expect(isShopPage(answer)).toBe(true);
    expect(lines.map((line) => JSON.parse(line) as { note?: string })).toEqual([expect.objectContaining({ note: "the page's API read was answered 400" })]);
    expect((await rawGet(standIn.url, '/pricing-plans?season=winter')).status).toBe(200);
  });
});
