import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isIP } from 'node:net';
import * as v from 'valibot';
import type { ProxyTrust } from '#server/http/trusted-proxy.ts';
import { developmentVapidKeys, isVapidSubject, type PushSettings, pushServiceHosts, vapidProblem } from '#server/push/push-settings.ts';

/** Settings, parsed and checked once at start. Everything else receives this object. */
export type Env = {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: Uint8Array;
  jwtTtlSeconds: number;
  paypal: {
    clientId: string;
    clientSecret: string;
    apiBase: string;
    merchantId: string | undefined;
    sdkUrl: string;
  };
  testPayments: boolean;
  seedDemoData: boolean;
  logRequests: boolean;
  /** Whose X-Forwarded-For is believed (TRUST_PROXY: off, on, or the proxies' addresses). */
  trustProxy: ProxyTrust;
  /** Writes one account may make in a minute before 429 (a generous ceiling, issue: abuse). */
  writesPerMinute: number;
  /** How long an unpaid order holds its stock before it is cancelled (ORDER_HOLD_MINUTES, issue: abuse). */
  orderHoldMs: number;
  /** How many units one shopper's unpaid orders may hold at a time (MAX_UNPAID_UNITS). */
  maxUnpaidUnits: number;
  /** The same for an account that has never paid for an order (MAX_UNPAID_UNITS_NEW_ACCOUNT). */
  maxUnpaidUnitsNewAccount: number;
  /** Units the unpaid orders placed from one client address may hold, across its accounts (MAX_UNPAID_UNITS_PER_ADDRESS). */
  maxUnpaidUnitsPerAddress: number;
  /** Percent of one scent's stock one client address may hold unpaid (MAX_HELD_SHARE_PERCENT). */
  maxHeldSharePercent: number;
  /** Accounts one client address may open in an hour (REGISTRATIONS_PER_HOUR). */
  registrationsPerHour: number;
  /** How long a starting server waits for a database that does not answer before giving up. */
  startupDatabaseWaitMs: number;
  /** Where the shop is published (`https://shop.example`), for absolute URLs in pages, robots and the sitemap, and the page cache's keys; required in production; undefined: the Host each request was sent to. */
  publicUrl: string | undefined;
  /** On SIGTERM, how long to keep serving while reporting not ready, before closing the listener. */
  shutdownDrainMs: number;
  /** How long a request (headers and body) may take to arrive before the connection is cut (REQUEST_TIMEOUT_SECONDS). */
  requestTimeoutMs: number;
  /** PostgreSQL only: connections in this instance's pool, and how long a query waits for one (then 503). */
  databasePool: { size: number; timeoutMs: number; statementTimeoutMs: number };
  /** Memory kept for pictures served lately, in front of the database (PICTURE_CACHE_MB). */
  pictureCacheBytes: number;
  /** Successful sign-ins to one account, and from one client address, per 15 minutes (LOGINS_PER_ACCOUNT, LOGINS_PER_ADDRESS). */
  successfulLogins: { perAccount: number; perAddress: number };
  /** Pages one client address may have rendered (not answered from the page cache) per minute, per instance (PAGE_RENDERS_PER_MINUTE). */
  pageRendersPerMinute: number;
  /** Outgoing mail (issue 22): SMTP_URL (undefined: .eml files under DATA_DIR/mail), MAIL_FROM, and how long an instance holds a message it is sending (OUTBOX_LEASE_SECONDS). */
  mail: { smtpUrl: string | undefined; from: string; leaseMs: number };
  /** The shop's own address (SHOP_EMAIL, else MAIL_FROM's): shown on the contact page, and where the contact form's messages go (issue 27). */
  shopEmail: string;
  /** Web Push (issue 23): VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT (generated into DATA_DIR outside production), PUSH_SERVICE_HOSTS. */
  push: PushSettings;
};

const FLAGS = ['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'] as const;
const flag = v.optional(v.picklist(FLAGS));
const isFlag = (value: string) => (FLAGS as readonly string[]).includes(value);

function proxyTrust(value: string | undefined): ProxyTrust {
  if (value === undefined || isFlag(value)) return isOn(value, false) ? 'any' : 'none';
  return new Set(value.split(',').map((address) => address.trim()));
}
const isOn = (value: string | undefined, fallback: boolean) => (value === undefined ? fallback : ['1', 'true', 'on', 'yes'].includes(value));

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.string(), 'development'),
  PORT: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'PORT must be a number')), '3000'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), 'data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL'))),
  JWT_SECRET: v.optional(v.string()),
  JWT_TTL_SECONDS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/)), String(7 * 24 * 3600)),
  PAYPAL_CLIENT_ID: v.optional(v.string(), 'sb'),
  PAYPAL_CLIENT_SECRET: v.optional(v.string(), ''),
  PAYPAL_API_BASE: v.optional(v.pipe(v.string(), v.url()), 'https://api-m.sandbox.paypal.com'),
  PAYPAL_MERCHANT_ID: v.optional(v.string()),
  PAYPAL_SDK_URL: v.optional(v.pipe(v.string(), v.url()), 'https://www.paypal.com/sdk/js'),
  TEST_PAYMENTS: flag,
  SEED_DEMO_DATA: flag,
  LOG_REQUESTS: flag,
  // on/off, or the proxies' addresses, comma-separated (`127.0.0.1,10.0.0.5`).
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => isFlag(value) || value.split(',').every((a) => isIP(a.trim()) !== 0),
        'TRUST_PROXY must be on, off, or IP addresses separated by commas',
      ),
    ),
  ),
  PUBLIC_URL: v.optional(
    v.pipe(v.string(), v.url('PUBLIC_URL must be an absolute URL'), v.regex(/^https?:\/\//, 'PUBLIC_URL must start with http:// or https://')),
  ),
  UNSAFE_PRODUCTION_OVERRIDE: v.optional(v.string()),
  VAPID_PUBLIC_KEY: v.optional(v.string()),
  VAPID_PRIVATE_KEY: v.optional(v.string()),
  VAPID_SUBJECT: v.optional(v.string()),
  // Host names or addresses, comma-separated: replaces the browsers' push services (a test's own).
  PUSH_SERVICE_HOSTS: v.optional(v.string()),
  WRITES_PER_MINUTE: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,6}$/, 'WRITES_PER_MINUTE must be a whole number from 1')), '300'),
  // Minutes, decimals allowed (a test holds for seconds); at most a week.
  ORDER_HOLD_MINUTES: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}(\.\d{1,3})?$/, 'ORDER_HOLD_MINUTES must be a number of minutes'),
      v.check((value) => Number(value) > 0 && Number(value) <= 7 * 24 * 60, 'ORDER_HOLD_MINUTES must be more than 0 and at most 10080 (a week)'),
    ),
    '30',
  ),
  MAX_UNPAID_UNITS: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,6}$/, 'MAX_UNPAID_UNITS must be a whole number from 1')), '20'),
  MAX_UNPAID_UNITS_NEW_ACCOUNT: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,6}$/, 'MAX_UNPAID_UNITS_NEW_ACCOUNT must be a whole number from 1')), '6'),
  MAX_UNPAID_UNITS_PER_ADDRESS: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,6}$/, 'MAX_UNPAID_UNITS_PER_ADDRESS must be a whole number from 1')), '40'),
  // 100: no limit on a scent's share.
  MAX_HELD_SHARE_PERCENT: v.optional(v.pipe(v.string(), v.regex(/^([1-9]\d?|100)$/, 'MAX_HELD_SHARE_PERCENT must be a whole number from 1 to 100')), '10'),
  REGISTRATIONS_PER_HOUR: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,6}$/, 'REGISTRATIONS_PER_HOUR must be a whole number from 1')), '20'),
  STARTUP_DB_WAIT_SECONDS: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'STARTUP_DB_WAIT_SECONDS must be a number of seconds')), '60'),
  SHUTDOWN_DRAIN_MS: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'SHUTDOWN_DRAIN_MS must be a number of milliseconds')), '0'),
  // Seconds, from 1 (a test cuts a slow body in one) to an hour.
  REQUEST_TIMEOUT_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, 'REQUEST_TIMEOUT_SECONDS must be a number of seconds'),
      v.check((value) => Number(value) >= 1 && Number(value) <= 3600, 'REQUEST_TIMEOUT_SECONDS must be from 1 to 3600'),
    ),
    '120',
  ),
  DATABASE_POOL_SIZE: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,3}$/, 'DATABASE_POOL_SIZE must be a whole number from 1')), '10'),
  DATABASE_POOL_TIMEOUT_MS: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{1,5}$/, 'DATABASE_POOL_TIMEOUT_MS must be a number of milliseconds from 10')),
    '5000',
  ),
  // Megabytes, decimals allowed (a test bounds it to a few pictures); 0: no cache.
  PICTURE_CACHE_MB: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}(\.\d{1,3})?$/, 'PICTURE_CACHE_MB must be a number of megabytes')), '64'),
  // A runaway statement is stopped by PostgreSQL itself; 0: no limit.
  DATABASE_STATEMENT_TIMEOUT_MS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,7}$/, 'DATABASE_STATEMENT_TIMEOUT_MS must be a number of milliseconds')),
    '30000',
  ),
  // Successful sign-ins per 15 minutes (issue 25). A session lasts a week: a person signs in a few
  // times a week, so 20 to one account is far above that and caps what a script holding a password
  // costs (each is an argon2id check). An office, a school or a carrier's NAT puts hundreds behind
  // one address: 200 from it (one every 4.5 s) is more than such a crowd's morning.
  LOGINS_PER_ACCOUNT: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,6}$/, 'LOGINS_PER_ACCOUNT must be a whole number from 1')), '20'),
  LOGINS_PER_ADDRESS: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,6}$/, 'LOGINS_PER_ADDRESS must be a whole number from 1')), '200'),
  // A page served from the cache is free; a render (a random search, an unknown id) costs tens of
  // milliseconds of CPU (issue 25). Once a page has loaded, the app navigates through the API, so
  // a person causes a render on arrival and on a reload: 120 a minute (two a second) from one
  // address leaves room for an office's worth of people and a well-behaved crawler.
  PAGE_RENDERS_PER_MINUTE: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,6}$/, 'PAGE_RENDERS_PER_MINUTE must be a whole number from 1')), '120'),
  // smtp://user:pass@host:587 or smtps://…; without it (outside production) mail is written to DATA_DIR/mail.
  // Empty is unset (compose passes `${SMTP_URL:-}`).
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^$|^smtps?:\/\/[^\s]+$/, 'SMTP_URL must be an smtp:// or smtps:// URL'))),
  // `Sillage <orders@shop.example>` or a bare address.
  MAIL_FROM: v.optional(
    v.pipe(v.string(), v.regex(/^$|^([^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, 'MAIL_FROM must be an address, or a name and <address>')),
  ),
  // A bare address: the contact page shows it and the contact form writes to it. Empty is unset.
  SHOP_EMAIL: v.optional(v.pipe(v.string(), v.regex(/^$|^[^<>\s@]+@[^<>\s@]+$/, 'SHOP_EMAIL must be an email address'))),
  // Longer than one send can take (nodemailer's timeouts, about 40 s): a test shortens it to see a dead instance's mail sent.
  OUTBOX_LEASE_SECONDS: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,4}$/, 'OUTBOX_LEASE_SECONDS must be a whole number of seconds from 1')), '60'),
});

export class EnvError extends Error {}

/**
 * Settings a production start refuses (issue: abuse), each with the override name that says the
 * operator means it (`UNSAFE_PRODUCTION_OVERRIDE=sandbox-paypal,no-merchant-id`, for a staging
 * copy of production).
 */
const UNSAFE_PRODUCTION = {
  'sandbox-paypal': "PAYPAL_CLIENT_ID or PAYPAL_API_BASE is PayPal's sandbox: live payments would never be taken",
  'no-merchant-id': 'PAYPAL_MERCHANT_ID is not set: a capture paid to any merchant would be accepted',
  'weak-jwt-secret': 'JWT_SECRET has too little variety (fewer than 12 different characters): use openssl rand -base64 48',
  'no-public-url': 'PUBLIC_URL is not set: pages would name, and be cached under, whatever host a request claims (set it to https://your-shop.example)',
  'no-mail': 'SMTP_URL is not set: no mail would reach anyone (set it to smtp://user:pass@host:587)',
  'no-mail-from': 'MAIL_FROM is not set: mail would go out from no address of the shop (set it to Sillage <orders@your-shop.example>)',
  'no-push':
    'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are not all set: no notification could be sent (npx web-push generate-vapid-keys; VAPID_SUBJECT=mailto:you@your-shop.example)',
} as const;
type UnsafeSetting = keyof typeof UNSAFE_PRODUCTION;

/** What is unsafe about these settings for production, one line each, less what the operator overrode. */
export function unsafeProductionSettings(e: {
  PAYPAL_CLIENT_ID: string;
  PAYPAL_API_BASE: string;
  PAYPAL_MERCHANT_ID?: string | undefined;
  JWT_SECRET?: string | undefined;
  PUBLIC_URL?: string | undefined;
  SMTP_URL?: string | undefined;
  MAIL_FROM?: string | undefined;
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
  UNSAFE_PRODUCTION_OVERRIDE?: string | undefined;
}): string[] {
  const found: UnsafeSetting[] = [];
  if (e.PAYPAL_CLIENT_ID === 'sb' || /sandbox/i.test(e.PAYPAL_API_BASE)) found.push('sandbox-paypal');
  if (!e.PAYPAL_MERCHANT_ID) found.push('no-merchant-id');
  if (e.JWT_SECRET && new Set(e.JWT_SECRET).size < 12) found.push('weak-jwt-secret');
  if (!e.PUBLIC_URL) found.push('no-public-url');
  if (!e.SMTP_URL) found.push('no-mail');
  if (!e.MAIL_FROM) found.push('no-mail-from');
  if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY || !e.VAPID_SUBJECT) found.push('no-push');
  const overridden = new Set((e.UNSAFE_PRODUCTION_OVERRIDE ?? '').split(',').map((name) => name.trim()));
  // `no-mail` says the operator means to run without mail at all: it covers the sender too.
  if (overridden.has('no-mail')) overridden.add('no-mail-from');
  return found.filter((name) => !overridden.has(name)).map((name) => `${UNSAFE_PRODUCTION[name]} (override: UNSAFE_PRODUCTION_OVERRIDE=${name})`);
}

/** Reads the JWT secret kept in DATA_DIR so that development sessions survive a restart. */
function developmentSecret(dataDir: string): Uint8Array {
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = v.safeParse(EnvSchema, source);
  if (!parsed.success) {
    const lines = parsed.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.output;
  const production = e.NODE_ENV === 'production';
  const dataDir = resolve(e.DATA_DIR);
  let jwtSecret: Uint8Array;
  if (e.JWT_SECRET !== undefined && e.JWT_SECRET !== '') {
    jwtSecret = new TextEncoder().encode(e.JWT_SECRET);
    if (production && jwtSecret.byteLength < 32) {
      throw new EnvError('JWT_SECRET must be at least 32 bytes in production');
    }
  } else if (production) {
    throw new EnvError('JWT_SECRET is required in production (at least 32 bytes)');
  } else {
    jwtSecret = developmentSecret(dataDir);
  }
  if (production) {
    const unsafe = unsafeProductionSettings(e);
    if (unsafe.length > 0) throw new EnvError(`Refusing to start in production:\n${unsafe.map((line) => `- ${line}`).join('\n')}`);
  }
  const mailFrom = e.MAIL_FROM || 'Sillage <shop@localhost>';
  return {
    production,
    port: Number(e.PORT),
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret,
    jwtTtlSeconds: Number(e.JWT_TTL_SECONDS),
    paypal: {
      clientId: e.PAYPAL_CLIENT_ID,
      clientSecret: e.PAYPAL_CLIENT_SECRET,
      apiBase: e.PAYPAL_API_BASE.replace(/\/$/, ''),
      merchantId: e.PAYPAL_MERCHANT_ID || undefined,
      sdkUrl: e.PAYPAL_SDK_URL,
    },
    // Never in production, whatever the environment says.
    testPayments: !production && isOn(e.TEST_PAYMENTS, true),
    seedDemoData: !production && isOn(e.SEED_DEMO_DATA, true),
    logRequests: isOn(e.LOG_REQUESTS, true),
    trustProxy: proxyTrust(e.TRUST_PROXY),
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    startupDatabaseWaitMs: Number(e.STARTUP_DB_WAIT_SECONDS) * 1000,
    writesPerMinute: Number(e.WRITES_PER_MINUTE),
    orderHoldMs: Math.round(Number(e.ORDER_HOLD_MINUTES) * 60_000),
    maxUnpaidUnits: Number(e.MAX_UNPAID_UNITS),
    maxUnpaidUnitsNewAccount: Number(e.MAX_UNPAID_UNITS_NEW_ACCOUNT),
    maxUnpaidUnitsPerAddress: Number(e.MAX_UNPAID_UNITS_PER_ADDRESS),
    maxHeldSharePercent: Number(e.MAX_HELD_SHARE_PERCENT),
    registrationsPerHour: Number(e.REGISTRATIONS_PER_HOUR),
    shutdownDrainMs: Number(e.SHUTDOWN_DRAIN_MS),
    requestTimeoutMs: Number(e.REQUEST_TIMEOUT_SECONDS) * 1000,
    databasePool: {
      size: Number(e.DATABASE_POOL_SIZE),
      timeoutMs: Number(e.DATABASE_POOL_TIMEOUT_MS),
      statementTimeoutMs: Number(e.DATABASE_STATEMENT_TIMEOUT_MS),
    },
    pictureCacheBytes: Math.round(Number(e.PICTURE_CACHE_MB) * 1024 * 1024),
    successfulLogins: { perAccount: Number(e.LOGINS_PER_ACCOUNT), perAddress: Number(e.LOGINS_PER_ADDRESS) },
    pageRendersPerMinute: Number(e.PAGE_RENDERS_PER_MINUTE),
    mail: { smtpUrl: e.SMTP_URL || undefined, from: mailFrom, leaseMs: Number(e.OUTBOX_LEASE_SECONDS) * 1000 },
    shopEmail: e.SHOP_EMAIL || (/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom),
    push: { vapid: vapidSettings(e, production, dataDir, mailFrom), serviceHosts: pushServiceHosts(e.PUSH_SERVICE_HOSTS) },
  };
}

/**
 * The keys as set, checked; outside production, those kept in DATA_DIR (made on the first start)
 * when none are set; in production none means push is off, which only the `no-push` override
 * lets through (above).
 */
function vapidSettings(
  e: { VAPID_PUBLIC_KEY?: string | undefined; VAPID_PRIVATE_KEY?: string | undefined; VAPID_SUBJECT?: string | undefined },
  production: boolean,
  dataDir: string,
  mailFrom: string,
): PushSettings['vapid'] {
  const subject = e.VAPID_SUBJECT || `mailto:${/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom}`;
  if (e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY) {
    const keys = { publicKey: e.VAPID_PUBLIC_KEY ?? '', privateKey: e.VAPID_PRIVATE_KEY ?? '' };
    const problem = vapidProblem(keys.publicKey, keys.privateKey, subject);
    if (problem) throw new EnvError(problem);
    return { ...keys, subject };
  }
  if (production) return undefined;
  return { ...developmentVapidKeys(dataDir), subject: isVapidSubject(subject) ? subject : 'mailto:shop@localhost' };
}
