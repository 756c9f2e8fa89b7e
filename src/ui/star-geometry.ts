// The stars' shape and spacing, shared by their styles (rating-stars.css.ts) and components.

export const STAR_PATH = 'M12 2.6l2.82 6.05 6.63.78-4.9 4.53 1.3 6.55L12 17.2l-5.85 3.3 1.3-6.54-4.9-4.54 6.63-.78z';

/** The gap between two read-only stars, in pixels, whatever their size. */
export const STAR_GAP = 2;

const snap = (rating: number) => Math.max(0, Math.min(5, Math.round(rating * 2) / 2));

/** Fill of the n-th star (1-based) for a rating, snapped to halves as ratings are given. */
export function starFill(rating: number, n: number): number {
  return Math.max(0, Math.min(1, snap(rating) - (n - 1)));
}

/** How many pixels of five `size`-pixel stars (STAR_GAP apart) are gold for a rating. */
export function goldWidth(rating: number, size: number): number {
  const snapped = snap(rating);
  const whole = Math.floor(snapped);
  return whole * (size + STAR_GAP) + (snapped - whole) * size;
}
