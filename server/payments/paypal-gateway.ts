import type { Env } from '#server/config/env.ts';
import { centsToPaypalValue } from './paypal-amount.ts';
import { PaymentGatewayError, type PaymentGateway, type PaypalCapture } from './paypal-client.ts';

export type GatewayOptions = {
  /** per call, token included; PayPal normally answers in well under a second */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

type Json = Record<string, unknown>;

// Renew a little before PayPal says the token expires, so a call never races the expiry.
const TOKEN_MARGIN_MS = 60_000;

const asRecord = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const asString = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const firstOf = (value: unknown): Json | null => (Array.isArray(value) && value.length === 1 ? asRecord(value[0]) : null);

/**
 * Our client of PayPal's REST API (OAuth2 client credentials + Orders v2), on fetch alone.
 * Failures come back as PaymentGatewayError so that callers can tell "PayPal is down" (a 502 for
 * our client) from "PayPal refused this order" (the shopper's payment is not verified).
 */
export function httpPaymentGateway(config: Env['paypal'], options: GatewayOptions = {}): PaymentGateway {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const doFetch = options.fetch ?? fetch;
  let token: { value: string; expiresAt: number } | undefined;
  let pendingToken: Promise<string> | undefined;

  async function send(url: string, init: RequestInit): Promise<{ status: number; body: Json }> {
    let res: Response;
    let text: string;
    try {
      res = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      text = await res.text();
    } catch (err) {
      const reason = err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
      throw new PaymentGatewayError('unavailable', `PayPal ${reason}`);
    }
    let body: Json = {};
    if (text) {
      try {
        body = asRecord(JSON.parse(text));
      } catch {
        throw new PaymentGatewayError('unavailable', `PayPal sent an unreadable answer (${res.status})`, { status: res.status });
      }
    }
    return { status: res.status, body };
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const { status, body } = await send(`${config.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const value = asString(body.access_token);
    // Refused credentials are our configuration, never the shopper's doing: "unavailable".
    if (status !== 200 || !value) {
      throw new PaymentGatewayError('unavailable', `PayPal refused our credentials (${status})`, { status });
    }
    const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : 300;
    token = { value, expiresAt: Date.now() + expiresIn * 1000 - TOKEN_MARGIN_MS };
    return value;
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    // Concurrent calls share one token request instead of each asking PayPal.
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = undefined;
    });
    return pendingToken;
  }

  async function callPaypal(path: string, payload: Json, headers: Record<string, string> = {}) {
    for (let attempt = 0; ; attempt++) {
      const bearer = await accessToken();
      const result = await send(`${config.apiBase}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${bearer}`,
          'content-type': 'application/json',
          accept: 'application/json',
          prefer: 'return=representation',
          ...headers,
        },
        body: JSON.stringify(payload),
      });
      // A token revoked early by PayPal: fetch a fresh one once and try again.
      if (result.status === 401 && attempt === 0) {
        token = undefined;
        continue;
      }
      if (result.status >= 500 || result.status === 401 || result.status === 403 || result.status === 429) {
        throw new PaymentGatewayError('unavailable', `PayPal failed (${result.status})`, { status: result.status });
      }
      if (result.status >= 400) {
        const issue = asString(firstOf(result.body.details)?.issue) ?? asString(result.body.name) ?? undefined;
        throw new PaymentGatewayError('rejected', `PayPal refused the request (${result.status} ${issue ?? ''})`.trim(), {
          status: result.status,
          ...(issue ? { issue } : {}),
        });
      }
      return result.body;
    }
  }

  return {
    async createOrder({ orderId, totalCents, currency }) {
      const body = await callPaypal('/v2/checkout/orders', {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: orderId,
            custom_id: orderId,
            amount: { currency_code: currency, value: centsToPaypalValue(totalCents) },
          },
        ],
      });
      const id = asString(body.id);
      if (!id) throw new PaymentGatewayError('unavailable', 'PayPal sent no order id');
      return { id };
    },

    async captureOrder(paypalOrderId, requestId) {
      // No options in the body: PayPal captures with the payment source the buyer approved.
      const body = await callPaypal(
        `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`,
        {},
        {
          'paypal-request-id': requestId,
        },
      );
      return readCapture(body);
    },

    async refundCapture(captureId, requestId) {
      // An empty body refunds the whole captured amount.
      await callPaypal(`/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {}, { 'paypal-request-id': requestId });
    },
  };
}

/**
 * The fields we verify, from a capture answer. More than one purchase unit or capture is not
 * something our orders create, so it yields nulls and fails verification.
 */
export function readCapture(body: Json): PaypalCapture {
  const unit = firstOf(body.purchase_units);
  const capture = firstOf(asRecord(unit?.payments).captures);
  const amount = asRecord(capture?.amount);
  return {
    status: asString(body.status) ?? 'UNKNOWN',
    captureId: asString(capture?.id),
    captureStatus: asString(capture?.status),
    currency: asString(amount.currency_code),
    amountValue: asString(amount.value),
    payeeMerchantId: asString(asRecord(capture?.payee).merchant_id) ?? asString(asRecord(unit?.payee).merchant_id),
    customId: asString(capture?.custom_id) ?? asString(unit?.custom_id),
    payerEmail: asString(asRecord(body.payer).email_address),
  };
}
