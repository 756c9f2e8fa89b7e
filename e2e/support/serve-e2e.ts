import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from '#server/config/env.ts';
import { startServer } from '#server/start-server.ts';
import { fakePaypalEnv, startFakePaypal } from '#server/test-support/fake-paypal.ts';
import { demoDatabaseDump } from '#server/test-support/demo-database.ts';
import { e2eSmtpUrl } from './mailbox.ts';
import { startPaypalSdkStandIn } from './paypal-sdk-stand-in-server.ts';

// The real server, the built SPA and a fresh copy of the seeded demo database, in memory: what a
// shopper would get from `npm start`, with nothing of a developer's own data/ folder.
const dataDir = mkdtempSync(join(tmpdir(), 'sillage-e2e-'));
// No internet here: the server talks to a local fake of PayPal's API (as in the API tests) and
// the page loads a local stand-in of PayPal's SDK script, whose buttons call our createOrder and
// onApprove as the real ones do.
const paypal = await startFakePaypal();
const paypalSdk = await startPaypalSdkStandIn();
const env = parseEnv({
  ...process.env,
  NODE_ENV: 'test',
  PORT: process.env.E2E_PORT ?? '3100',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: undefined,
  JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-signing',
  LOG_REQUESTS: 'off',
  // Every browser test makes its products through the one demo admin account, in parallel.
  WRITES_PER_MINUTE: '5000',
  // The demo shopper places orders in many tests at once, most of them never paid, all from
  // 127.0.0.1 and from fresh accounts, of products made with a few units.
  MAX_UNPAID_UNITS: '100000',
  MAX_UNPAID_UNITS_NEW_ACCOUNT: '100000',
  MAX_UNPAID_UNITS_PER_ADDRESS: '100000',
  MAX_HELD_SHARE_PERCENT: '100',
  // Every browser test signs up from 127.0.0.1.
  REGISTRATIONS_PER_HOUR: '100000',
  SEED_DEMO_DATA: 'on',
  TEST_PAYMENTS: 'on',
  // Every browser test signs the demo accounts in from 127.0.0.1, and opens pages no cache holds.
  LOGINS_PER_ACCOUNT: '100000',
  LOGINS_PER_ADDRESS: '100000',
  PAGE_RENDERS_PER_MINUTE: '100000',
  ...fakePaypalEnv(paypal),
  PAYPAL_SDK_URL: paypalSdk.url,
  // Mail goes to the SMTP server a test runs (e2e/support/mailbox.ts), not to files.
  SMTP_URL: e2eSmtpUrl(),
  MAIL_FROM: 'Sillage <orders@shop.example>',
});
// DIST_DIR lets two engineers run the browser tests against their own builds at once.
const distDir = process.env.DIST_DIR ?? join(import.meta.dirname, '..', '..', 'dist');
const ssrEntry = join(import.meta.dirname, '..', '..', 'build', 'ssr', 'entry-server.js');
// The demo database seeded, with every picture's smaller copies made (a page waiting for several
// to be encoded is slow under load): made once for this code and kept (demo-database.ts).
const server = await startServer({ env, distDir, ssrEntry, database: { fromDump: await demoDatabaseDump() } });
console.log(`e2e server on ${server.url}`);

const stop = async () => {
  await server.close();
  await Promise.all([paypal.close(), paypalSdk.close()]);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
