// The pages every shop has (issue 27, point 8): contact, shipping & returns, privacy, terms of
// sale, each at /help/<slug>. Their texts are Markdown files the owner edits
// (server/shop-pages/texts/<slug>.md); the footer links to them (app/layout/site-layout.tsx, and
// server/pages/plain-frame.ts), naming them with the catalogue's footer_* messages.
// One route for the four (src/routes/help/$slug.tsx): each route costs every first visit bytes.

export const SHOP_PAGE_SLUGS = ['contact', 'shipping-and-returns', 'privacy', 'terms-of-sale'] as const;
export type ShopPageSlug = (typeof SHOP_PAGE_SLUGS)[number];

export const shopPagePath = (slug: ShopPageSlug) => `/help/${slug}`;
export const isShopPageSlug = (slug: string): slug is ShopPageSlug => (SHOP_PAGE_SLUGS as readonly string[]).includes(slug);
