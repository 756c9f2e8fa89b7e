import type { MiddlewareHandler } from 'hono';
import type { Env } from '#server/config/env.ts';

/**
 * CSP and friends (DESIGN §3): scripts from ourselves and PayPal only, never framed. Built once
 * per server; the catalogue fast path sends the same record with its cached responses.
 */
export function securityHeaderRecord(env: Env): Record<string, string> {
  const sdkOrigin = new URL(env.paypal.sdkUrl).origin;
  // The SDK origin is PayPal's in production and a local stand-in in browser tests.
  const paypal = [...new Set(['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com', sdkOrigin])].join(' ');
  const scriptSources = ["'self'", paypal];
  const csp = [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    // Radix and the PayPal buttons set inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    // Product pictures may be any https URL (domain/schemas/product.ts accepts exactly these).
    `img-src 'self' data: blob: https:`,
    `connect-src 'self' ${paypal}`,
    `frame-src ${paypal}`,
    "font-src 'self' data:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  const record: Record<string, string> = {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
  if (env.production) record['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return record;
}

export function securityHeaders(env: Env): MiddlewareHandler {
  const entries = Object.entries(securityHeaderRecord(env));
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    // A server-rendered page brings its own CSP: the app's, plus the hashes of its inline scripts.
    for (const [name, value] of entries) if (!h.has(name)) h.set(name, value);
  };
}
