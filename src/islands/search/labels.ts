/**
 * Texts of the search and featured islands. The static page passes the entries it needs in its own
 * language as one JSON string (small props, no dictionary download); when the visitor's locale
 * differs, the island loads that locale's `search` strings and switches.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Locale } from '../../../regions/constants.ts';
import { CARD_KEYS, translateWith, type Translate } from '../../components/cards/format.ts';
import { $locale, initLocale } from '../../stores/locale.ts';

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
  'search.empty',
  'search.error',
  'search.retry',
  'search.pages',
  'search.previous',
  'search.next',
  'search.page',
  'search.view',
  'search.viewList',
  'search.viewGallery',
  'search.advert',
  'search.live',
] as const;

/** The i18n keys the featured-profiles island shows. */
export const FEATURED_KEYS = [...CARD_KEYS, 'featured.error', 'featured.all'] as const;

/**
 * The locale the island renders in and its translate function. The first render uses the static
 * page's locale (so it matches the server's HTML); the visitor's locale follows after hydration.
 */
export function useTranslate(labelsJson: string | undefined, staticLocale: Locale): { t: Translate; locale: Locale; ready: boolean } {
  const labels = useMemo(() => (labelsJson ? (JSON.parse(labelsJson) as Record<string, string>) : undefined), [labelsJson]);
  const [locale, setLocale] = useState<Locale>(staticLocale);
  const [dict, setDict] = useState<{ locale: Locale; dict: Record<string, string> } | undefined>();
  useEffect(() => {
    // Search and featured islands sit on SEO pages: they speak the page's language, never the cookie's.
    initLocale({ defaultLocale: staticLocale, locales: [staticLocale] }, 'seo');
    return $locale.subscribe(setLocale);
  }, [staticLocale]);
  const needsDictionary = !labels || locale !== staticLocale;
  useEffect(() => {
    if (!needsDictionary) return;
    // The dictionary store loads namespaces on demand: only pages whose visitor reads another language need it.
    let unsubscribe: (() => void) | undefined;
    let live = true;
    void import('../../stores/dictionary.ts').then(({ $dictionary, loadNamespaces }) => {
      if (!live) return;
      void loadNamespaces(['common', 'search']);
      unsubscribe = $dictionary.subscribe((d) => {
        if (d?.namespaces.search) setDict({ locale: d.locale, dict: { ...d.namespaces.common, ...d.namespaces.search } });
      });
    });
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, [needsDictionary]);
  const t = useMemo(() => {
    if (!needsDictionary) return translateWith(labels);
    if (dict?.locale === locale) return translateWith(dict.dict);
    return translateWith(labels ?? {});
  }, [needsDictionary, labels, dict, locale]);
  const loaded = dict?.locale === locale;
  return { t, locale: needsDictionary && !loaded ? staticLocale : locale, ready: !needsDictionary || loaded || labels !== undefined };
}

/** BCP 47 tag for numbers and money: the region's own tag in its default locale, else the locale. */
export function numberLocaleOf(locale: Locale, staticLocale: Locale, htmlLang: string): string {
  return locale === staticLocale ? htmlLang : locale;
}
