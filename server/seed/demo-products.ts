// The demo catalogue: invented houses and scents (no real trademarks) that between them use every
// gender, season, concentration, vibe and occasion, with a few sold out and a few nearly so.
// Prices are cents; rating and review counts come from the demo reviews, not from here.
import type { Category, Concentration, Gender, Occasion, Season, Vibe } from '#domain/enums.ts';
import { demoFrench, FRENCH_SAMPLE_LINE } from './demo-products-fr.ts';

export type DemoProduct = {
  /** Stable key: image names (`seed-<slug>.webp`) and the demo reviews refer to it. */
  slug: string;
  name: string;
  brand: string;
  description: string;
  richDescription: string;
  /** The French beside the English (demo-products-fr.ts): every demo scent has both. */
  descriptionFr: string;
  richDescriptionFr: string;
  priceCents: number;
  category: Category;
  countInStock: number;
  isFeatured: boolean;
  gender: Gender;
  season: Season;
  concentration: Concentration;
  vibe: Vibe;
  occasion: Occasion;
  longevity: 1 | 2 | 3 | 4 | 5;
  topNotes: string[];
  middleNotes: string[];
  baseNotes: string[];
};

type Row = Omit<DemoProduct, 'richDescription' | 'descriptionFr' | 'richDescriptionFr' | 'category'> & { story: string };

const EDP = 'Eau de Parfum';
const EDT = 'Eau de Toilette';
const EDC = 'Eau de Cologne';
const PARFUM = 'Parfum';

// One scent a row, as a table reads (the formatter would give each field a line).
// prettier-ignore
const rows: Row[] = [
  { slug: 'jardin-de-minuit', name: 'Jardin de Minuit', brand: 'Maison Verelle', priceCents: 3200, countInStock: 24, isFeatured: true, gender: 'female', season: 'spring', concentration: EDP, vibe: 'Floral', occasion: 'Night-Out', longevity: 4,
    topNotes: ['Pear', 'Pink Pepper'], middleNotes: ['Night-Blooming Jasmine', 'Tuberose'], baseNotes: ['White Musk', 'Sandalwood'],
    description: 'A walled garden after dark: jasmine and tuberose opening under a juicy pear.', story: 'Built around jasmine picked at dusk, when it smells most like itself. The pear keeps the opening bright; sandalwood and musk carry it well past midnight.' },
  { slug: 'cedar-ledger', name: 'Cedar Ledger', brand: 'Halden Parfums', priceCents: 2800, countInStock: 3, isFeatured: true, gender: 'male', season: 'fall', concentration: EDT, vibe: 'Woody', occasion: 'Professional-Aura', longevity: 3,
    topNotes: ['Bergamot', 'Cardamom'], middleNotes: ['Cedarwood', 'Vetiver'], baseNotes: ['Leather', 'Tonka Bean'],
    description: 'Pencil shavings, warm cardamom and a soft leather desk chair.', story: 'A quiet, dry cedar for long days. Cardamom gives it warmth without sweetness, and a thread of leather keeps it grown-up.' },
  { slug: 'salt-and-linen', name: 'Salt & Linen', brand: 'Studio Saltmarsh', priceCents: 1800, countInStock: 45, isFeatured: false, gender: 'unisex', season: 'summer', concentration: EDC, vibe: 'Fresh', occasion: 'Everyday-Essentials', longevity: 2,
    topNotes: ['Sea Salt', 'Lemon'], middleNotes: ['Cotton Flower', 'Lavender'], baseNotes: ['Driftwood', 'White Musk'],
    description: 'Sheets drying on a line by the sea.', story: 'Clean without being soapy: sea salt and lemon over a soft cotton accord. Reapply freely; that is what a cologne is for.' },
  { slug: 'ambre-imperial', name: 'Ambre Impérial', brand: "Comptoir d'Ambre", priceCents: 4500, countInStock: 12, isFeatured: true, gender: 'unisex', season: 'winter', concentration: PARFUM, vibe: 'Oriental', occasion: 'Elegant-Occasions', longevity: 5,
    topNotes: ['Saffron', 'Mandarin'], middleNotes: ['Labdanum', 'Rose'], baseNotes: ['Amber', 'Benzoin', 'Vanilla'],
    description: 'A glowing, resinous amber with saffron and a velvet rose.', story: 'Our richest amber, in its most concentrated form. Labdanum and benzoin give it depth; saffron and mandarin let light in at the top. One drop lasts the evening.' },
  { slug: 'peony-letters', name: 'Peony Letters', brand: 'Atelier Solenne', priceCents: 2200, countInStock: 38, isFeatured: false, gender: 'female', season: 'spring', concentration: EDT, vibe: 'Floral', occasion: 'Everyday-Essentials', longevity: 2,
    topNotes: ['Lychee', 'Bergamot'], middleNotes: ['Peony', 'Rose'], baseNotes: ['Cashmere Wood'],
    description: 'Fresh peonies and a little lychee, light as a handwritten note.', story: 'A bright, petal-soft floral for every day, with lychee for sparkle and a cashmere-wood base that stays close to the skin.' },
  { slug: 'vetiver-hour', name: 'Vetiver Hour', brand: 'Kestrel House', priceCents: 2600, countInStock: 0, isFeatured: false, gender: 'male', season: 'summer', concentration: EDT, vibe: 'Woody', occasion: 'Professional-Aura', longevity: 3,
    topNotes: ['Grapefruit', 'Ginger'], middleNotes: ['Vetiver', 'Geranium'], baseNotes: ['Oakmoss', 'Cedar'],
    description: 'Crisp grapefruit over smoky, earthy vetiver.', story: 'A summer vetiver: grapefruit and ginger keep it cool, geranium makes it polished, oakmoss grounds it for the commute home.' },
  { slug: 'fig-orchard', name: 'Fig Orchard', brand: 'Casa Lumaro', priceCents: 2400, countInStock: 19, isFeatured: true, gender: 'unisex', season: 'summer', concentration: EDT, vibe: 'Fresh', occasion: 'Everyday-Essentials', longevity: 3,
    topNotes: ['Fig Leaf', 'Bergamot'], middleNotes: ['Fig Milk', 'Coconut Water'], baseNotes: ['Cedar', 'Musk'],
    description: 'Green fig leaves crushed in the sun, creamy and bright.', story: 'The whole fig tree: the sharp green of the leaf, the milky sweetness of ripe fruit, the dry wood of the branch.' },
  { slug: 'velvet-oud', name: 'Velvet Oud', brand: 'Oriel & Fane', priceCents: 4200, countInStock: 2, isFeatured: true, gender: 'male', season: 'winter', concentration: EDP, vibe: 'Oriental', occasion: 'Night-Out', longevity: 5,
    topNotes: ['Pink Pepper', 'Saffron'], middleNotes: ['Oud', 'Damask Rose'], baseNotes: ['Patchouli', 'Amber'],
    description: 'Dark oud softened by rose and a haze of spice.', story: 'Oud can shout; this one speaks low. Damask rose and amber round its edges, pink pepper lifts it, and it lingers on a scarf for days.' },
  { slug: 'morning-neroli', name: 'Morning Neroli', brand: 'Maison Verelle', priceCents: 1600, countInStock: 52, isFeatured: false, gender: 'female', season: 'spring', concentration: EDC, vibe: 'Fresh', occasion: 'Everyday-Essentials', longevity: 1,
    topNotes: ['Neroli', 'Petitgrain'], middleNotes: ['Orange Blossom'], baseNotes: ['White Musk'],
    description: 'Open windows and orange blossom, fleeting and joyful.', story: 'A classic cologne structure, bright and brief by design. Splash on after a shower, again after lunch.' },
  { slug: 'tobacco-library', name: 'Tobacco Library', brand: 'Halden Parfums', priceCents: 3800, countInStock: 14, isFeatured: true, gender: 'male', season: 'fall', concentration: EDP, vibe: 'Oriental', occasion: 'Elegant-Occasions', longevity: 4,
    topNotes: ['Cinnamon', 'Plum'], middleNotes: ['Tobacco Leaf', 'Honey'], baseNotes: ['Vanilla', 'Tonka Bean', 'Leather'],
    description: 'Honeyed tobacco, dried plum and worn leather armchairs.', story: 'Sweet pipe tobacco without the smoke, spiced with cinnamon and plum and settled on vanilla and leather. Made for dinners that run late.' },
  { slug: 'iris-atelier', name: 'Iris Atelier', brand: 'Atelier Solenne', priceCents: 4400, countInStock: 10, isFeatured: false, gender: 'unisex', season: 'fall', concentration: PARFUM, vibe: 'Floral', occasion: 'Elegant-Occasions', longevity: 4,
    topNotes: ['Carrot Seed', 'Bergamot'], middleNotes: ['Orris Root', 'Violet'], baseNotes: ['Suede', 'Musk'],
    description: 'Powdery orris and violet on soft suede.', story: 'Orris butter is among the most precious materials in perfumery; here it is the whole point, cool and powdery, warmed by suede.' },
  { slug: 'birch-and-smoke', name: 'Birch & Smoke', brand: 'Brume Nordique', priceCents: 3400, countInStock: 26, isFeatured: false, gender: 'male', season: 'winter', concentration: EDP, vibe: 'Woody', occasion: 'Night-Out', longevity: 4,
    topNotes: ['Black Pepper', 'Juniper'], middleNotes: ['Birch Tar', 'Incense'], baseNotes: ['Cedar', 'Leather'],
    description: 'A cabin fire in a birch forest, sharp with juniper.', story: 'Smoky birch tar and incense, cut with black pepper and juniper berries. Bold on the first spray, a soft campfire by the end of the night.' },
  { slug: 'citrus-parade', name: 'Citrus Parade', brand: 'Casa Lumaro', priceCents: 1400, countInStock: 60, isFeatured: false, gender: 'unisex', season: 'summer', concentration: EDC, vibe: 'Fresh', occasion: 'Everyday-Essentials', longevity: 1,
    topNotes: ['Blood Orange', 'Lime', 'Mandarin'], middleNotes: ['Basil', 'Mint'], baseNotes: ['Vetiver'],
    description: 'Every citrus at once, with basil and mint.', story: 'A burst of blood orange, lime and mandarin, kept green with basil and mint. Our most refreshing scent, and our most affordable.' },
  { slug: 'rose-cartography', name: 'Rose Cartography', brand: 'Oriel & Fane', priceCents: 3600, countInStock: 0, isFeatured: false, gender: 'female', season: 'winter', concentration: EDP, vibe: 'Floral', occasion: 'Elegant-Occasions', longevity: 4,
    topNotes: ['Raspberry', 'Clove'], middleNotes: ['Damask Rose', 'Geranium'], baseNotes: ['Patchouli', 'Oud'],
    description: 'A deep red rose mapped across spice and patchouli.', story: 'Rose as it travels: fruity at first, spiced with clove, then dark and woody with patchouli and a touch of oud.' },
  { slug: 'green-tea-bureau', name: 'Green Tea Bureau', brand: 'Kestrel House', priceCents: 2200, countInStock: 33, isFeatured: false, gender: 'unisex', season: 'spring', concentration: EDT, vibe: 'Fresh', occasion: 'Professional-Aura', longevity: 2,
    topNotes: ['Green Tea', 'Yuzu'], middleNotes: ['Jasmine Tea', 'Bamboo'], baseNotes: ['Hinoki', 'Musk'],
    description: 'Calm green tea and yuzu for a clear head.', story: 'Steamed green tea, a twist of yuzu and the clean wood of hinoki. Quiet enough for a shared office, interesting enough to be noticed.' },
  { slug: 'sandalwood-reverie', name: 'Sandalwood Reverie', brand: "Comptoir d'Ambre", priceCents: 3000, countInStock: 17, isFeatured: true, gender: 'unisex', season: 'fall', concentration: EDP, vibe: 'Woody', occasion: 'Everyday-Essentials', longevity: 4,
    topNotes: ['Cardamom', 'Violet Leaf'], middleNotes: ['Sandalwood', 'Papyrus'], baseNotes: ['Cedar', 'Ambrette'],
    description: 'Creamy sandalwood with cardamom and papyrus.', story: 'A milky, meditative sandalwood that wears like a favourite sweater: cardamom at the top, dry papyrus in the heart.' },
  { slug: 'midnight-plum', name: 'Midnight Plum', brand: 'Maison Verelle', priceCents: 2900, countInStock: 4, isFeatured: false, gender: 'female', season: 'fall', concentration: EDP, vibe: 'Oriental', occasion: 'Night-Out', longevity: 4,
    topNotes: ['Plum', 'Blackcurrant'], middleNotes: ['Heliotrope', 'Orchid'], baseNotes: ['Vanilla', 'Patchouli'],
    description: 'Dark plum and blackcurrant over vanilla and patchouli.', story: 'Jammy dark fruit, a powdery heliotrope heart and a long vanilla-patchouli trail. Made for autumn evenings out.' },
  { slug: 'lavender-commons', name: 'Lavender Commons', brand: 'Brume Nordique', priceCents: 2000, countInStock: 41, isFeatured: false, gender: 'male', season: 'spring', concentration: EDT, vibe: 'Fresh', occasion: 'Everyday-Essentials', longevity: 3,
    topNotes: ['Lavender', 'Lemon'], middleNotes: ['Geranium', 'Sage'], baseNotes: ['Tonka Bean', 'Oakmoss'],
    description: 'A modern fougère: lavender, sage and a soft tonka finish.', story: 'Barbershop lavender brought up to date with clary sage and lemon, finished on tonka and moss. Easy to wear, hard to dislike.' },
  { slug: 'magnolia-study', name: 'Magnolia Study', brand: 'Atelier Solenne', priceCents: 2500, countInStock: 22, isFeatured: false, gender: 'female', season: 'summer', concentration: EDT, vibe: 'Floral', occasion: 'Professional-Aura', longevity: 3,
    topNotes: ['Bergamot', 'Green Mandarin'], middleNotes: ['Magnolia', 'Lily of the Valley'], baseNotes: ['White Musk', 'Cedar'],
    description: 'Lemony magnolia petals, crisp and composed.', story: 'Magnolia smells faintly of lemon; we leaned into that with bergamot and green mandarin. Polished, airy and easy in a meeting room.' },
  { slug: 'leather-atlas', name: 'Leather Atlas', brand: 'Halden Parfums', priceCents: 4300, countInStock: 12, isFeatured: false, gender: 'male', season: 'winter', concentration: PARFUM, vibe: 'Woody', occasion: 'Elegant-Occasions', longevity: 5,
    topNotes: ['Saffron', 'Raspberry'], middleNotes: ['Leather', 'Iris'], baseNotes: ['Birch', 'Amber'],
    description: 'Supple saddle leather with saffron and iris.', story: 'A rich leather in extrait strength: raspberry and saffron on top, iris for polish, birch and amber underneath.' },
  { slug: 'coconut-tide', name: 'Coconut Tide', brand: 'Studio Saltmarsh', priceCents: 2100, countInStock: 0, isFeatured: false, gender: 'female', season: 'summer', concentration: EDT, vibe: 'Fresh', occasion: 'Night-Out', longevity: 2,
    topNotes: ['Coconut Water', 'Lime'], middleNotes: ['Frangipani', 'Tiare Flower'], baseNotes: ['Sea Salt', 'Vanilla'],
    description: 'Coconut water, lime and warm sand at sunset.', story: 'A beach bar at dusk: salty skin, tropical flowers, a squeeze of lime. Light, sunny and a little flirtatious.' },
  { slug: 'saffron-court', name: 'Saffron Court', brand: 'Oriel & Fane', priceCents: 4500, countInStock: 1, isFeatured: false, gender: 'unisex', season: 'winter', concentration: PARFUM, vibe: 'Oriental', occasion: 'Night-Out', longevity: 5,
    topNotes: ['Saffron', 'Cardamom'], middleNotes: ['Rose', 'Cinnamon'], baseNotes: ['Amber', 'Oud', 'Myrrh'],
    description: 'Golden saffron, rose and myrrh: a scent for grand entrances.', story: 'Opulent and unapologetic. Saffron and cardamom open onto rose and cinnamon before settling into amber, oud and myrrh.' },
  { slug: 'pine-station', name: 'Pine Station', brand: 'Brume Nordique', priceCents: 1700, countInStock: 28, isFeatured: false, gender: 'unisex', season: 'winter', concentration: EDC, vibe: 'Woody', occasion: 'Everyday-Essentials', longevity: 2,
    topNotes: ['Pine Needles', 'Lemon'], middleNotes: ['Fir Balsam', 'Juniper'], baseNotes: ['Cedar', 'Smoke'],
    description: 'Cold air, pine needles and a wood stove in the distance.', story: 'A winter walk in a bottle: resinous fir balsam and pine, brightened by lemon, with a wisp of smoke.' },
  { slug: 'honeysuckle-porch', name: 'Honeysuckle Porch', brand: 'Casa Lumaro', priceCents: 2300, countInStock: 35, isFeatured: false, gender: 'female', season: 'summer', concentration: EDP, vibe: 'Floral', occasion: 'Everyday-Essentials', longevity: 3,
    topNotes: ['Peach', 'Mandarin'], middleNotes: ['Honeysuckle', 'Jasmine'], baseNotes: ['Musk', 'Vanilla'],
    description: 'Sweet honeysuckle and ripe peach on a warm evening.', story: 'Nectar-sweet honeysuckle and jasmine with sun-warmed peach. Sunny, gentle and made for long summer days.' },
  { slug: 'quiet-boardroom', name: 'Quiet Boardroom', brand: 'Kestrel House', priceCents: 2700, countInStock: 20, isFeatured: false, gender: 'male', season: 'spring', concentration: EDT, vibe: 'Woody', occasion: 'Professional-Aura', longevity: 3,
    topNotes: ['Bergamot', 'Violet Leaf'], middleNotes: ['Iris', 'Clary Sage'], baseNotes: ['Cedar', 'Vetiver'],
    description: 'Crisp bergamot, iris and cedar: confident, never loud.', story: 'A tailored woody scent with a powdery iris heart. Noticeable across a table, invisible across a room.' },
  { slug: 'vanilla-nocturne', name: 'Vanilla Nocturne', brand: "Comptoir d'Ambre", priceCents: 3300, countInStock: 16, isFeatured: true, gender: 'female', season: 'winter', concentration: EDP, vibe: 'Oriental', occasion: 'Night-Out', longevity: 5,
    topNotes: ['Pink Pepper', 'Bitter Orange'], middleNotes: ['Vanilla Orchid', 'Tuberose'], baseNotes: ['Benzoin', 'Tonka Bean'],
    description: 'Smoky vanilla and tuberose with a bitter orange twist.', story: 'Not a cupcake vanilla: bitter orange and pink pepper keep it sharp, tuberose makes it sensual, benzoin makes it last.' },
  { slug: 'rain-on-slate', name: 'Rain on Slate', brand: 'Studio Saltmarsh', priceCents: 1900, countInStock: 30, isFeatured: false, gender: 'male', season: 'fall', concentration: EDC, vibe: 'Fresh', occasion: 'Professional-Aura', longevity: 2,
    topNotes: ['Ozone', 'Bergamot'], middleNotes: ['Violet Leaf', 'Sage'], baseNotes: ['Mineral Musk', 'Vetiver'],
    description: 'The smell of a city after rain: wet stone and green leaves.', story: 'Petrichor, cool mineral notes and crushed violet leaves. A grey-day scent that feels clean and focused.' },
  { slug: 'orange-blossom-waltz', name: 'Orange Blossom Waltz', brand: 'Maison Verelle', priceCents: 4100, countInStock: 11, isFeatured: false, gender: 'female', season: 'spring', concentration: PARFUM, vibe: 'Floral', occasion: 'Elegant-Occasions', longevity: 4,
    topNotes: ['Bitter Orange', 'Neroli'], middleNotes: ['Orange Blossom', 'Jasmine Sambac'], baseNotes: ['Honey', 'Musk'],
    description: 'Radiant orange blossom and jasmine with a honeyed glow.', story: 'A wedding-worthy white floral in extrait strength. Luminous neroli and orange blossom, warmed by honey.' },
  { slug: 'cashmere-ember', name: 'Cashmere Ember', brand: 'Halden Parfums', priceCents: 2400, countInStock: 44, isFeatured: false, gender: 'male', season: 'fall', concentration: EDT, vibe: 'Oriental', occasion: 'Everyday-Essentials', longevity: 3,
    topNotes: ['Ginger', 'Nutmeg'], middleNotes: ['Cinnamon', 'Cashmere Wood'], baseNotes: ['Amber', 'Tonka Bean'],
    description: 'Warm spices wrapped in soft amber.', story: 'Ginger, nutmeg and cinnamon over amber and tonka: cosy, easy to wear and just sweet enough.' },
  { slug: 'moss-cathedral', name: 'Moss Cathedral', brand: 'Oriel & Fane', priceCents: 3700, countInStock: 13, isFeatured: false, gender: 'unisex', season: 'fall', concentration: EDP, vibe: 'Woody', occasion: 'Elegant-Occasions', longevity: 4,
    topNotes: ['Bergamot', 'Elemi'], middleNotes: ['Oakmoss', 'Incense'], baseNotes: ['Patchouli', 'Cedar'],
    description: 'Cool stone, incense and deep green moss.', story: 'A chypre with a spiritual streak: frankincense drifting over oakmoss and patchouli, lifted by bright elemi resin.' },
  { slug: 'sea-glass-evening', name: 'Sea Glass Evening', brand: 'Studio Saltmarsh', priceCents: 2600, countInStock: 2, isFeatured: false, gender: 'unisex', season: 'summer', concentration: EDP, vibe: 'Fresh', occasion: 'Night-Out', longevity: 3,
    topNotes: ['Grapefruit', 'Sea Salt'], middleNotes: ['Water Lily', 'Ambrette'], baseNotes: ['Ambergris Accord', 'Driftwood'],
    description: 'Salt air and warm skin on a summer night.', story: 'An aquatic with depth: grapefruit and sea salt over water lily, carried by a warm ambergris accord.' },
  { slug: 'lily-memorandum', name: 'Lily Memorandum', brand: 'Kestrel House', priceCents: 1500, countInStock: 50, isFeatured: false, gender: 'unisex', season: 'spring', concentration: EDC, vibe: 'Floral', occasion: 'Professional-Aura', longevity: 1,
    topNotes: ['Bergamot', 'Pear'], middleNotes: ['Lily of the Valley', 'White Tea'], baseNotes: ['Musk'],
    description: 'Dewy lily of the valley and white tea, clean and discreet.', story: 'A small, bright floral cologne with the transparency of white tea. Easy to layer, easy to share.' },
  { slug: 'chestnut-wool', name: 'Chestnut Wool', brand: 'Brume Nordique', priceCents: 2100, countInStock: 27, isFeatured: false, gender: 'unisex', season: 'fall', concentration: EDT, vibe: 'Oriental', occasion: 'Everyday-Essentials', longevity: 3,
    topNotes: ['Roasted Chestnut', 'Cardamom'], middleNotes: ['Tonka Bean', 'Praline'], baseNotes: ['Sandalwood', 'Vanilla'],
    description: 'Roasted chestnuts and cardamom in a woollen scarf.', story: 'A gentle gourmand: roasted chestnut and praline kept in check by cardamom and a creamy sandalwood base.' },
  { slug: 'gardenia-gala', name: 'Gardenia Gala', brand: 'Atelier Solenne', priceCents: 3900, countInStock: 10, isFeatured: true, gender: 'female', season: 'winter', concentration: PARFUM, vibe: 'Floral', occasion: 'Night-Out', longevity: 5,
    topNotes: ['Pear', 'Bergamot'], middleNotes: ['Gardenia', 'Tuberose'], baseNotes: ['Sandalwood', 'Musk'],
    description: 'Creamy gardenia and tuberose for a night in sequins.', story: 'Lush white flowers in extrait strength, creamy and a little decadent, softened by sandalwood and musk.' },
];

function frenchOf(slug: string) {
  const french = demoFrench[slug];
  if (!french) throw new Error(`demo scent "${slug}" has no French texts (server/seed/demo-products-fr.ts)`);
  return french;
}

// Extrait-strength and pricier scents are the "premium" category.
export const demoProducts: DemoProduct[] = rows.map(({ story, ...row }) => {
  const french = frenchOf(row.slug);
  return {
    ...row,
    category: row.concentration === PARFUM || row.priceCents >= 3500 ? 'premium' : 'standard',
    richDescription: `${row.description}\n\n${story}\n\nEach sample is a 5 mL spray, about 100 sprays.`,
    descriptionFr: french.description,
    richDescriptionFr: `${french.description}\n\n${french.story}\n\n${FRENCH_SAMPLE_LINE}`,
  };
});
