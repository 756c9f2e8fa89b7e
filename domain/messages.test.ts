import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import * as enums from './enums.ts';

describe('messages', () => {
  it('keeps the spec texts verbatim, typos included', () => {
    expect(messages.phoneInvalid).toBe('We Only accept US and Candian Phone Numbers at this moment');
    expect(messages.cartEmpty).toBe('Your Cart is empty. Please Browse our collection and shop to discover your most flattering fragrance');
    expect(messages.lowStock(3)).toBe("Hurry, there's only 3 left!");
    expect(messages.noToken).toBe('Access denied. No token provided.');
    expect(messages.invalidCredentials).toBe('Invalid email or password');
  });

  it('lets the client recognise a duplicate review from the server message', () => {
    expect(messages.alreadyReviewed).toContain('already reviewed');
  });

  it('names the product that is short of stock', () => {
    expect(messages.insufficientStock('Oud Nights')).toContain('Oud Nights');
  });

  it('has no empty text', () => {
    for (const [key, value] of Object.entries(messages)) {
      const text = typeof value === 'function' ? (value as (...a: unknown[]) => string)('x', 1) : value;
      expect(text.trim(), key).not.toBe('');
    }
  });
});

describe('enums', () => {
  it('match the spec vocabularies', () => {
    expect(enums.GENDERS).toEqual(['male', 'female', 'unisex']);
    expect(enums.OCCASIONS).toEqual(['Night-Out', 'Everyday-Essentials', 'Elegant-Occasions', 'Professional-Aura']);
    expect(enums.COUNTRIES).toEqual(['USA', 'Canada']);
    expect(enums.CURRENCY).toBe('CAD');
    expect([enums.PRODUCTS_PER_PAGE, enums.ORDERS_PER_PAGE, enums.LOW_STOCK_THRESHOLD]).toEqual([8, 20, 5]);
    expect(enums.ACCOUNT_RECENT_PAID_ORDERS).toBe(3);
  });
});
