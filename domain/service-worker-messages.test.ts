import { describe, expect, it } from 'vitest';
import { isSwToWindowMessage } from './service-worker-messages.ts';

describe('isSwToWindowMessage (what a page takes from its service worker)', () => {
  it("knows the worker's messages", () => {
    expect(isSwToWindowMessage({ type: 'REPLAY_OUTBOX' })).toBe(true);
    expect(isSwToWindowMessage({ type: 'CATALOGUE_CHANGED', path: '/api/products' })).toBe(true);
  });

  it('ignores anything else a page may hear', () => {
    for (const data of [null, undefined, 'REPLAY_OUTBOX', {}, { type: 'SKIP_WAITING' }, { type: 'WB_UPDATE' }]) expect(isSwToWindowMessage(data)).toBe(false);
  });
});
