import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './image-sources.ts';

describe('imageSrcSet', () => {
  it('lists every width of a stored image in one format', () => {
    expect(imageSrcSet('/uploads/seed-ambre.webp', 'avif')).toBe(
      '/uploads/seed-ambre-w320.avif 320w, /uploads/seed-ambre-w480.avif 480w, /uploads/seed-ambre-w800.avif 800w',
    );
  });

  it('has nothing for images without copies', () => {
    expect(imageSrcSet('/images/placeholder-bottle.svg', 'webp')).toBeNull();
    expect(imageSrcSet('blob:http://localhost/1234', 'webp')).toBeNull();
  });
});
