// Money travels as integer cents inside the app and as numbers with two decimals on the wire
// (DESIGN §3). These are the only two crossings between the two representations.
import * as m from '#messages';
import { CURRENCY } from './enums.ts';

/**
 * Dollars (e.g. 24.99) to integer cents (2499), rounding half away from zero.
 * `amount * 100` alone is not enough: 24.99 * 100 is 2498.9999999999995 and 1.005 * 100 is
 * 100.49999999999999, so we first snap the product to 15 significant digits (what a double
 * can hold faithfully) and only then round.
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  const scaled = Number((amount * 100).toPrecision(15));
  const cents = Math.sign(scaled) * Math.round(Math.abs(scaled));
  return cents === 0 ? 0 : cents; // never hand out -0
}

/** Integer cents to dollars; division is correctly rounded, so 2499 gives exactly 24.99. */
export function fromCents(cents: number): number {
  if (!Number.isFinite(cents)) throw new RangeError(`Not a finite amount: ${cents}`);
  return Math.round(cents) / 100;
}

/**
 * '1234567' → '1,234,567' ('1 234 567' in French). Not Intl.NumberFormat: the first Intl object a
 * page makes loads the browser's locale data, which cost ~180 ms of main thread on a fast machine
 * (more on a phone) in the middle of the first page's hydration, for commas.
 */
function groupDollars(dollars: number): string {
  return String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, m.thousands_separator());
}

/**
 * A total as the shopper pays it, saying the currency once where it matters (issue 27: US
 * shoppers read "$" as their dollars): '$92.81 CAD'.
 */
export const formatTotal = (cents: number): string => `${formatMoney(cents)} ${CURRENCY}`;

/**
 * '$24.99', '$1,234.50', '-$5.00'; in French '24,99 $', '1 234,50 $' (as Intl's fr-CA writes
 * them: issue 24). Built from integers so no float ever decides a digit.
 */
export function formatMoney(cents: number): string {
  if (!Number.isFinite(cents)) return '';
  const whole = Math.round(cents);
  const abs = Math.abs(whole);
  const dollars = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return m.price({ sign: whole < 0 ? '-' : '', dollars: groupDollars(dollars), cents: rest });
}
