import { messages } from '#domain/messages.ts';
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
  const time = sameDay ? deadline.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' }) : deadline.toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
  return <p className={styles.payBy}>{messages.orderHoldUntil(time)}</p>;
}
