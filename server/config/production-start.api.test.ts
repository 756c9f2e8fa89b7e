import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { serverProcessArgs } from '#server/process-entry.ts';

// A production start without PUBLIC_URL (issue 25, point 3): the compiled server, as `npm start`
// runs it, refuses in one line rather than naming pages after whatever host a request claims.
const dataDir = await mkdtemp(join(tmpdir(), 'sillage-production-start-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const live = {
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  JWT_SECRET: 'k3Jv9Qx0Lr8ZtW2mN5pB7cY4dF6gH1sA-_uE',
  PAYPAL_CLIENT_ID: 'live-client',
  PAYPAL_CLIENT_SECRET: 'secret',
  PAYPAL_API_BASE: 'https://api-m.paypal.com',
  PAYPAL_MERCHANT_ID: 'MERCHANT123',
  SMTP_URL: 'smtp://shop:secret@mail.shop.example:587',
  MAIL_FROM: 'Sillage <orders@shop.example>',
  ...Object.fromEntries(
    Object.entries(webPush.generateVAPIDKeys()).map(([name, key]) => [name === 'publicKey' ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY', key]),
  ),
  VAPID_SUBJECT: 'mailto:orders@shop.example',
};

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const { PUBLIC_URL: _inherited, DATABASE_URL: _database, ...inherited } = process.env;
    const child = spawn(process.execPath, serverProcessArgs(), { env: { ...inherited, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('a production start', () => {
  it('refuses without PUBLIC_URL: exit 1, one line saying so', async () => {
    const { code, stderr } = await start(live);
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual(['Refusing to start in production:', expect.stringMatching(/^- PUBLIC_URL is not set: .*no-public-url\)$/)]);
  });
});
