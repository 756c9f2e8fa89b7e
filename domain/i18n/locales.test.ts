import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath } from './locales.ts';

describe('the language of a path', () => {
  it('is French under /fr, the page being the rest', () => {
    expect(localeOfPath('/fr')).toEqual({ locale: 'fr', page: '/' });
    expect(localeOfPath('/fr/')).toEqual({ locale: 'fr', page: '/' });
    expect(localeOfPath('/fr/explore-scents/abc')).toEqual({ locale: 'fr', page: '/explore-scents/abc' });
  });

  it('is English anywhere else, /fresh and /france included', () => {
    expect(localeOfPath('/')).toEqual({ locale: 'en', page: '/' });
    expect(localeOfPath('/fresh')).toEqual({ locale: 'en', page: '/fresh' });
    expect(localeOfPath('/explore-scents/search/france')).toEqual({ locale: 'en', page: '/explore-scents/search/france' });
  });

  it('goes both ways', () => {
    for (const page of ['/', '/cart', '/explore-scents/search/rose/page/2']) {
      expect(localeOfPath(localizedPath('fr', page))).toEqual({ locale: 'fr', page });
      expect(localeOfPath(localizedPath('en', page))).toEqual({ locale: 'en', page });
    }
    expect(localizedPath('fr', '/')).toBe('/fr/');
  });
});
