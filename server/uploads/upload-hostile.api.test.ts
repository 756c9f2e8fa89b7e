import { messages } from '#domain/messages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';
import { formWith, htmlPage, pixelBombPng, pngOf, solid, storedPictureCounts, svgWithScript, type Part } from './upload-test-fixtures.ts';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.makeUser({ admin: true })).token;
});
afterAll(() => server.close());

const uploadOne = (part: Part) => server.call('POST', '/api/products/upload', { token: admin, raw: formWith('image', [part]) });
const stored = () => storedPictureCounts(server.deps.db);

describe('uploads refuse what is not a plain image', () => {
  it('refuses an HTML page named x.png and declared image/png', async () => {
    const res = await uploadOne({ bytes: htmlPage, name: 'x.png', type: 'image/png' });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(messages.uploadNotAnImage);
  });

  it('refuses an SVG carrying a script, whatever it is called', async () => {
    for (const [name, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
    ]) {
      const res = await uploadOne({ bytes: svgWithScript, name: name!, type: type! });
      expect(res.status).toBe(415);
      expect(res.body.message).toBe(messages.uploadNotAnImage);
    }
  });

  it('refuses a real PNG with an HTML page appended (a polyglot)', async () => {
    const png = await pngOf(32, 32);
    const res = await uploadOne({ bytes: Buffer.concat([png, htmlPage]), name: 'x.png', type: 'image/png' });
    expect(res.status).toBe(415);
  });

  it('refuses a PNG signature followed by something else', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), htmlPage]);
    const res = await uploadOne({ bytes: fake, name: 'x.png', type: 'image/png' });
    expect([400, 415]).toContain(res.status);
    expect(res.body.message).toMatch(/damaged|JPEG, PNG/);
  });

  it('refuses truncated images', async () => {
    const jpeg = await solid(400, 300).jpeg().toBuffer();
    const png = await pngOf(400, 300);
    for (const bytes of [jpeg.subarray(0, jpeg.length >> 1), png.subarray(0, png.length - 40)]) {
      const res = await uploadOne({ bytes, name: 'cut.jpg', type: 'image/jpeg' });
      expect([400, 415]).toContain(res.status);
    }
    const cutJpeg = await uploadOne({ bytes: jpeg.subarray(0, jpeg.length - 200), name: 'cut.jpg', type: 'image/jpeg' });
    expect(cutJpeg.status).toBe(400);
    expect(cutJpeg.body.message).toBe(messages.uploadImageCorrupt);
  });

  it('refuses a pixel bomb from its header, before decoding it', async () => {
    const bomb = pixelBombPng(30000, 30000);
    expect(bomb.length).toBeLessThan(10_000);
    const started = Date.now();
    const res = await uploadOne({ bytes: bomb, name: 'bomb.png', type: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.uploadTooManyPixels);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([await pngOf(10, 10), Buffer.alloc(6 * 1024 * 1024)]);
    const one = await uploadOne({ bytes: big, name: 'big.png', type: 'image/png' });
    expect(one.status).toBe(413);
    expect(one.body.message).toBe(messages.uploadTooLarge);
    const small = await pngOf(10, 10);
    const inMany = await server.call('POST', '/api/products/upload-images', {
      token: admin,
      raw: formWith('images', [
        { bytes: small, name: 'a.png', type: 'image/png' },
        { bytes: big, name: 'big.png', type: 'image/png' },
      ]),
    });
    expect(inMany.status).toBe(413);
    expect(inMany.body.message).toBe(messages.uploadTooLarge);
  });

  it('refuses more than ten images at once, storing none of them', async () => {
    const before = await stored();
    const png = await pngOf(16, 16);
    const parts = Array.from({ length: 11 }, (_, i) => ({ bytes: png, name: `${i}.png`, type: 'image/png' }));
    const res = await server.call('POST', '/api/products/upload-images', { token: admin, raw: formWith('images', parts) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.uploadTooMany);
    expect(await stored()).toEqual(before);
  });

  it('stores nothing when one image of several is refused', async () => {
    const before = await stored();
    const res = await server.call('POST', '/api/products/upload-images', {
      token: admin,
      raw: formWith('images', [
        { bytes: await pngOf(16, 16), name: 'ok.png', type: 'image/png' },
        { bytes: htmlPage, name: 'evil.png', type: 'image/png' },
      ]),
    });
    expect(res.status).toBe(415);
    expect(await stored()).toEqual(before);
  });

  it('answers 415 to a body that is not multipart, and 400 when the field is missing', async () => {
    const json = await server.call('POST', '/api/products/upload', { token: admin, body: { image: 'data:image/png;base64,AAAA' } });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe(messages.uploadNotMultipart);
    const raw = await server.call('POST', '/api/products/upload-images', {
      token: admin,
      raw: await pngOf(10, 10),
      headers: { 'content-type': 'image/png' },
    });
    expect(raw.status).toBe(415);

    const wrongField = await server.call('POST', '/api/products/upload', {
      token: admin,
      raw: formWith('file', [{ bytes: await pngOf(10, 10), name: 'a.png', type: 'image/png' }]),
    });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe(messages.uploadImageMissing);
    const textField = new FormData();
    textField.append('image', '/etc/passwd');
    const text = await server.call('POST', '/api/products/upload', { token: admin, raw: textField });
    expect(text.status).toBe(400);
    expect(text.body.message).toBe(messages.uploadImageMissing);
  });

  it('answers 400, not 500, to a broken multipart body', async () => {
    const res = await server.call('POST', '/api/products/upload', {
      token: admin,
      raw: '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nnot closed',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.uploadMalformed);
  });
});
