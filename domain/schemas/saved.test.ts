import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { messages } from '../messages.ts';
import { mergeSavedSchema, SAVED_MERGE_MAX } from './saved.ts';
import { firstMessage } from './validation.ts';

const message = (input: unknown) => firstMessage(v.safeParse(mergeSavedSchema, input));

describe('mergeSavedSchema', () => {
  it('takes any short ids as they are, malformed ones included: the server skips what names no product', () => {
    const productIds = ['0f8fad5b-d9cb-469f-a165-70867728950e', 'not-a-uuid', ''];
    expect(v.parse(mergeSavedSchema, { productIds, extra: true })).toEqual({ productIds });
    expect(v.parse(mergeSavedSchema, { productIds: [] })).toEqual({ productIds: [] });
  });

  it('refuses a body that is not a list of short strings', () => {
    expect(message({})).toBe(messages.savedIdsInvalid);
    expect(message({ productIds: 'abc' })).toBe(messages.savedIdsInvalid);
    expect(message({ productIds: [42] })).toBe(messages.productIdInvalid);
    expect(message({ productIds: ['x'.repeat(65)] })).toBe(messages.productIdInvalid);
    expect(message(null)).toBe(messages.invalidInput);
  });

  it(`takes at most ${SAVED_MERGE_MAX} ids`, () => {
    expect(message({ productIds: Array.from({ length: SAVED_MERGE_MAX }, () => 'a') })).toBeUndefined();
    expect(message({ productIds: Array.from({ length: SAVED_MERGE_MAX + 1 }, () => 'a') })).toBe(messages.tooManySavedToMerge);
  });
});
