import { describe, expect, it } from 'vitest';
import { parseVariantName, variantBaseOf, variantUrl } from './image-variants.ts';

describe('image variant names', () => {
  it('derives the URL of a variant from a stored WebP original', () => {
    expect(variantUrl('/uploads/seed-ambre-nuit.webp', 480, 'avif')).toBe('/uploads/seed-ambre-nuit-w480.avif');
    expect(variantUrl('/uploads/3f0c9a4e-1b2c-4d5e-8f90-123456789abc.webp', 320, 'webp')).toBe('/uploads/3f0c9a4e-1b2c-4d5e-8f90-123456789abc-w320.webp');
  });

  it('has none for images that are not stored uploads, or are variants already', () => {
    expect(variantBaseOf('/images/placeholder-bottle.svg')).toBeNull();
    expect(variantBaseOf('https://example.com/uploads/a.webp')).toBeNull();
    expect(variantBaseOf('/uploads/a.png')).toBeNull();
    expect(variantBaseOf('/uploads/a-w480.webp')).toBeNull();
    expect(variantBaseOf('/uploads/../a.webp')).toBeNull();
  });

  it('reads a variant name back, only for the widths offered', () => {
    expect(parseVariantName('seed-x-1-w800.webp')).toEqual({ original: 'seed-x-1.webp', width: 800, format: 'webp' });
    expect(parseVariantName('abc-w320.avif')).toEqual({ original: 'abc.webp', width: 320, format: 'avif' });
    expect(parseVariantName('abc-w500.avif')).toBeNull();
    expect(parseVariantName('abc.webp')).toBeNull();
    expect(parseVariantName('abc-w320.png')).toBeNull();
  });

  it('never reads a variant of a variant, whatever widths it names', () => {
    expect(parseVariantName('seed-fig-orchard-w800-w480.webp')).toBeNull();
    expect(parseVariantName('abc-w480-w320.avif')).toBeNull();
    expect(parseVariantName('abc-w999-w320.avif')).toBeNull();
  });
});
