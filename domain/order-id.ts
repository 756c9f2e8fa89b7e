// Lists show only the tail of an order id (spec §9): enough to tell orders apart at a glance
// without putting a full, guessable-looking identifier on screen.

export const MASK_PREFIX = '…';
const VISIBLE_CHARS = 4;

export function maskOrderId(id: string): string {
  return `${MASK_PREFIX}${id.slice(-VISIBLE_CHARS)}`;
}
