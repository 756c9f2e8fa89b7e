import { describe, expect, it } from 'vitest';
import type { Product } from '#domain/schemas/product.ts';
import type { CatalogueRow } from '#src/platform/local-db.ts';
import { deviceFeatured, searchDeviceCatalogue } from './device-catalogue.ts';

let n = 0;
function row(over: Partial<Product>, savedAt = 1000): CatalogueRow {
  n += 1;
  const product: Product = {
    id: over.id ?? `p${String(n).padStart(3, '0')}`,
    _id: '',
    name: `Scent ${n}`,
    description: '',
    richDescription: '',
    descriptionFr: '',
    richDescriptionFr: '',
    image: '/uploads/x.webp',
    images: [],
    brand: 'Maison',
    price: 20,
    category: 'standard',
    countInStock: 5,
    rating: 0,
    numReviews: 0,
    isFeatured: false,
    isPublished: true,
    gender: 'unisex',
    season: 'spring',
    concentration: 'Eau de Parfum',
    vibe: 'Fresh',
    occasion: 'Everyday-Essentials',
    longevity: 3,
    topNotes: [],
    middleNotes: [],
    baseNotes: [],
    createdAt: `2026-01-${String(n).padStart(2, '0')}T00:00:00.000Z`,
    updatedAt: '',
    ...over,
  };
  return { id: product.id, product, savedAt };
}

describe('searchDeviceCatalogue (DESIGN §3 rules, offline)', () => {
  it('matches every keyword term in name, brand or notes, case-insensitively, in any order', () => {
    const rows = [
      row({ name: 'Rose Noire', brand: 'Atelier' }),
      row({ name: 'Jardin', brand: 'ROSE & Co', baseNotes: ['Oud'] }),
      row({ name: 'Bois', middleNotes: ['Damask rose'], topNotes: ['Pepper'] }),
      row({ name: 'Citrus', topNotes: ['Bergamot'] }),
    ];
    const names = (keyword: string) => searchDeviceCatalogue(rows, { keyword, page: 1 }).products.map((p) => p.name);
    expect(names('rose')).toEqual(['Bois', 'Jardin', 'Rose Noire']);
    expect(names('oud ROSE')).toEqual(['Jardin']);
    expect(names('pepper   damask')).toEqual(['Bois']);
    expect(names('vanilla')).toEqual([]);
  });

  it('applies occasion, vibe and season exactly, together with the keyword', () => {
    const rows = [
      row({ name: 'A', season: 'winter', vibe: 'Oriental' }),
      row({ name: 'B', season: 'winter', vibe: 'Woody' }),
      row({ name: 'C', season: 'summer', vibe: 'Oriental', occasion: 'Night-Out' }),
    ];
    expect(searchDeviceCatalogue(rows, { season: 'winter', page: 1 }).total).toBe(2);
    expect(searchDeviceCatalogue(rows, { season: 'winter', vibe: 'Oriental', page: 1 }).products.map((p) => p.name)).toEqual(['A']);
    expect(searchDeviceCatalogue(rows, { occasion: 'Night-Out', keyword: 'c', page: 1 }).products.map((p) => p.name)).toEqual(['C']);
  });

  it('pages by 8, newest first, and says how many pages there are', () => {
    const rows = Array.from({ length: 19 }, (_, i) => row({ name: `N${i}` }));
    const first = searchDeviceCatalogue(rows, { page: 1 });
    expect(first).toMatchObject({ page: 1, pages: 3, total: 19 });
    expect(first.products).toHaveLength(8);
    expect(first.products[0]!.name).toBe('N18');
    expect(searchDeviceCatalogue(rows, { page: 3 }).products.map((p) => p.name)).toEqual(['N2', 'N1', 'N0']);
    expect(searchDeviceCatalogue(rows, { page: 4 })).toMatchObject({ products: [], pages: 3, total: 19 });
    expect(searchDeviceCatalogue([], { page: 1 })).toMatchObject({ pages: 1, total: 0 });
  });

  it('dates the answer by the oldest scent shown', () => {
    const rows = [row({ name: 'Old' }, 100), row({ name: 'New' }, 900)];
    expect(searchDeviceCatalogue(rows, { page: 1 }).savedAt).toBe(100);
    expect(searchDeviceCatalogue(rows, { keyword: 'new', page: 1 }).savedAt).toBe(900);
  });

  it('lists the featured scents kept on the device, newest first', () => {
    const rows = [row({ name: 'F1', isFeatured: true }, 300), row({ name: 'X' }), row({ name: 'F2', isFeatured: true }, 200)];
    const featured = deviceFeatured(rows);
    expect(featured.map((p) => p.name)).toEqual(['F2', 'F1']);
    expect(featured.savedAt).toBe(200);
  });
});
