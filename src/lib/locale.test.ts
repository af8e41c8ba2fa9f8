import { describe, expect, test } from 'vitest';
import { regions } from '../../regions/index.ts';
import { REGION_CODES } from '../../regions/constants.ts';
import { cookieValue, offeredLocales, resolveLocale } from './locale.ts';

const edition = (code: (typeof REGION_CODES)[number]) => ({
  defaultLocale: regions[code].defaultLocale,
  locales: offeredLocales(regions[code]),
});

describe('the locale a page speaks (edition × cookie)', () => {
  test('UK and AU (no selector) always speak English, whatever the cookie says', () => {
    for (const code of ['uk', 'au'] as const) {
      expect(offeredLocales(regions[code])).toEqual(['en']);
      for (const cookie of ['de', 'ro', 'it', 'en', undefined, 'xx'])
        for (const page of ['seo', 'app'] as const)
          expect(resolveLocale(edition(code), cookie, page), `${code} ${cookie} ${page}`).toBe('en');
    }
  });

  test('DE, AT and IT offer de, en, ro and it; app pages follow the cookie among them', () => {
    for (const code of ['de', 'at', 'it'] as const) {
      expect([...offeredLocales(regions[code])].sort()).toEqual(['de', 'en', 'it', 'ro']);
      expect(resolveLocale(edition(code), 'en', 'app')).toBe('en');
      expect(resolveLocale(edition(code), 'ro', 'app')).toBe('ro');
      expect(resolveLocale(edition(code), undefined, 'app')).toBe(regions[code].defaultLocale);
      expect(resolveLocale(edition(code), 'fr', 'app')).toBe(regions[code].defaultLocale);
    }
  });

  test('SEO pages speak the edition language whatever the cookie says', () => {
    for (const code of REGION_CODES)
      for (const cookie of ['de', 'en', 'ro', 'it']) expect(resolveLocale(edition(code), cookie, 'seo')).toBe(regions[code].defaultLocale);
  });

  test('it reads the cookie from a Cookie header', () => {
    expect(cookieValue('a=1; i18n_redirected=en; b=2', 'i18n_redirected')).toBe('en');
    expect(cookieValue('i18n_redirectedx=en', 'i18n_redirected')).toBeUndefined();
    expect(cookieValue(undefined, 'i18n_redirected')).toBeUndefined();
  });
});
