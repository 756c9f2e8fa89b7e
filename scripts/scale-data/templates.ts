import type { Category, Concentration, Gender, Occasion, Season, Vibe } from '#domain/enums.ts';

export type ScaleTemplate = {
  slug: string;
  name: string;
  brand: string;
  description: string;
  richDescription: string;
  priceCents: number;
  category: Category;
  gender: Gender;
  season: Season;
  concentration: Concentration;
  vibe: Vibe;
  occasion: Occasion;
  longevity: number;
  topNotes: string[];
  middleNotes: string[];
  baseNotes: string[];
};

// Eight invented scents with texts as long as the demo catalogue's, so generated pages weigh what
// real ones do. Between them they use every vibe, season, gender, occasion and concentration.
const story = (text: string) => `${text} Worn close, it stays soft for hours; sprayed on a scarf, it lasts the week.`;

// One scent a row, as a table reads (the formatter would give each field a line).
// prettier-ignore
export const scaleTemplates: ScaleTemplate[] = [
  { slug: 'rose-quarry', name: 'Rose Quarry', brand: 'Maison Verelle', priceCents: 3200, category: 'premium', gender: 'female', season: 'spring', concentration: 'Eau de Parfum', vibe: 'Floral', occasion: 'Night-Out', longevity: 4,
    topNotes: ['Pink Pepper', 'Pear'], middleNotes: ['Damask Rose', 'Peony'], baseNotes: ['White Musk', 'Cashmere Wood'],
    description: 'Cold stone warmed by roses: a peppery opening that settles into petals and musk.', richDescription: story('Built around a Damask rose distilled in small batches, with pink pepper for lift and a mineral accord for the stone.') },
  { slug: 'cedar-ledger', name: 'Cedar Ledger', brand: 'Halden Parfums', priceCents: 2800, category: 'standard', gender: 'male', season: 'fall', concentration: 'Eau de Toilette', vibe: 'Woody', occasion: 'Professional-Aura', longevity: 3,
    topNotes: ['Bergamot', 'Cardamom'], middleNotes: ['Cedarwood', 'Vetiver'], baseNotes: ['Leather', 'Tonka Bean'],
    description: 'Pencil shavings, cardamom and a leather-bound notebook on an oak desk.', richDescription: story('A dry, quiet cedar for long days, brightened by bergamot and rounded by tonka at the end.') },
  { slug: 'salt-meridian', name: 'Salt Meridian', brand: 'Coastline', priceCents: 2400, category: 'standard', gender: 'unisex', season: 'summer', concentration: 'Eau de Cologne', vibe: 'Fresh', occasion: 'Everyday-Essentials', longevity: 2,
    topNotes: ['Sea Salt', 'Grapefruit'], middleNotes: ['Sage', 'Driftwood'], baseNotes: ['Ambergris', 'Moss'],
    description: 'Wind off the water, grapefruit peel and sage growing between rocks.', richDescription: story('A bright cologne for hot mornings: salt and citrus up top, driftwood and ambergris below.') },
  { slug: 'amber-vigil', name: 'Amber Vigil', brand: 'Nocturne House', priceCents: 4500, category: 'premium', gender: 'unisex', season: 'winter', concentration: 'Parfum', vibe: 'Oriental', occasion: 'Elegant-Occasions', longevity: 5,
    topNotes: ['Saffron', 'Mandarin'], middleNotes: ['Labdanum', 'Incense'], baseNotes: ['Amber', 'Vanilla', 'Oud'],
    description: 'Candlelight on resin: saffron, incense and a deep amber that lasts all night.', richDescription: story('A dense extrait with a saffron glow, labdanum and frankincense in the heart, and oud underneath.') },
  { slug: 'linen-hour', name: 'Linen Hour', brand: 'Atelier Blanc', priceCents: 2600, category: 'standard', gender: 'female', season: 'summer', concentration: 'Eau de Toilette', vibe: 'Fresh', occasion: 'Everyday-Essentials', longevity: 3,
    topNotes: ['Aldehydes', 'Lemon'], middleNotes: ['Lily of the Valley', 'Orange Blossom'], baseNotes: ['Clean Musk', 'Iris'],
    description: 'Sheets drying in the sun and a bowl of lemons on the table.', richDescription: story('Soft aldehydes and lily of the valley over a powdery iris and musk: clean without being soapy.') },
  { slug: 'fig-orchard', name: 'Fig Orchard', brand: 'Maison Verelle', priceCents: 3400, category: 'premium', gender: 'unisex', season: 'fall', concentration: 'Eau de Parfum', vibe: 'Woody', occasion: 'Night-Out', longevity: 4,
    topNotes: ['Fig Leaf', 'Blackcurrant'], middleNotes: ['Fig Milk', 'Coconut'], baseNotes: ['Sandalwood', 'Cedarwood'],
    description: 'Green fig leaves crushed between the fingers, and creamy fruit in the shade.', richDescription: story('A fig from leaf to milk: green and sharp at first, then creamy sandalwood for the evening.') },
  { slug: 'tobacco-study', name: 'Tobacco Study', brand: 'Halden Parfums', priceCents: 3900, category: 'premium', gender: 'male', season: 'winter', concentration: 'Eau de Parfum', vibe: 'Oriental', occasion: 'Elegant-Occasions', longevity: 5,
    topNotes: ['Cinnamon', 'Plum'], middleNotes: ['Tobacco Leaf', 'Honey'], baseNotes: ['Benzoin', 'Vetiver'],
    description: 'Pipe tobacco, dried plums and honey by a library fire.', richDescription: story('Sweet tobacco leaf with plum and cinnamon, settled on benzoin and a thread of smoky vetiver.') },
  { slug: 'green-office', name: 'Green Office', brand: 'Coastline', priceCents: 2200, category: 'standard', gender: 'male', season: 'spring', concentration: 'Eau de Cologne', vibe: 'Floral', occasion: 'Professional-Aura', longevity: 2,
    topNotes: ['Basil', 'Neroli'], middleNotes: ['Geranium', 'Violet Leaf'], baseNotes: ['Vetiver', 'Musk'],
    description: 'Basil on the windowsill, neroli and geranium: a crisp shirt of a scent.', richDescription: story('Herbal and floral at once, quiet enough for a meeting room and bright enough for spring.') },
];
