/** Venue vocabulary with stable codes: the kinds of venue and the amenities a venue can list. */

/** The kinds of venue (SPEC §1): the public profile shows the kind beside the place. */
export const VENUE_KINDS = ['brothel', 'agency', 'studio', 'club', 'massage_parlour'] as const;
export type VenueKind = (typeof VENUE_KINDS)[number];

/** Amenities a venue ticks from a fixed list, so every edition shows them in its own language. */
export const VENUE_AMENITIES = [
  'parking',
  'shower',
  'bar',
  'sauna',
  'pool',
  'whirlpool_rooms',
  'wifi',
  'card_payment',
  'discreet_entrance',
  'air_conditioning',
  'wheelchair_access',
] as const;
export type VenueAmenity = (typeof VENUE_AMENITIES)[number];

/** Most food-and-drink entries a venue lists, and the longest one (characters). */
export const FOOD_AND_DRINKS_LIMITS = { count: 20, length: 60 } as const;
