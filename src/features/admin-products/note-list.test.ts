import { describe, expect, it } from 'vitest';
import { addNotes } from './note-list.ts';

describe('addNotes', () => {
  it('splits on commas, trims, drops blanks and case-insensitive repeats', () => {
    expect(addNotes(['Amber'], ' bergamot, , Pink pepper,amber ', 20, 60)).toEqual(['Amber', 'bergamot', 'Pink pepper']);
  });
  it('stops at the most notes allowed and cuts each to the longest allowed', () => {
    expect(addNotes(['a', 'b'], 'c, d, e', 3, 60)).toEqual(['a', 'b', 'c']);
    expect(addNotes([], 'x'.repeat(80), 20, 60)).toEqual(['x'.repeat(60)]);
  });
});
