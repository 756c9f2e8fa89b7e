import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the next capture answers. `completed` is a genuine payment; the others are the forged or
 * mismatched captures our server must refuse, plus PayPal failing outright.
 */
export type CaptureMode =
  | 'completed'
  | 'pending' // order COMPLETED, capture PENDING (e.g. under review)
  | 'declined' // order COMPLETED, capture DECLINED
  | 'order-not-completed' // order still APPROVED, capture COMPLETED
  | 'wrong-currency' // USD instead of the order's currency
  | 'amount-off-by-one-cent' // one cent less than the created order's amount
  | 'reused-capture-id' // the capture id of the previous completed capture
  | 'wrong-payee' // another merchant received the money
  | 'wrong-custom-id' // a capture made for another of our orders
  | 'instrument-declined' // 422 UNPROCESSABLE_ENTITY / INSTRUMENT_DECLINED
  | 'server-error'; // 500 INTERNAL_SERVER_ERROR

export const CAPTURE_MODES: readonly CaptureMode[] = [
  'completed',
  'pending',
  'declined',
  'order-not-completed',
  'wrong-currency',
  'amount-off-by-one-cent',
  'reused-capture-id',
  'wrong-payee',
  'wrong-custom-id',
  'instrument-declined',
  'server-error',
];

/** POST { "mode": CaptureMode } here to choose the next capture's answer over HTTP. */
export const CONTROL_PATH = '/__fake/next-capture';

export type FakePaypalOrder = {
  id: string;
  currency: string;
  value: string;
  customId: string | null;
  status: 'APPROVED' | 'COMPLETED';
};

export type FakePaypalCall = { method: string; path: string; requestId: string | undefined };

export type FakePaypalRefund = { id: string; captureId: string; requestId: string | undefined };

export type FakePaypal = {
  url: string;
  merchantId: string;
  clientId: string;
  clientSecret: string;
  /** Chooses how the next capture answers (one capture only; then back to `completed`). */
  nextCapture(mode: CaptureMode): void;
  /** Orders created so far, by PayPal order id. */
  orders: ReadonlyMap<string, FakePaypalOrder>;
  /** Every request, in arrival order. */
  calls: readonly FakePaypalCall[];
  /** Refunds made, one per capture (a repeated request id is the same refund). */
  refunds: readonly FakePaypalRefund[];
  tokensIssued(): number;
  close(): Promise<void>;
};

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const paypalError = (name: string, issue: string) => ({
  name,
  message: issue,
  debug_id: randomBytes(6).toString('hex'),
  details: [{ issue, description: issue }],
});

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const paypalId = () => randomBytes(9).toString('hex').toUpperCase().slice(0, 17);

function offByOneCent(value: string): string {
  const [whole = '0', fraction = '00'] = value.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0')) - 1;
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * A real HTTP server on 127.0.0.1 that speaks the PayPal calls our server makes: OAuth2
 * client-credentials tokens, creating an order, capturing it and refunding a capture
 * (PayPal-Request-Id honoured, so a repeated request id gets the first answer). Orders count as approved by the buyer at once:
 * the buyer's approval happens in PayPal's own window, which no test can drive.
 */
export async function startFakePaypal(): Promise<FakePaypal> {
  const clientId = `fake-client-${randomUUID().slice(0, 8)}`;
  const clientSecret = `fake-secret-${randomUUID()}`;
  const merchantId = 'FAKEMERCHANT01';
  const tokens = new Set<string>();
  const orders = new Map<string, FakePaypalOrder>();
  const capturesByRequestId = new Map<string, { status: number; body: unknown }>();
  const calls: FakePaypalCall[] = [];
  const refunds: FakePaypalRefund[] = [];
  const capturedIds = new Set<string>();
  let mode: CaptureMode = 'completed';
  let lastCaptureId: string | undefined;

  function capture(order: FakePaypalOrder, current: CaptureMode): { status: number; body: unknown } {
    if (current === 'server-error') return { status: 500, body: paypalError('INTERNAL_SERVER_ERROR', 'INTERNAL_SERVICE_ERROR') };
    if (current === 'instrument-declined') return { status: 422, body: paypalError('UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED') };
    if (order.status === 'COMPLETED') return { status: 422, body: paypalError('UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED') };

    const captureId = current === 'reused-capture-id' && lastCaptureId ? lastCaptureId : paypalId();
    const captureStatus = current === 'pending' ? 'PENDING' : current === 'declined' ? 'DECLINED' : 'COMPLETED';
    const orderStatus = current === 'order-not-completed' ? 'APPROVED' : 'COMPLETED';
    const currency = current === 'wrong-currency' ? 'USD' : order.currency;
    const value = current === 'amount-off-by-one-cent' ? offByOneCent(order.value) : order.value;
    const customId = current === 'wrong-custom-id' ? randomUUID() : order.customId;
    const payee = { email_address: 'merchant@example.com', merchant_id: current === 'wrong-payee' ? 'OTHERMERCHANT9' : merchantId };
    if (orderStatus === 'COMPLETED') order.status = 'COMPLETED';
    if (captureStatus === 'COMPLETED') {
      lastCaptureId = captureId;
      capturedIds.add(captureId);
    }
    return {
      status: 201,
      body: {
        id: order.id,
        status: orderStatus,
        payer: { email_address: 'buyer@example.com', payer_id: 'FAKEBUYER0001' },
        purchase_units: [
          {
            reference_id: order.customId ?? 'default',
            custom_id: customId,
            amount: { currency_code: currency, value },
            payee,
            payments: {
              captures: [
                {
                  id: captureId,
                  status: captureStatus,
                  amount: { currency_code: currency, value },
                  custom_id: customId,
                  final_capture: true,
                  create_time: new Date().toISOString(),
                },
              ],
            },
          },
        ],
      },
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const requestId = req.headers['paypal-request-id'] as string | undefined;
    calls.push({ method: req.method ?? '', path, requestId });
    const body = await readBody(req);
    const auth = req.headers.authorization ?? '';

    // For tests in another process (a browser test's server): the same switch as nextCapture().
    if (req.method === 'POST' && path === CONTROL_PATH) {
      const next = (JSON.parse(body || '{}') as { mode?: string }).mode;
      if (!CAPTURE_MODES.includes(next as CaptureMode)) return json(res, 400, { message: `mode must be one of ${CAPTURE_MODES.join(', ')}` });
      mode = next as CaptureMode;
      return json(res, 200, { mode });
    }

    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (auth !== expected) return json(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
        return json(res, 400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
      }
      const token = `A21AA${randomBytes(24).toString('base64url')}`;
      tokens.add(token);
      return json(res, 200, {
        scope: 'https://uri.paypal.com/services/payments',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-FAKE',
        expires_in: 32400,
        nonce: randomUUID(),
      });
    }

    if (!tokens.has(auth.replace(/^Bearer /, ''))) {
      return json(res, 401, { error: 'invalid_token', error_description: 'Token signature verification failed' });
    }

    if (req.method === 'POST' && path === '/v2/checkout/orders') {
      let input: any;
      try {
        input = JSON.parse(body);
      } catch {
        return json(res, 400, paypalError('INVALID_REQUEST', 'MALFORMED_REQUEST_JSON'));
      }
      const unit = Array.isArray(input?.purchase_units) && input.purchase_units.length === 1 ? input.purchase_units[0] : null;
      const amount = unit?.amount;
      if (input?.intent !== 'CAPTURE' || !unit || typeof amount?.currency_code !== 'string' || !/^\d+\.\d{2}$/.test(String(amount?.value))) {
        return json(res, 422, paypalError('UNPROCESSABLE_ENTITY', 'INVALID_PARAMETER_VALUE'));
      }
      const order: FakePaypalOrder = {
        id: paypalId(),
        currency: amount.currency_code,
        value: amount.value,
        customId: typeof unit.custom_id === 'string' ? unit.custom_id : null,
        status: 'APPROVED',
      };
      orders.set(order.id, order);
      return json(res, 201, {
        id: order.id,
        status: 'CREATED',
        links: [{ href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' }],
      });
    }

    const captureMatch = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
    if (req.method === 'POST' && captureMatch) {
      if (requestId && capturesByRequestId.has(requestId)) {
        const first = capturesByRequestId.get(requestId)!;
        return json(res, first.status, first.body);
      }
      const order = orders.get(decodeURIComponent(captureMatch[1] ?? ''));
      if (!order) return json(res, 404, paypalError('RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID'));
      const current = mode;
      mode = 'completed';
      const answer = capture(order, current);
      if (requestId && answer.status < 500) capturesByRequestId.set(requestId, answer);
      return json(res, answer.status, answer.body);
    }

    // Refunds: the whole capture, once; the same request id answers with the same refund.
    const refundMatch = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (req.method === 'POST' && refundMatch) {
      const captureId = decodeURIComponent(refundMatch[1] ?? '');
      const previous = refunds.find((refund) => refund.captureId === captureId);
      if (previous && previous.requestId === requestId) return json(res, 201, { id: previous.id, status: 'COMPLETED' });
      if (previous) return json(res, 422, paypalError('UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED'));
      if (!capturedIds.has(captureId)) return json(res, 404, paypalError('RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID'));
      const refund = { id: paypalId(), captureId, requestId };
      refunds.push(refund);
      return json(res, 201, { id: refund.id, status: 'COMPLETED' });
    }

    return json(res, 404, paypalError('RESOURCE_NOT_FOUND', 'NOT_FOUND'));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => json(res, 500, paypalError('INTERNAL_SERVER_ERROR', 'INTERNAL_SERVICE_ERROR')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    merchantId,
    clientId,
    clientSecret,
    nextCapture(next) {
      mode = next;
    },
    orders,
    calls,
    refunds,
    tokensIssued: () => tokens.size,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The settings that point our server at this fake (merge into startTestServer's overrides). */
export function fakePaypalEnv(fake: FakePaypal, options: { withMerchantId?: boolean } = {}): Record<string, string> {
  return {
    PAYPAL_API_BASE: fake.url,
    PAYPAL_CLIENT_ID: fake.clientId,
    PAYPAL_CLIENT_SECRET: fake.clientSecret,
    ...(options.withMerchantId === false ? {} : { PAYPAL_MERCHANT_ID: fake.merchantId }),
  };
}
