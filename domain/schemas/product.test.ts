import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { messages } from '../messages.ts';
import { isImageReference, productInputSchema, productQuerySchema } from './product.ts';
import { fieldErrors } from './validation.ts';

const valid = {
  name: 'Oud Nights',
  description: 'A smoky oud.',
  richDescription: '',
  image: '/uploads/oud.webp',
  images: ['/uploads/oud-1.webp', 'https://cdn.example.com/oud-2.webp'],
  brand: 'Maison Sillage',
  price: 24.99,
  category: 'premium',
  countInStock: 7,
  isFeatured: true,
  gender: 'unisex',
  season: 'winter',
  concentration: 'Eau de Parfum',
  vibe: 'Oriental',
  occasion: 'Night-Out',
  longevity: 4,
  topNotes: ['Saffron'],
  middleNotes: ['Rose'],
  baseNotes: ['Oud', 'Amber'],
};
const errors = (input: unknown) => fieldErrors(v.safeParse(productInputSchema, input));

describe('productInputSchema', () => {
  it('accepts a full product and drops rating, numReviews and unknown keys', () => {
    const output = v.parse(productInputSchema, { ...valid, rating: 5, numReviews: 900, _id: 'x', user: 'y' });
    // The French texts, not sent, are '' (none yet: French pages show the English ones).
    expect(output).toEqual({ ...valid, descriptionFr: '', richDescriptionFr: '' });
  });

  it('keeps French texts sent with the English ones', () => {
    const output = v.parse(productInputSchema, { ...valid, descriptionFr: 'Un oud fumé.', richDescriptionFr: 'Boisé.' });
    expect(output).toMatchObject({ description: 'A smoky oud.', descriptionFr: 'Un oud fumé.', richDescriptionFr: 'Boisé.' });
  });

  it('fills empty optional lists and rich description', () => {
    const { richDescription: _r, images: _i, topNotes: _t, middleNotes: _m, baseNotes: _b, ...rest } = valid;
    const output = v.parse(productInputSchema, rest);
    expect(output.richDescription).toBe('');
    expect(output.images).toEqual([]);
    expect(output.topNotes).toEqual([]);
  });

  it('takes prices with at most two decimals between 0 and 100,000', () => {
    for (const price of [0, 0.01, 24.99, 19.9, 100000]) {
      expect(v.safeParse(productInputSchema, { ...valid, price }).success, String(price)).toBe(true);
    }
    for (const price of [-0.01, 24.999, 100000.01, Number.NaN, Number.POSITIVE_INFINITY, '24.99']) {
      expect(errors({ ...valid, price }), String(price)).toEqual({ price: messages.priceInvalid });
    }
  });

  it('takes whole stock counts and longevity 1 to 5', () => {
    expect(errors({ ...valid, countInStock: 1.5 })).toEqual({ countInStock: messages.stockInvalid });
    expect(errors({ ...valid, countInStock: -1 })).toEqual({ countInStock: messages.stockInvalid });
    expect(errors({ ...valid, countInStock: 100001 })).toEqual({ countInStock: messages.stockInvalid });
    expect(errors({ ...valid, longevity: 0 })).toEqual({ longevity: messages.longevityInvalid });
    expect(errors({ ...valid, longevity: 6 })).toEqual({ longevity: messages.longevityInvalid });
    expect(errors({ ...valid, longevity: 2.5 })).toEqual({ longevity: messages.longevityInvalid });
  });

  it('refuses values outside the enums', () => {
    expect(errors({ ...valid, category: 'luxury', gender: 'other', season: 'autumn' })).toEqual({
      category: messages.categoryInvalid,
      gender: messages.genderInvalid,
      season: messages.seasonInvalid,
    });
    expect(errors({ ...valid, concentration: 'EDP', vibe: 'Spicy', occasion: 'Brunch' })).toEqual({
      concentration: messages.concentrationInvalid,
      vibe: messages.vibeInvalid,
      occasion: messages.occasionInvalid,
    });
    expect(errors({ ...valid, isFeatured: 'yes' })).toEqual({ isFeatured: messages.featuredInvalid });
  });

  it('requires name, description, brand and image', () => {
    expect(errors({ ...valid, name: ' ', description: '', brand: '', image: '' })).toEqual({
      name: messages.productNameRequired,
      description: messages.descriptionRequired,
      brand: messages.brandRequired,
      image: messages.imageInvalid,
    });
  });

  it('caps galleries and notes', () => {
    const images = Array.from({ length: 11 }, (_, i) => `/uploads/${i}.webp`);
    expect(errors({ ...valid, images })).toEqual({ images: messages.tooManyImages });
    const many = Array.from({ length: 21 }, (_, i) => `Note ${i}`);
    expect(errors({ ...valid, topNotes: many })).toEqual({ topNotes: messages.notesInvalid });
    expect(errors({ ...valid, baseNotes: ['x'.repeat(61)] })).toEqual({ 'baseNotes.0': messages.notesInvalid });
    expect(errors({ ...valid, middleNotes: 'Rose' })).toEqual({ middleNotes: messages.notesInvalid });
  });

  it('refuses script and foreign-scheme image references', () => {
    for (const image of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/x.png',
      '/a b.png',
      'x'.repeat(501),
      'http://cdn.example/a.png',
    ]) {
      expect(isImageReference(image), image).toBe(false);
      expect(errors({ ...valid, image }), image).toEqual({ image: messages.imageInvalid });
    }
    for (const image of ['/images/sample.jpg', 'images/sample.jpg', 'https://cdn.example/uploads/a.png', 'HTTPS://x.y/z.png']) {
      expect(isImageReference(image), image).toBe(true);
    }
  });
});

describe('productQuerySchema', () => {
  it('defaults to page 1 with no filters', () => {
    expect(v.parse(productQuerySchema, {})).toEqual({
      keyword: undefined,
      pageNumber: 1,
      occasion: undefined,
      vibe: undefined,
      season: undefined,
      gender: undefined,
      concentration: undefined,
    });
  });

  it('parses query-string values', () => {
    const output = v.parse(productQuerySchema, {
      keyword: '  oud ',
      pageNumber: '3',
      occasion: 'Night-Out',
      vibe: 'Woody',
      season: 'fall',
      gender: 'male',
      concentration: 'Parfum',
    });
    expect(output).toEqual({
      keyword: 'oud',
      pageNumber: 3,
      occasion: 'Night-Out',
      vibe: 'Woody',
      season: 'fall',
      gender: 'male',
      concentration: 'Parfum',
    });
    expect(v.parse(productQuerySchema, { pageNumber: 2 }).pageNumber).toBe(2);
  });

  it('treats empty keyword and cleared filters as absent', () => {
    expect(v.parse(productQuerySchema, { keyword: '  ', occasion: '' })).toMatchObject({
      keyword: undefined,
      occasion: undefined,
    });
  });

  it('refuses garbage page numbers and unknown filters', () => {
    for (const pageNumber of ['0', '-1', '1.5', 'abc', '2abc', '', '1e3', '9999999999', 0, 1.5]) {
      expect(fieldErrors(v.safeParse(productQuerySchema, { pageNumber })), String(pageNumber)).toEqual({
        pageNumber: messages.pageNumberInvalid,
      });
    }
    expect(fieldErrors(v.safeParse(productQuerySchema, { vibe: 'Spicy' }))).toEqual({ vibe: messages.filterInvalid });
    expect(v.safeParse(productQuerySchema, { keyword: 'x'.repeat(101) }).success).toBe(false);
    expect(v.safeParse(productQuerySchema, { keyword: ['a', 'b'] }).success).toBe(false);
  });
});
