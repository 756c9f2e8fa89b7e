// The shop's name and voice where a page describes itself to browsers, search engines and chat
// previews (page heads, the sitemap, the manifest's words).
export const SITE_NAME = 'Sillage';
/** Product prices are in this currency (DESIGN §3). */
export const SITE_CURRENCY = 'CAD';
/**
 * The picture a shared link to the shop itself shows (og:image of the home page and the
 * catalogue): drawn by `npm run share-card` into public/, at the 1.91:1 size link previews use.
 */
export const SHARE_PICTURE = { path: '/images/share-card.jpg', width: 1200, height: 630 } as const;
