import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { haproxyMissingMessage, haproxyVersion, startHaproxy, type Haproxy } from '../cluster/haproxy.ts';
import { createInstance, type Instance } from '../cluster/instances.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../server/test-support/smtp-test-server.ts';
import { checkBooks, prepareCatalogue } from './books.ts';
import { checkMail } from './mail-check.ts';
import { runFaults, type FaultWindow } from './faults.ts';
import { createDatabase, dropDatabase, ensurePostgresRunning } from './postgres-control.ts';
import { soakSql, type SoakSql } from './soak-sql.ts';
import { closingNote, catalogueAgreement, type Outcome } from './report.ts';
import { admin, newLedger, shopper, type Run } from './shoppers.ts';
import { Traffic } from './traffic.ts';

/**
 * npm run soak — three instances on a fresh PostgreSQL database behind HAProxy (deploy/haproxy.cfg), a
 * realistic mix of traffic for SOAK_SECONDS (default 90), one instance SIGKILLed and restarted,
 * PostgreSQL restarted, another instance SIGKILLed; then the books are checked in the database
 * and a closing note printed. Exits 1 if anything does not add up. Local only: 127.0.0.1.
 */

const seconds = Number(process.env.SOAK_SECONDS ?? 90);
/** How long an unpaid order holds its stock during the soak (ORDER_HOLD_MINUTES). */
const HOLD_SECONDS = 6;
const shopperCount = Number(process.env.SOAK_SHOPPERS ?? 12);
const adminUrl = process.env.SOAK_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const restartPostgres = (process.env.SOAK_RESTART_POSTGRES ?? 'on') !== 'off';
const tag = Date.now().toString(36);
const dbName = `sillage_soak_${tag}`;

// A loaded machine starts a Node process slowly: room for three slow recoveries, then a stop.
const MAX_OVERRUN_S = 300;
const CALM_AFTER_LAST_FAULT_MS = 10_000;

const say = (line: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}`);

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function main(): Promise<boolean> {
  if ((await haproxyVersion()) === null) {
    console.error(haproxyMissingMessage);
    return false;
  }
  const workDir = await mkdtemp(join(tmpdir(), 'sillage-soak-'));
  const instances: Instance[] = [];
  let proxy: Haproxy | undefined;
  let sql: SoakSql | undefined;
  let mailbox: SmtpTestServer | undefined;
  let ok = false;
  await ensurePostgresRunning(adminUrl);
  const databaseUrl = await createDatabase(adminUrl, dbName);
  say(`database ${dbName}; logs in ${workDir}`);
  try {
    // Every instance mails through one SMTP server in this process (issue 22).
    mailbox = await startSmtpTestServer();
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      DATA_DIR: join(workDir, 'data'),
      TRUST_PROXY: '127.0.0.1',
      // The soak's one admin edits and delivers as fast as the machine allows.
      WRITES_PER_MINUTE: '9999999',
      // Each shopper signs out and in again every second or so (from its own address), far more
      // than a person would.
      LOGINS_PER_ACCOUNT: '9999999',
      LOGINS_PER_ADDRESS: '9999999',
      // Short holds, so that the orders abandoned during the run are cancelled within it.
      ORDER_HOLD_MINUTES: String(HOLD_SECONDS / 60),
      SEED_DEMO_DATA: 'on',
      TEST_PAYMENTS: 'on',
      LOG_REQUESTS: 'off',
      // Longer than HAProxy takes to see an instance not ready (two checks a second apart).
      SHUTDOWN_DRAIN_MS: '3000',
      SMTP_URL: mailbox.url,
      // A killed instance's mail is sent by another within the run, not a minute later.
      OUTBOX_LEASE_SECONDS: '10',
    };
    for (let i = 1; i <= 3; i++) {
      instances.push(createInstance({ name: `instance-${i}`, port: await freePort(), env, log: join(workDir, `instance-${i}.log`) }));
    }
    const setupStarted = performance.now();
    // All three at once on the empty database: one migrates and seeds, the others wait for it.
    instances.forEach((i) => i.start());
    await Promise.all(instances.map((i) => i.waitReady(240_000)));
    proxy = await startHaproxy({
      servers: instances.map((i) => `127.0.0.1:${i.port}`),
      port: await freePort(),
      statsPort: await freePort(),
      log: join(workDir, 'haproxy.log'),
    });
    await proxy.waitUntilAllUp();
    sql = soakSql(databaseUrl);
    const { catalogue, startingStock } = await prepareCatalogue(sql);
    say(`3 instances migrated, seeded and ready in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s; HAProxy on ${proxy.url}`);

    const t0 = performance.now();
    const traffic = new Traffic(proxy.url, t0);
    let running = true;
    const run: Run = { traffic, ledger: newLedger(), catalogue, running: () => running, tag };
    const windows: FaultWindow[] = [];
    say(`traffic for ${seconds} s: ${shopperCount} shoppers and 1 admin, each from its own 127.0.0.x address`);
    const users = [admin(run, '127.0.0.9'), ...Array.from({ length: shopperCount }, (_, i) => shopper(run, `127.0.0.${10 + i}`, i + 1))];
    let faultsDone = false;
    const hardStop = (seconds + MAX_OVERRUN_S) * 1000;
    const faults = runFaults({ instances, proxy, now: () => traffic.now(), restartPostgres }, seconds, () => traffic.now() < hardStop, windows)
      .catch((err: unknown) => {
        say(`fault did not recover: ${String(err)}`);
        return err;
      })
      .finally(() => (faultsDone = true));
    // Bounded: SOAK_SECONDS, longer only if a slow recovery pushed the faults late, so that every
    // fault runs and some calm traffic follows the last one; never more than MAX_OVERRUN_S extra.
    while (running) {
      await new Promise((r) => setTimeout(r, 200));
      const now = traffic.now();
      const calmSince = Math.max(0, ...windows.map((w) => w.end));
      // A fault that did not recover has failed the run already: no point waiting for calm.
      const failed = windows.some((w) => w.end === Number.POSITIVE_INFINITY);
      const calmEnough = failed || now >= calmSince + CALM_AFTER_LAST_FAULT_MS;
      if (now >= hardStop || (now >= seconds * 1000 && faultsDone && calmEnough)) running = false;
    }
    const settled = await Promise.allSettled(users);
    const faultError = await faults;
    const ranFor = Math.round(traffic.now() / 1000);
    for (const w of windows) say(`fault: ${w.name} at ${(w.start / 1000).toFixed(1)} s, ready again after ${(w.recoveredAfterMs / 1000).toFixed(1)} s`);
    const crashed = settled.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));

    // The last abandoned orders' holds run out, and a sweep (every quarter hold) comes by.
    await new Promise((r) => setTimeout(r, HOLD_SECONDS * 1000 * 1.5));
    const agreement = await catalogueAgreement(sql, instances);
    const books = await checkBooks(sql, run.ledger, startingStock, HOLD_SECONDS);
    const mail = await checkMail(sql, mailbox, 60_000);
    const [ips] = await sql<{ n: number }[]>`select count(*)::int as n from rate_limits where key like 'register:ip:127.0.0.%'`;

    // What HAProxy did about the faults: requests it sent again, to another instance.
    const backend = (await proxy.stats()).find((s) => s.name === 'BACKEND');
    say(`HAProxy retried ${backend?.retries ?? '?'} request(s) and redispatched ${backend?.redispatches ?? '?'} to another instance`);

    // Graceful stop: HAProxy first, then each instance must finish and exit 0.
    await proxy.stop();
    proxy = undefined;
    const exitCodes = await Promise.all(instances.map((i) => i.stop('SIGTERM')));

    const outcome: Outcome = {
      seconds: ranFor,
      shoppers: shopperCount,
      traffic,
      ledger: run.ledger,
      windows,
      books,
      mail,
      agreement,
      clientIps: ips!.n,
      expectedClientIps: shopperCount,
      exitCodes,
      problems: [...crashed.map((c) => `a virtual user crashed: ${c}`), ...(faultError ? [`a fault did not recover: ${String(faultError)}`] : [])],
    };
    const note = closingNote(outcome);
    console.log(note.text);
    ok = note.passed;
    return ok;
  } finally {
    await proxy?.stop().catch(() => {});
    await Promise.all(instances.map((i) => i.stop('SIGKILL').catch(() => null)));
    await sql?.end().catch(() => {});
    await mailbox?.close().catch(() => {});
    await ensurePostgresRunning(adminUrl);
    await dropDatabase(adminUrl, dbName).catch((err: unknown) => say(`could not drop ${dbName}: ${String(err)}`));
    // Logs are kept after a failure, or always with SOAK_KEEP_LOGS=on.
    if (ok && process.env.SOAK_KEEP_LOGS !== 'on') await rm(workDir, { recursive: true, force: true });
    else say(`instance logs kept in ${workDir}`);
  }
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  async (err: unknown) => {
    console.error(err);
    await ensurePostgresRunning(adminUrl).catch(() => {});
    process.exit(1);
  },
);
