/**
 * One demo venue or agency: a name from its kind, an address (agencies have none), every-day
 * opening hours, amenities, services and prices.
 */
import type { RegionCode } from '../../../regions/schema.ts';
import { SERVICES } from '../../domain/services.ts';
import { foldName, type PlaceRow } from '../db/places.ts';
import { HOUR_PRICE, MASSAGE_SERVICES, VENUE_KINDS, type VenueKind } from './distributions.ts';
import { addServices, availabilityRows, photoRows } from './profiles.ts';
import type { Rng } from './rng.ts';
import type { Ids, ProfileRow, Statements } from '../db/queries/seed.ts';
import { DAY, isoAt, jitter, postcode, round10 } from './values.ts';
import {
  AMENITIES,
  REGION_COUNTRY,
  REGION_LANG,
  SLOGANS,
  STREETS,
  VENUE_ABOUT,
  VENUE_NAMES,
  VENUE_PREFIX,
  demoPhone,
} from './vocabulary.ts';

/** Write one venue or agency profile. */
export function writeVenue(
  rng: Rng,
  st: Statements,
  ids: Ids,
  now: Date,
  userId: number,
  region: RegionCode,
  place: PlaceRow,
  forced?: { kind: VenueKind; name: string },
): void {
  const lang = REGION_LANG[region];
  const kind = forced?.kind ?? rng.weighted(VENUE_KINDS[region]);
  const prefix = rng.pick(VENUE_PREFIX[lang][kind]);
  const base = rng.pick(VENUE_NAMES);
  const name = forced?.name ?? (lang === 'en' && kind === 'agency' ? `${base} ${prefix}` : `${prefix} ${base}`);
  const daysAgo = rng.int(0, 900);
  const publishedAt = isoAt(now, daysAgo, rng);
  const [lat, lon] = jitter(rng, place.lat, place.lon, 3);
  const slug = foldName(name).replace(/\s+/g, '-');
  const goldRoll = rng.next();
  const row: ProfileRow = {
    user_id: userId,
    profile_type: 'venue',
    region,
    display_name: name,
    slogan: rng.pick(SLOGANS[lang]),
    about: rng.sample(VENUE_ABOUT[lang], 3).join(' ').replace('{name}', name).replace('{city}', place.name),
    published: 1,
    published_at: publishedAt,
    verified_at: rng.chance(0.7) ? publishedAt : null,
    gold_until: goldRoll < 0.15 ? new Date(now.getTime() + rng.int(5, 90) * DAY).toISOString() : null,
    place_id: place.id,
    city: place.name,
    suburb: null,
    street: kind === 'agency' ? null : `${rng.pick(STREETS[region])} ${rng.int(1, 220)}`,
    postcode: kind === 'agency' ? null : postcode(rng, region),
    country: REGION_COUNTRY[region],
    display_address: kind === 'agency' ? 0 : 1,
    lat,
    lon,
    date_of_birth: null,
    gender: null,
    ethnicity: null,
    nationality: null,
    skin_color: null,
    breast_size: null,
    hair_color: null,
    hair_length: null,
    eye_color: null,
    body_type: null,
    dress_size: null,
    cup_size: null,
    height_cm: null,
    languages: JSON.stringify([lang, 'en'].filter((l, i, a) => a.indexOf(l) === i)),
    user_type: null,
    meeting_location: null,
    venue_kind: kind,
    venue_section_title: kind === 'agency' ? null : name,
    amenities: JSON.stringify(rng.sample(AMENITIES, rng.int(2, 6))),
    phone: demoPhone(region, userId),
    phone_private: 0,
    phone_on_whatsapp: rng.chance(0.5) ? 1 : 0,
    contact_email: `info@${slug}.example`,
    email_private: 0,
    telegram: null,
    website: `https://${slug}.example/`,
    has_video: rng.chance(0.25) ? 1 : 0,
    ai_model: null,
    created_at: publishedAt,
    updated_at: publishedAt,
  };
  st.profile.run(row);
  const keys = ['GIRLFRIEND_EXPERIENCE', 'BLOWJOB', 'HAND_JOB', 'FRENCH_KISSING'];
  if (kind === 'massage_parlour') keys.push('EROTIC_MASSAGE', ...rng.sample(MASSAGE_SERVICES, 3));
  else
    keys.push(
      ...rng.sample(
        SERVICES.map((s) => s.key),
        rng.int(4, 12),
      ),
    );
  if (kind === 'agency') keys.push('DINNER_DATE', 'OVERNIGHT');
  addServices(keys, st, userId);
  const hour = round10(HOUR_PRICE[region] * (0.8 + rng.next() * 0.5));
  for (const [minutes, factor] of [
    [30, 0.6],
    [60, 1],
  ] as const) {
    st.price.run(
      userId,
      minutes,
      kind === 'agency' ? null : round10(hour * factor),
      kind === 'agency' ? round10(hour * factor * 1.3) : null,
    );
  }
  availabilityRows(rng, st, userId, true);
  photoRows(rng, st, ids, userId, rng.int(3, 8), 0, true, publishedAt);
}
