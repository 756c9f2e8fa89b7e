// Demo accounts (DESIGN §2) and the reviews some of them wrote. Jane writes none, so a demo or an
// end-to-end test can sign in as her and review any scent without hitting "already reviewed".

export type DemoAccount = { name: string; email: string; password: string; isAdmin: boolean };

export const DEMO_ADMIN = { name: 'Admin User', email: 'admin@example.com', password: 'Admin123!', isAdmin: true } as const;
export const DEMO_SHOPPER = { name: 'Jane Doe', email: 'jane@example.com', password: 'Shopper123!', isAdmin: false } as const;

export const demoAccounts: DemoAccount[] = [
  DEMO_ADMIN,
  DEMO_SHOPPER,
  { name: 'Marco Bellini', email: 'marco@example.com', password: 'Shopper123!', isAdmin: false },
  { name: 'Priya Raman', email: 'priya@example.com', password: 'Shopper123!', isAdmin: false },
  { name: 'Léa Tremblay', email: 'lea@example.com', password: 'Shopper123!', isAdmin: false },
];

export type DemoReview = { product: string; by: string; rating: number; comment: string; daysAgo: number };

export const demoReviews: DemoReview[] = [
  {
    product: 'jardin-de-minuit',
    by: 'priya@example.com',
    rating: 5,
    comment: 'The jasmine is gorgeous and it lasted all through dinner. Ordering the full bottle.',
    daysAgo: 40,
  },
  {
    product: 'jardin-de-minuit',
    by: 'lea@example.com',
    rating: 4.5,
    comment: 'Lovely pear opening. A little strong for the office, perfect for evenings.',
    daysAgo: 21,
  },
  {
    product: 'jardin-de-minuit',
    by: 'marco@example.com',
    rating: 4,
    comment: 'Bought it for my partner, who now steals the sample every weekend.',
    daysAgo: 9,
  },
  { product: 'cedar-ledger', by: 'marco@example.com', rating: 4.5, comment: 'Dry, woody and understated. Exactly what I wanted for work.', daysAgo: 33 },
  { product: 'cedar-ledger', by: 'priya@example.com', rating: 4, comment: 'Smells like a very nice pencil case, in the best way.', daysAgo: 12 },
  {
    product: 'ambre-imperial',
    by: 'lea@example.com',
    rating: 5,
    comment: 'Rich and warm without being heavy. One spray is enough for the whole evening.',
    daysAgo: 50,
  },
  { product: 'ambre-imperial', by: 'marco@example.com', rating: 5, comment: 'The best amber I have tried at any price.', daysAgo: 27 },
  {
    product: 'ambre-imperial',
    by: 'priya@example.com',
    rating: 4.5,
    comment: 'Saffron at the start is beautiful. The dry-down is all vanilla and resin.',
    daysAgo: 4,
  },
  {
    product: 'salt-and-linen',
    by: 'lea@example.com',
    rating: 4,
    comment: 'So clean and easy. Fades after a couple of hours, but I just reapply.',
    daysAgo: 18,
  },
  { product: 'salt-and-linen', by: 'marco@example.com', rating: 3.5, comment: 'Nice, but I wish it lasted longer.', daysAgo: 6 },
  { product: 'velvet-oud', by: 'marco@example.com', rating: 5, comment: 'A smooth oud, not medicinal at all. Got compliments the first night.', daysAgo: 44 },
  { product: 'velvet-oud', by: 'lea@example.com', rating: 4, comment: 'Beautiful rose in the middle. A little goes a long way.', daysAgo: 15 },
  { product: 'fig-orchard', by: 'priya@example.com', rating: 5, comment: 'Green, creamy and summery. My new everyday scent.', daysAgo: 30 },
  { product: 'fig-orchard', by: 'lea@example.com', rating: 4.5, comment: "Smells like the fig tree in my grandmother's garden.", daysAgo: 11 },
  { product: 'tobacco-library', by: 'marco@example.com', rating: 4.5, comment: 'Sweet tobacco and leather, very cosy for autumn.', daysAgo: 25 },
  { product: 'tobacco-library', by: 'priya@example.com', rating: 3.5, comment: 'Lovely on my husband, too sweet on me.', daysAgo: 8 },
  { product: 'morning-neroli', by: 'lea@example.com', rating: 3, comment: 'Pretty, but gone within an hour.', daysAgo: 19 },
  { product: 'citrus-parade', by: 'priya@example.com', rating: 4, comment: 'Instant good mood. Great after the gym.', daysAgo: 14 },
  { product: 'sandalwood-reverie', by: 'marco@example.com', rating: 5, comment: 'Creamy, calm and it lasts all day. Perfect.', daysAgo: 37 },
  { product: 'sandalwood-reverie', by: 'lea@example.com', rating: 4.5, comment: 'Like a warm sweater. I wear it to sleep.', daysAgo: 3 },
  { product: 'vanilla-nocturne', by: 'priya@example.com', rating: 5, comment: 'Not a sugary vanilla at all. Smoky and elegant.', daysAgo: 22 },
  { product: 'vanilla-nocturne', by: 'lea@example.com', rating: 4, comment: 'Gorgeous, though the tuberose is strong at first.', daysAgo: 7 },
  { product: 'rose-cartography', by: 'lea@example.com', rating: 4.5, comment: 'Dark, spicy rose. Sad it is sold out!', daysAgo: 60 },
  { product: 'gardenia-gala', by: 'priya@example.com', rating: 4.5, comment: 'Creamy white flowers, very glamorous.', daysAgo: 16 },
  { product: 'birch-and-smoke', by: 'marco@example.com', rating: 4, comment: 'Campfire in a bottle. Strong opening that settles nicely.', daysAgo: 29 },
  { product: 'green-tea-bureau', by: 'priya@example.com', rating: 3.5, comment: 'Calm and pleasant, a bit quiet for my taste.', daysAgo: 13 },
];
