import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '#server/test-support/product-fixtures.ts';
import { linkIn, recipientsOf, startSmtpTestServer, type SmtpTestServer } from '#server/test-support/smtp-test-server.ts';
import { startTestServer, type TestServer } from '#server/test-support/test-server.ts';

// Issue 49, point 5: without PUBLIC_URL (development, or staging with its override), a mail's
// links named the host the request that queued it claimed. A reset link pointed at a forged Host
// hands its token to whoever runs that host. They name the server's own address now.
let server: TestServer;
let smtp: SmtpTestServer;
const FORGED = 'attacker.example';

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  // No PUBLIC_URL: the test server's address is HOST and PORT (http://127.0.0.1:port).
  server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Sillage <orders@shop.example>' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** A JSON POST whose Host header says another site (fetch would not send it). */
function postWithHost(path: string, body: unknown, host: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(server.url);
    const text = JSON.stringify(body);
    const req = request(
      { hostname, port, path, method: 'POST', headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

const mailTo = async (email: string, subject: string) =>
  (await smtp.waitFor((m) => m.subject === subject && recipientsOf(m).includes(email.toLowerCase())))[0]!;

describe('mail links without PUBLIC_URL (issue 49)', () => {
  it('a reset mail’s link ignores a forged Host header and names the server’s own address', async () => {
    const user = await server.makeUser();
    expect(server.deps.env.publicUrl).toBeUndefined();
    expect(await postWithHost('/api/users/forgot-password', { email: user.email }, FORGED)).toBe(202);
    const mail = await mailTo(user.email, 'Reset your Sillage password');
    const link = linkIn(mail, '/reset-password/');
    expect(link?.startsWith(`${server.url}/reset-password/`)).toBe(true);
    expect(`${mail.text}${String(mail.html)}`).not.toContain(FORGED);
  });

  it('so does a restock confirmation mail, asked for with a forged Host (and X-Forwarded-Host)', async () => {
    const product = await insertProduct(server.deps.db, { countInStock: 0 });
    const email = `origin-${Date.now()}@example.com`;
    expect(await postWithHost(`/api/products/${product.id}/restock-alerts`, { email }, FORGED, { 'x-forwarded-host': FORGED })).toBe(202);
    const mail = await mailTo(email, 'Confirm your Sillage restock alert');
    expect(linkIn(mail, '/restock-alerts/confirm/')?.startsWith(`${server.url}/restock-alerts/confirm/`)).toBe(true);
    expect(`${mail.text}${String(mail.html)}`).not.toContain(FORGED);
  });
});
