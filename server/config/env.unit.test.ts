import { describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { EnvError, parseEnv } from './env.ts';

const vapidKeys = webPush.generateVAPIDKeys();

const live = {
  NODE_ENV: 'production',
  JWT_SECRET: 'k3Jv9Qx0Lr8ZtW2mN5pB7cY4dF6gH1sA-_uE',
  PAYPAL_CLIENT_ID: 'live-client',
  PAYPAL_CLIENT_SECRET: 'secret',
  PAYPAL_API_BASE: 'https://api-m.paypal.com',
  PAYPAL_MERCHANT_ID: 'MERCHANT123',
  SMTP_URL: 'smtp://shop:secret@mail.shop.example:587',
  MAIL_FROM: 'Sillage <orders@shop.example>',
  PUBLIC_URL: 'https://shop.example',
  VAPID_PUBLIC_KEY: vapidKeys.publicKey,
  VAPID_PRIVATE_KEY: vapidKeys.privateKey,
  VAPID_SUBJECT: 'mailto:orders@shop.example',
};

const refusal = (settings: Record<string, string | undefined>) => {
  try {
    parseEnv(settings);
    return null;
  } catch (error) {
    if (error instanceof EnvError) return error.message;
    throw error;
  }
};

describe('a production start (issue: abuse)', () => {
  it('starts with live PayPal settings, a merchant id and a varied secret', () => {
    expect(parseEnv(live).production).toBe(true);
  });

  it('refuses the sandbox, a missing merchant id and a one-character secret, one line each', () => {
    const message = refusal({ ...live, PAYPAL_CLIENT_ID: 'sb', PAYPAL_MERCHANT_ID: undefined, JWT_SECRET: 'a'.repeat(40), PUBLIC_URL: undefined });
    expect(message).not.toBeNull();
    const lines = message!.split('\n');
    expect(lines[0]).toBe('Refusing to start in production:');
    expect(lines.slice(1).map((line) => /override: UNSAFE_PRODUCTION_OVERRIDE=([\w-]+)/.exec(line)?.[1])).toEqual([
      'sandbox-paypal',
      'no-merchant-id',
      'weak-jwt-secret',
      'no-public-url',
    ]);
    expect(refusal({ ...live, PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com' })).toContain('sandbox');
  });

  it('starts anyway when the operator overrides exactly those settings', () => {
    const settings = { ...live, PAYPAL_CLIENT_ID: 'sb', PAYPAL_MERCHANT_ID: undefined };
    expect(refusal({ ...settings, UNSAFE_PRODUCTION_OVERRIDE: 'sandbox-paypal' })).toContain('no-merchant-id');
    expect(refusal({ ...settings, UNSAFE_PRODUCTION_OVERRIDE: 'sandbox-paypal, no-merchant-id' })).toBeNull();
  });

  it('refuses to start without PUBLIC_URL, in one line (issue 25: pages name the host a request claims)', () => {
    const message = refusal({ ...live, PUBLIC_URL: undefined });
    expect(message?.split('\n')).toEqual([
      'Refusing to start in production:',
      expect.stringMatching(/^- PUBLIC_URL is not set: .*UNSAFE_PRODUCTION_OVERRIDE=no-public-url\)$/),
    ]);
  });

  it('refuses to start without SMTP_URL or MAIL_FROM, one line each, unless told no-mail (issue 22)', () => {
    const lines = refusal({ ...live, SMTP_URL: undefined, MAIL_FROM: undefined })?.split('\n');
    expect(lines).toEqual([
      'Refusing to start in production:',
      expect.stringMatching(/^- SMTP_URL is not set: .*UNSAFE_PRODUCTION_OVERRIDE=no-mail\)$/),
      expect.stringMatching(/^- MAIL_FROM is not set: .*UNSAFE_PRODUCTION_OVERRIDE=no-mail-from\)$/),
    ]);
    expect(refusal({ ...live, SMTP_URL: undefined, MAIL_FROM: undefined, UNSAFE_PRODUCTION_OVERRIDE: 'no-mail' })).toBeNull();
    expect(refusal({ ...live, SMTP_URL: 'http://mail.example' })).toMatch(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(refusal({ ...live, MAIL_FROM: 'Sillage <nobody>' })).toMatch(/MAIL_FROM must be an address/);
    // As compose passes an unset one: empty, so refused as missing.
    expect(refusal({ ...live, SMTP_URL: '', MAIL_FROM: '' })).toContain('UNSAFE_PRODUCTION_OVERRIDE=no-mail)');
  });

  it('sends mail over SMTP_URL from MAIL_FROM; without SMTP_URL, outside production, to files', () => {
    expect(parseEnv(live).mail).toMatchObject({ smtpUrl: 'smtp://shop:secret@mail.shop.example:587', from: 'Sillage <orders@shop.example>', leaseMs: 60_000 });
    expect(parseEnv({ NODE_ENV: 'test', JWT_SECRET: 'a'.repeat(40) }).mail.smtpUrl).toBeUndefined();
    expect(parseEnv({ NODE_ENV: 'test', JWT_SECRET: 'a'.repeat(40), SMTP_URL: '', MAIL_FROM: '' }).mail).toMatchObject({
      smtpUrl: undefined,
      from: 'Sillage <shop@localhost>',
    });
  });

  it('asks nothing of this outside production', () => {
    expect(parseEnv({ NODE_ENV: 'development', DATA_DIR: '.tmp/env-test', JWT_SECRET: 'a'.repeat(40) }).production).toBe(false);
  });
});

describe('Web Push settings (issue 23)', () => {
  it('refuses a production start without the VAPID keys and subject, in one line, unless told no-push', () => {
    const lines = refusal({ ...live, VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined, VAPID_SUBJECT: undefined })?.split('\n');
    expect(lines).toEqual([
      'Refusing to start in production:',
      expect.stringMatching(/^- VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are not all set: .*UNSAFE_PRODUCTION_OVERRIDE=no-push\)$/),
    ]);
    const off = parseEnv({
      ...live,
      VAPID_PUBLIC_KEY: undefined,
      VAPID_PRIVATE_KEY: undefined,
      VAPID_SUBJECT: undefined,
      UNSAFE_PRODUCTION_OVERRIDE: 'no-push',
    });
    expect(off.push.vapid).toBeUndefined();
  });

  it('takes the keys as set, and refuses malformed ones or a subject that is not mailto: or https:', () => {
    expect(parseEnv(live).push.vapid).toEqual({ ...vapidKeys, subject: 'mailto:orders@shop.example' });
    expect(refusal({ ...live, VAPID_PUBLIC_KEY: 'short' })).toMatch(/VAPID_PUBLIC_KEY must be/);
    expect(refusal({ ...live, VAPID_PRIVATE_KEY: vapidKeys.publicKey })).toMatch(/VAPID_PRIVATE_KEY must be/);
    expect(refusal({ ...live, VAPID_SUBJECT: 'http://shop.example' })).toMatch(/VAPID_SUBJECT must be/);
  });

  it('outside production makes a key pair once into DATA_DIR and keeps it', () => {
    const dev = { NODE_ENV: 'development', DATA_DIR: `.tmp/env-test-vapid-${process.pid}`, JWT_SECRET: 'a'.repeat(40) };
    const first = parseEnv(dev).push.vapid;
    expect(first?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(parseEnv(dev).push.vapid).toEqual(first);
  });

  it("allows the browsers' push services, or the hosts PUSH_SERVICE_HOSTS names instead", () => {
    expect(parseEnv(live).push.serviceHosts).toEqual(['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com']);
    expect(parseEnv({ ...live, PUSH_SERVICE_HOSTS: '127.0.0.1, Push.Test.Example' }).push.serviceHosts).toEqual(['127.0.0.1', 'push.test.example']);
  });
});

describe('stock holds (issue: abuse)', () => {
  const dev = { NODE_ENV: 'test', JWT_SECRET: 'a-secret-for-tests-that-is-long-enough' };
  it('holds unpaid orders for 30 minutes and 20 units by default', () => {
    const env = parseEnv(dev);
    expect(env.orderHoldMs).toBe(30 * 60_000);
    expect(env.maxUnpaidUnits).toBe(20);
  });
  it('takes a hold in minutes with decimals (seconds, for a test) and a whole cap', () => {
    const env = parseEnv({ ...dev, ORDER_HOLD_MINUTES: '0.05', MAX_UNPAID_UNITS: '3' });
    expect(env.orderHoldMs).toBe(3000);
    expect(env.maxUnpaidUnits).toBe(3);
  });
  it.each(['0', '-1', 'soon', '20000', '1e3'])('refuses ORDER_HOLD_MINUTES=%s with one clear line', (value) => {
    expect(refusal({ ...dev, ORDER_HOLD_MINUTES: value })).toMatch(/ORDER_HOLD_MINUTES must be/);
  });
  it.each(['0', '2.5', 'many'])('refuses MAX_UNPAID_UNITS=%s', (value) => {
    expect(refusal({ ...dev, MAX_UNPAID_UNITS: value })).toMatch(/MAX_UNPAID_UNITS must be a whole number/);
  });
});

describe('holds one party cannot corner (issue 25)', () => {
  const dev = { NODE_ENV: 'test', JWT_SECRET: 'a-secret-for-tests-that-is-long-enough' };
  it('lets a new account hold 6 unpaid units, one address 40, and one address 10% of a scent, by default', () => {
    const env = parseEnv(dev);
    expect([env.maxUnpaidUnitsNewAccount, env.maxUnpaidUnitsPerAddress, env.maxHeldSharePercent]).toEqual([6, 40, 10]);
  });
  it('takes 100 percent as no share limit, and refuses more', () => {
    expect(parseEnv({ ...dev, MAX_HELD_SHARE_PERCENT: '100' }).maxHeldSharePercent).toBe(100);
    expect(refusal({ ...dev, MAX_HELD_SHARE_PERCENT: '101' })).toMatch(/MAX_HELD_SHARE_PERCENT must be a whole number from 1 to 100/);
    expect(refusal({ ...dev, MAX_HELD_SHARE_PERCENT: '0' })).toMatch(/MAX_HELD_SHARE_PERCENT/);
  });
  it.each(['MAX_UNPAID_UNITS_NEW_ACCOUNT', 'MAX_UNPAID_UNITS_PER_ADDRESS'])('refuses %s=0', (name) => {
    expect(refusal({ ...dev, [name]: '0' })).toMatch(new RegExp(`${name} must be a whole number`));
  });
});

describe('REGISTRATIONS_PER_HOUR (issue 25)', () => {
  const dev = { NODE_ENV: 'test', JWT_SECRET: 'a-secret-for-tests-that-is-long-enough' };
  it('lets one address open 20 accounts an hour by default', () => {
    expect(parseEnv(dev).registrationsPerHour).toBe(20);
    expect(parseEnv({ ...dev, REGISTRATIONS_PER_HOUR: '5' }).registrationsPerHour).toBe(5);
  });
  it.each(['0', '2.5', 'many'])('refuses REGISTRATIONS_PER_HOUR=%s', (value) => {
    expect(refusal({ ...dev, REGISTRATIONS_PER_HOUR: value })).toMatch(/REGISTRATIONS_PER_HOUR must be a whole number/);
  });
});

describe('REQUEST_TIMEOUT_SECONDS (issue 25)', () => {
  const dev = { NODE_ENV: 'test', JWT_SECRET: 'a-secret-for-tests-that-is-long-enough' };
  it('gives a request 120 s to arrive by default, and takes whole seconds from 1 to 3600', () => {
    expect(parseEnv(dev).requestTimeoutMs).toBe(120_000);
    expect(parseEnv({ ...dev, REQUEST_TIMEOUT_SECONDS: '2' }).requestTimeoutMs).toBe(2_000);
  });
  it.each(['0', '3601', '1.5', 'slow'])('refuses REQUEST_TIMEOUT_SECONDS=%s', (value) => {
    expect(refusal({ ...dev, REQUEST_TIMEOUT_SECONDS: value })).toMatch(/REQUEST_TIMEOUT_SECONDS must be/);
  });
});

describe('TRUST_PROXY', () => {
  const dev = { NODE_ENV: 'test', JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256' };
  it('is off by default, on for any peer, or a list of proxy addresses', () => {
    expect(parseEnv(dev).trustProxy).toBe('none');
    expect(parseEnv({ ...dev, TRUST_PROXY: 'on' }).trustProxy).toBe('any');
    expect(parseEnv({ ...dev, TRUST_PROXY: 'off' }).trustProxy).toBe('none');
    expect(parseEnv({ ...dev, TRUST_PROXY: '127.0.0.1, 10.0.0.5,::1' }).trustProxy).toEqual(new Set(['127.0.0.1', '10.0.0.5', '::1']));
  });

  it('refuses anything else with one line', () => {
    expect(refusal({ ...dev, TRUST_PROXY: 'proxy.example' })).toMatch(/TRUST_PROXY must be on, off, or IP addresses/);
    expect(refusal({ ...dev, TRUST_PROXY: '127.0.0.1,' })).toMatch(/TRUST_PROXY/);
  });
});
