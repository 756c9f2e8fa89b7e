import type { Product } from '#domain/schemas/product.ts';
import { HeartButton } from '#src/ui/heart-button.tsx';
import { useSavedIds } from './saved-ids.ts';

/**
 * A heart's tap: saves or unsaves the scent on the device (and in the account when signed in).
 * The code that does it (Dexie, the outbox) is fetched on the first tap, not with the page.
 */
async function setSaved(product: Product, saved: boolean): Promise<void> {
  const { saveScent, unsaveScent } = await import('./saved-actions.ts');
  await (saved ? saveScent(product) : unsaveScent(product));
}

/**
 * A heart bound to the saved scents: the same state on every card and page that shows the scent,
 * in every tab. Server-rendered unpressed; pressed after hydration when the device has it saved
 * (the button keeps its size either way, so nothing moves).
 */
export function SaveHeart({ product, className }: { product: Product; className: string }) {
  const saved = useSavedIds().has(product.id);
  return (
    <HeartButton name={product.name} pressed={saved} earlyTap={`save-${product.id}`} className={className} onToggle={() => void setSaved(product, !saved)} />
  );
}
