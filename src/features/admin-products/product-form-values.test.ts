import { describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import type { Product } from '#domain/schemas/product.ts';
import { parseNumber, toFormValues, validateProduct } from './product-form-values.ts';

const product: Product = {
  id: 'p1',
  _id: 'p1',
  name: 'Oud Noir',
  description: 'Smoky',
  richDescription: '',
  descriptionFr: '',
  richDescriptionFr: '',
  image: '/uploads/a.webp',
  images: ['/uploads/b.webp'],
  brand: 'Maison',
  price: 24.5,
  category: 'premium',
  countInStock: 3,
  rating: 4,
  numReviews: 2,
  isFeatured: true,
  isPublished: true,
  gender: 'unisex',
  season: 'fall',
  concentration: 'Parfum',
  vibe: 'Woody',
  occasion: 'Night-Out',
  longevity: 4,
  topNotes: ['Saffron'],
  middleNotes: [],
  baseNotes: ['Oud'],
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
};

describe('product form values', () => {
  it('round-trips a product into a valid PUT body (prices shown with two decimals)', () => {
    const values = toFormValues(product);
    expect(values.price).toBe('24.50');
    const result = validateProduct(values);
    expect(result).toEqual({
      ok: true,
      input: expect.objectContaining({ name: 'Oud Noir', price: 24.5, countInStock: 3, topNotes: ['Saffron'], isFeatured: true }),
    });
    // rating and numReviews are the server's to compute: never sent.
    expect(result.ok && 'rating' in result.input).toBe(false);
  });

  it('reports each field with the domain message, by form field', () => {
    const result = validateProduct({ ...toFormValues(product), name: ' ', price: '', countInStock: '2.5', longevity: 6, images: ['javascript:alert(1)'] });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({
      name: messages.productNameRequired,
      price: messages.priceInvalid,
      countInStock: messages.stockInvalid,
      longevity: messages.longevityInvalid,
      images: messages.imageInvalid,
    });
  });

  it('reads only plain decimal numbers', () => {
    expect(parseNumber(' 12.99 ')).toBe(12.99);
    for (const raw of ['', 'abc', '1e3', '0x10', '12,5']) expect(parseNumber(raw)).toBeNaN();
    expect(validateProduct({ ...toFormValues(product), price: '24.999' }).ok).toBe(false);
  });
});
