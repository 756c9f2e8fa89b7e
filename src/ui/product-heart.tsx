import { createContext, type ReactNode, useContext } from 'react';
import type { Product } from '#domain/schemas/product.ts';

export type ProductHeartProps = { product: Product; className: string };

/**
 * The heart on a scent's card and on its page. Saving a scent is the saved feature's (its ids,
 * its outbox writes), and the cards and pages belong to the catalogue and product features, which
 * may not import another feature: the root route hands the saved feature's heart in here
 * (routes/__root.tsx) and every card and page draws the heart it was given.
 */
const HeartSlot = createContext<((props: ProductHeartProps) => ReactNode) | null>(null);

export const ProductHeartProvider = HeartSlot.Provider;

export function ProductHeart(props: ProductHeartProps) {
  const renderHeart = useContext(HeartSlot);
  return renderHeart ? renderHeart(props) : null;
}
