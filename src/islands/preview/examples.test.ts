import { describe, expect, it } from 'vitest';
import { LOCALES, REGION_CODES } from '../../../regions/constants.ts';
import { profileCardSchema } from '../../lib/api/common.ts';
import { publicProfileSchema, punterProfileSchema } from '../../lib/api/profiles.ts';
import { VENUE_AMENITIES } from '../../domain/venues.ts';
import { exampleFavourites, exampleGalleries, examplePunter, exampleVenue } from './examples.ts';

describe('preview examples', () => {
  it.each(LOCALES.flatMap((locale) => REGION_CODES.map((region) => [locale, region] as const)))(
    'are valid API shapes in %s for %s, with adults only and links that stay in the previews',
    (locale, region) => {
      const venue = publicProfileSchema.parse(exampleVenue(locale, region));
      expect(venue.currency).toBe(venue.priceFrom?.currency);
      expect(venue.venue?.amenities.every((a) => (VENUE_AMENITIES as readonly string[]).includes(a))).toBe(true);
      const cards = [...venue.venue!.escorts, ...exampleFavourites(locale, region), ...exampleGalleries(locale, region).map((g) => g.card)];
      for (const card of cards) {
        profileCardSchema.parse(card);
        expect(card.age).toBeGreaterThanOrEqual(18);
        expect(card.path.startsWith('/__static/')).toBe(true);
      }
      punterProfileSchema.parse(examplePunter(region));
      expect(venue.contact.website).toMatch(/^https:\/\/[a-z-]+\.example$/);
    },
  );
});
