import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#domain/error-codes.ts';
import { handleError } from '#server/http/error-handler.ts';
import { keyStillInProgress } from './idempotency.ts';

describe('a key still in progress (the outbox retries it later)', () => {
  it('is a 409 whose body carries the machine-readable code beside the unchanged message', async () => {
    const app = new Hono();
    app.onError(handleError);
    app.post('/write', () => {
      throw keyStillInProgress();
    });
    const response = await app.request('/write', { method: 'POST' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: 'A request with this Idempotency-Key is still being processed; retry shortly',
      code: ERROR_CODES.idempotencyKeyInProgress,
    });
  });
});
