/** The example data in the page's locale and edition (see examples.ts). */
import { useMemo } from 'react';
import { localeTag, weekdayNames } from '../../lib/format.ts';
import { useApp } from '../app/context.ts';
import { exampleFavourites, exampleGalleries, examplePunter, exampleVenue } from './examples.ts';

/** Example data and the formatting the public components need. */
export function useExamples() {
  const { locale, region } = useApp();
  return useMemo(() => {
    const tag = localeTag(locale, region.code);
    const venue = exampleVenue(locale, region.code);
    return {
      tag,
      days: weekdayNames(tag),
      venue,
      // The example venue always has its venue part.
      venueDetails: venue.venue!,
      punter: examplePunter(region.code),
      vipPunter: examplePunter(region.code, true),
      favourites: exampleFavourites(locale, region.code),
      galleries: exampleGalleries(locale, region.code),
    };
  }, [locale, region.code]);
}
