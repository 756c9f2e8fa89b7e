import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client.ts';
import { replayOutcome } from './replay-outcome.ts';

describe('replayOutcome (DESIGN §4: which answers take an entry out of the outbox)', () => {
  it('a success leaves the queue', () => {
    expect(replayOutcome(undefined)).toBe('sent');
  });

  it('no answer keeps the entry for later', () => {
    expect(replayOutcome(new ApiError('FETCH_ERROR', 'offline'))).toBe('later');
    expect(replayOutcome(new ApiError('TIMEOUT_ERROR', 'slow'))).toBe('later');
    expect(replayOutcome(new Error('anything else'))).toBe('later');
  });

  it('overload and server trouble keep the entry for later', () => {
    for (const status of [408, 425, 429, 500, 502, 503]) expect(replayOutcome(new ApiError(status, 'x')), String(status)).toBe('later');
    const stillRunning = { message: 'A request with this Idempotency-Key is still being processed; retry shortly', code: 'idempotency-key-in-progress' };
    expect(replayOutcome(new ApiError(409, stillRunning.message, stillRunning))).toBe('later');
  });

  it('tells a key still in progress by its code, not by the wording of its message', () => {
    expect(replayOutcome(new ApiError(409, 'Reworded, some day', { message: 'Reworded, some day', code: 'idempotency-key-in-progress' }))).toBe('later');
    expect(replayOutcome(new ApiError(409, 'A request with this Idempotency-Key is still being processed; retry shortly'))).toBe('refused');
  });

  it('a permanent refusal leaves the queue (and is told)', () => {
    for (const status of [400, 403, 404, 409, 413, 415, 422]) expect(replayOutcome(new ApiError(status, 'no')), String(status)).toBe('refused');
  });

  it('an expired session keeps the queue and asks for a sign-in', () => {
    expect(replayOutcome(new ApiError(401, 'Invalid or expired token'))).toBe('sign-in');
  });

  it('an unreadable answer counts by its status', () => {
    expect(replayOutcome(new ApiError('PARSING_ERROR', 'x', '<html>', 502))).toBe('later');
    expect(replayOutcome(new ApiError('PARSING_ERROR', 'x', 'ok', 201))).toBe('sent');
    expect(replayOutcome(new ApiError('PARSING_ERROR', 'x', 'bad', 400))).toBe('refused');
  });
});
