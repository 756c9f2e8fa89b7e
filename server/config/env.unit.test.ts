import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

const live = {
  NODE_ENV: 'production',
  JWT_SECRET: 'k3Jv9Qx0Lr8ZtW2mN5pB7cY4dF6gH1sA-_uE',
  PAYPAL_CLIENT_ID: 'live-client',
  PAYPAL_CLIENT_SECRET: 'secret',
  PAYPAL_API_BASE: 'https://api-m.paypal.com',
  PAYPAL_MERCHANT_ID: 'MERCHANT123',
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
    const message = refusal({ ...live, PAYPAL_CLIENT_ID: 'sb', PAYPAL_MERCHANT_ID: undefined, JWT_SECRET: 'a'.repeat(40) });
    expect(message).not.toBeNull();
    const lines = message!.split('\n');
    expect(lines[0]).toBe('Refusing to start in production:');
    expect(lines.slice(1).map((line) => /override: UNSAFE_PRODUCTION_OVERRIDE=([\w-]+)/.exec(line)?.[1])).toEqual(['sandbox-paypal', 'no-merchant-id', 'weak-jwt-secret']);
    expect(refusal({ ...live, PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com' })).toContain('sandbox');
  });

  it('starts anyway when the operator overrides exactly those settings', () => {
    const settings = { ...live, PAYPAL_CLIENT_ID: 'sb', PAYPAL_MERCHANT_ID: undefined };
    expect(refusal({ ...settings, UNSAFE_PRODUCTION_OVERRIDE: 'sandbox-paypal' })).toContain('no-merchant-id');
    expect(refusal({ ...settings, UNSAFE_PRODUCTION_OVERRIDE: 'sandbox-paypal, no-merchant-id' })).toBeNull();
  });

  it('asks nothing of this outside production', () => {
    expect(parseEnv({ NODE_ENV: 'development', DATA_DIR: '.tmp/env-test', JWT_SECRET: 'a'.repeat(40) }).production).toBe(false);
  });
});
