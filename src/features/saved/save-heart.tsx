import type { Product } from '#domain/schemas/product.ts';
import { HeartButton } from '#src/ui/heart-button.tsx';
import { useHydrated } from '#src/ui/use-hydrated.ts';
import { setSaved, useSavedIds } from './saved-ids.ts';

/**
 * A heart bound to the saved scents: the same state on every card and page that shows the scent,
 * in every tab. Server-rendered unpressed; pressed after hydration when the device has it saved
 * (the button keeps its size either way, so nothing moves).
 */
export function SaveHeart({ product, className }: { product: Product; className: string }) {
  const saved = useSavedIds().has(product.id);
  const hydrated = useHydrated();
  return <HeartButton name={product.name} pressed={saved} disabled={!hydrated} className={className} onToggle={() => void setSaved(product, !saved)} />;
}
