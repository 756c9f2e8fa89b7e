// How wide the first screen's pictures are drawn (the `sizes` of their srcset), in one place:
// the shop draws them with these (src/ui/product-image.tsx), and the server preloads the same
// copy in the page's head (server/http/first-screen.ts). A preload with other sizes would fetch
// a second, unused copy.

/** Each hero bottle is 56% of the picture, which is the column's width up to 520 px. */
export const HERO_IMAGE_SIZES = '(min-width: 992px) 290px, 52vw';

/** The catalogue grid: one column on a phone, then 2, 3 and 4 (product-grid.css.ts). */
export const GRID_CARD_IMAGE_SIZES = '(min-width: 1200px) 270px, (min-width: 992px) 30vw, (min-width: 576px) 46vw, 92vw';

/** A product page: full width on a phone, the wider of two columns from 992 px. */
export const DETAIL_IMAGE_SIZES = '(min-width: 1200px) 600px, (min-width: 992px) 50vw, 92vw';
