/**
 * Texts of the search and featured islands. The static page passes the entries it needs in its own
 * language as one JSON string (small props, no dictionary download).
 */
import { useEffect, useMemo } from 'react';
import type { Locale } from '../../../regions/constants.ts';
import { CARD_KEYS, translateWith, type Translate } from '../../components/cards/format.ts';
import { initLocale } from '../../stores/locale.ts';

/** The i18n keys the search island shows. */
export const SEARCH_KEYS = [
  ...CARD_KEYS,
  'listing.heading',
  'listing.empty',
  'listing.skeleton',
  'search.countHeading',
  'search.filters',
  'search.filtersCount',
  'search.filtersLoading',
  'search.filtersError',
  'search.reset',
  'search.showResults',
  'search.showCount.one',
  'search.showCount.other',
  'search.sort',
  'search.sort.recommended',
  'search.sort.newest',
  'search.sort.price_asc',
  'search.sort.price_desc',
  'search.sort.distance',
  'search.filter.gender',
  'search.filter.age',
  'search.filter.ageMin',
  'search.filter.ageMax',
  'search.filter.body_type',
  'search.filter.ethnicity',
  'search.filter.nationality',
  'search.filter.breast_size',
  'search.filter.hair_color',
  'search.filter.services',
  'search.filter.user_type',
  'search.filter.user_type.0',
  'search.filter.user_type.1',
  'search.filter.meeting_location',
  'search.filter.meeting_location.0',
  'search.filter.meeting_location.1',
  'search.filter.any',
  'search.filter.availability',
  'search.filter.available_now',
  'search.empty',
  'search.error',
  'search.retry',
  'search.pages',
  'search.previous',
  'search.next',
  'search.page',
  'search.pastLast',
  'search.lastPage',
  'search.view',
  'search.viewList',
  'search.viewGallery',
  'search.advert',
  'search.live',
  'search.near.button',
  'search.near.locating',
  'search.near.active',
  'search.near.empty',
  'search.near.denied',
  'search.near.unsupported',
  'search.near.unavailable',
  'search.near.timeout',
  'search.partners.heading',
  'search.partners.label',
] as const;

/** The i18n keys the featured-profiles island shows. */
export const FEATURED_KEYS = [...CARD_KEYS, 'featured.error', 'featured.all'] as const;

/**
 * The locale the island renders in and its translate function. Search and featured islands sit on
 * SEO pages, which speak the edition's language whatever the visitor chose (docs/decisions.md
 * "Languages"): the page passes every string in that language, so no dictionary is downloaded.
 */
export function useTranslate(labelsJson: string, staticLocale: Locale): { t: Translate; locale: Locale; ready: boolean } {
  const t = useMemo(() => translateWith(JSON.parse(labelsJson) as Record<string, string>), [labelsJson]);
  useEffect(() => {
    initLocale({ defaultLocale: staticLocale, locales: [staticLocale] }, 'seo');
  }, [staticLocale]);
  return { t, locale: staticLocale, ready: true };
}

/** BCP 47 tag for numbers and money: the region's own tag in its default locale, else the locale. */
export function numberLocaleOf(locale: Locale, staticLocale: Locale, htmlLang: string): string {
  return locale === staticLocale ? htmlLang : locale;
}
