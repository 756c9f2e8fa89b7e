import { describe, expect, it } from 'vitest';
import { stockMessage, stockShown } from './stock.ts';

describe('stockShown', () => {
  it('is equal for two counts exactly when a page shows the same stock line for both', () => {
    for (let a = -2; a <= 20; a++) {
      for (let b = -2; b <= 20; b++) {
        expect(stockShown(a) === stockShown(b), `${a} and ${b}`).toBe(stockMessage(a) === stockMessage(b));
      }
    }
  });
});
