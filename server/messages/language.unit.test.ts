import { describe, expect, it } from 'vitest';
import { asLocale, messagesFor, moneyIn, pageUrl } from './language.ts';

// Issue 24: the server writes mail and push in French too, though `#messages` is English in Node.
describe("the server's words in a recipient's language", () => {
  it("writes money in French as Intl's fr-CA does, and in English as the app does", () => {
    const intl = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' });
    for (const cents of [0, 5, 2499, 4998, 125_000, 123_456_789, -500]) expect(moneyIn('fr', cents)).toBe(intl.format(cents / 100));
    expect(moneyIn('en', 123_450)).toBe('$1,234.50');
  });

  it('reads the French catalogue for French and the English one for English', () => {
    expect(messagesFor('fr').paid_order_push_title()).toBe('Nouvelle commande payée');
    expect(messagesFor('en').paid_order_push_title()).toBe('New paid order');
  });

  it("takes only the shop's languages, English otherwise", () => {
    expect([asLocale('fr'), asLocale('en'), asLocale('de'), asLocale(undefined), asLocale('FR')]).toEqual(['fr', 'en', 'en', 'en', 'en']);
  });

  it('links to a page in its language', () => {
    expect(pageUrl('https://shop.example', 'fr', '/order/1')).toBe('https://shop.example/fr/order/1');
    expect(pageUrl('https://shop.example', 'en', '/order/1')).toBe('https://shop.example/order/1');
  });
});
