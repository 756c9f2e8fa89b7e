import { messages } from '#domain/messages.ts';
import { languageTag, locale } from '#src/platform/locale.ts';
import * as styles from './order-details.css.ts';

/**
 * How long the shopper has to pay before the order lets its samples go (ORDER_HOLD_MINUTES, told
 * by GET /api/config/paypal), in the shopper's own clock. Order pages are rendered in the browser
 * only, so the local time cannot disagree with a server's.
 */
export function PayByNotice({ createdAt, holdMinutes }: { createdAt: string; holdMinutes: number }) {
  const deadline = new Date(new Date(createdAt).getTime() + holdMinutes * 60_000);
  if (Number.isNaN(deadline.getTime())) return null;
  // Today: the time is enough; a long hold that ends another day names the day too.
  const sameDay = deadline.toDateString() === new Date().toDateString();
  // The English page keeps the browser's own way of writing a time; the French one writes it as
  // Quebec does (15 h 45), whatever the browser's language.
  const locales = locale === 'en' ? [] : [languageTag];
  const time = sameDay
    ? deadline.toLocaleTimeString(locales, { hour: 'numeric', minute: '2-digit' })
    : deadline.toLocaleString(locales, { dateStyle: 'medium', timeStyle: 'short' });
  return <p className={styles.payBy}>{messages.orderHoldUntil(time)}</p>;
}
