/**
 * One demo escort or AI companion: features that fit together (ethnicity, nationality, name, skin,
 * body), an exact adult age, services, prices, hours and photos.
 */
import type { RegionCode } from '../../../regions/schema.ts';
import { BODY_TYPES, BREAST_SIZES, ETHNICITIES, EYE_COLORS, HAIR_COLORS, HAIR_LENGTHS } from '../../domain/features.ts';
import { SERVICES } from '../../domain/services.ts';
import { foldName, type PlaceRow } from '../db/places.ts';
import { isoDay } from '../time.ts';
import {
  AI_SERVICES,
  COUNTRY_LANGUAGE,
  DOMINA_SERVICES,
  ETHNICITY_WEIGHTS,
  HOUR_PRICE,
  MASSAGE_SERVICES,
  NATIONALITY_BY_ETHNICITY,
  SERVICE_CHANCE,
  SKIN_BY_ETHNICITY,
} from './distributions.ts';
import { aboutText, addServices, aiAboutText, availabilityRows, photoRows } from './profiles.ts';
import { Rng } from './rng.ts';
import type { Ids, ProfileRow, Statements } from '../db/queries/seed.ts';
import { DAY, birthDate, isoAt, jitter, pickAge, postcode, round10 } from './values.ts';
import { AI_MODELS, AI_SLOGANS, FEMALE_NAMES, MALE_NAMES, REGION_COUNTRY, REGION_LANG, SLOGANS, STREETS, demoPhone } from './vocabulary.ts';

export interface PersonOptions {
  region: RegionCode;
  place: PlaceRow;
  gender?: 'female' | 'male' | 'trans';
  ai?: boolean;
  published?: boolean;
  verified?: boolean;
  gold?: boolean;
  name?: string;
}

/** Write one escort (or AI companion) profile with services, prices, hours and photos. */
export function writePerson(rng: Rng, st: Statements, ids: Ids, now: Date, userId: number, o: PersonOptions): void {
  const today = isoDay(now);
  const lang = REGION_LANG[o.region];
  const gender =
    o.gender ??
    (o.ai
      ? 'female'
      : rng.weighted([
          ['female', 80],
          ['trans', 10],
          ['male', 10],
        ] as const));
  const ethnicity = rng.weighted(Object.entries(ETHNICITY_WEIGHTS[o.region]) as [(typeof ETHNICITIES)[number], number][]);
  const [nat, , pool] = rng.weighted(NATIONALITY_BY_ETHNICITY[ethnicity].map((e) => [e, e[1]] as const));
  const nationality = nat === 'local' ? REGION_COUNTRY[o.region] : nat;
  const age = o.ai ? rng.int(21, 35) : pickAge(rng);
  const male = gender === 'male';
  const baseName = o.name ?? (male ? rng.pick(MALE_NAMES[lang]) : rng.pick(pool === 'lang' ? FEMALE_NAMES[lang] : FEMALE_NAMES[pool]));
  const name = o.name ? baseName : gender === 'trans' && rng.chance(0.5) ? `TS ${baseName}` : baseName;
  const mature = age >= 55;
  const body = male
    ? rng.weighted([
        ['athletic', 40],
        ['muscular', 25],
        ['average', 25],
        ['slim', 10],
      ] as const)
    : rng.weighted<(typeof BODY_TYPES)[number]>(
        mature
          ? [
              ['slim', 15],
              ['average', 35],
              ['curvy', 30],
              ['very_curvy', 15],
              ['athletic', 5],
            ]
          : [
              ['very_slim', 8],
              ['slim', 30],
              ['average', 27],
              ['athletic', 12],
              ['muscular', 2],
              ['curvy', 14],
              ['very_curvy', 7],
            ],
      );
  const breast = male
    ? null
    : rng.weighted<(typeof BREAST_SIZES)[number]>(
        body === 'curvy' || body === 'very_curvy'
          ? [
              ['medium', 25],
              ['big', 45],
              ['very_big', 30],
            ]
          : [
              ['small', 20],
              ['medium', 42],
              ['big', 28],
              ['very_big', 10],
            ],
      );
  const cup = breast
    ? (({ small: ['A', 'B'], medium: ['B', 'C'], big: ['D', 'E'], very_big: ['F', 'G'] } as const)[breast][rng.int(0, 1)] ?? null)
    : null;
  const darkHair = ['asian', 'african', 'afro_caribbean', 'arab'].includes(ethnicity);
  const hair =
    mature && rng.chance(0.3)
      ? 'grey'
      : darkHair
        ? rng.weighted<(typeof HAIR_COLORS)[number]>([
            ['black', 65],
            ['dark_brown', 30],
            ['brown', 5],
          ])
        : rng.weighted<(typeof HAIR_COLORS)[number]>([
            ['blonde', 30],
            ['brown', 28],
            ['dark_brown', 20],
            ['black', 14],
            ['red', 8],
          ]);
  const eyes = darkHair ? 'brown' : rng.pick(EYE_COLORS);
  const skin = rng.weighted(SKIN_BY_ETHNICITY[ethnicity]);
  const height = Math.round(Math.max(150, Math.min(200, rng.normal(male ? 180 : 167, 7))));
  const dress = String(
    Math.max(
      32,
      Math.min(
        48,
        { very_slim: 32, slim: 34, average: 38, athletic: 36, muscular: 40, curvy: 42, very_curvy: 46 }[body] + rng.int(-1, 1) * 2,
      ),
    ),
  );
  const languages = [
    ...new Set([lang, ...(rng.chance(0.6) ? ['en'] : []), ...(COUNTRY_LANGUAGE[nationality] ? [COUNTRY_LANGUAGE[nationality]] : [])]),
  ];
  const userType = rng.chance(0.35) ? 1 : 0;
  const meeting = rng.chance(0.4) ? 1 : 0;
  const published = o.published ?? (o.ai ? true : rng.chance(0.96));
  const daysAgo = rng.chance(0.07) ? rng.int(0, 13) : rng.int(14, 420);
  const publishedAt = published ? isoAt(now, daysAgo, rng) : null;
  const createdAt = isoAt(now, daysAgo + rng.int(0, 30), rng);
  const verified = o.verified ?? (!o.ai && rng.chance(0.55));
  const goldRoll = rng.next();
  const goldUntil =
    o.gold === true || (o.gold === undefined && goldRoll < 0.1)
      ? new Date(now.getTime() + rng.int(5, 60) * DAY).toISOString()
      : goldRoll < 0.11
        ? new Date(now.getTime() - rng.int(1, 30) * DAY).toISOString()
        : null;
  const [lat, lon] = jitter(rng, o.place.lat, o.place.lon, 2.5);
  const phonePrivate = !o.ai && rng.chance(0.1);
  const displayAddress = !o.ai && meeting === 0 && rng.chance(0.2);
  const row: ProfileRow = {
    user_id: userId,
    profile_type: o.ai ? 'escort_ai' : 'escort',
    region: o.region,
    display_name: name,
    slogan: rng.pick(SLOGANS[lang]),
    about: aboutText(rng, lang, name, o.place.name),
    published: published ? 1 : 0,
    published_at: publishedAt,
    verified_at: verified ? isoAt(now, Math.max(0, daysAgo - 2), rng) : null,
    gold_until: goldUntil,
    place_id: o.place.id,
    city: o.place.name,
    suburb: null,
    street: displayAddress ? `${rng.pick(STREETS[o.region])} ${rng.int(1, 180)}` : null,
    postcode: displayAddress ? postcode(rng, o.region) : null,
    country: REGION_COUNTRY[o.region],
    display_address: displayAddress ? 1 : 0,
    lat,
    lon,
    date_of_birth: birthDate(today, age, rng),
    gender,
    ethnicity,
    nationality,
    skin_color: skin,
    breast_size: breast,
    hair_color: hair,
    hair_length: male ? 'short' : rng.pick(HAIR_LENGTHS),
    eye_color: eyes,
    body_type: body,
    dress_size: male ? null : dress,
    cup_size: cup,
    height_cm: height,
    languages: JSON.stringify(languages),
    user_type: o.ai ? null : userType,
    meeting_location: o.ai ? null : meeting,
    venue_kind: null,
    venue_section_title: null,
    amenities: '[]',
    phone: o.ai ? null : demoPhone(o.region, userId),
    phone_private: phonePrivate ? 1 : 0,
    phone_on_whatsapp: !o.ai && rng.chance(0.6) ? 1 : 0,
    contact_email: o.ai ? null : `${foldName(name).replace(/\s+/g, '.')}.${userId}@demo.lustmap.test`,
    email_private: phonePrivate ? 0 : 1,
    telegram: !o.ai && rng.chance(0.2) ? `${foldName(name).replace(/\s+/g, '_')}_${userId}` : null,
    website: null,
    has_video: rng.chance(o.ai ? 0.4 : 0.18) ? 1 : 0,
    ai_model: o.ai ? rng.pick(AI_MODELS) : null,
    created_at: createdAt,
    updated_at: publishedAt ?? createdAt,
  };
  if (o.ai) {
    // An AI character speaks as one, never of meetings; its texts come from a generator of its own
    // so the rest of the demo data stays as it was.
    const texts = new Rng(userId);
    row.slogan = texts.pick(AI_SLOGANS[lang]);
    row.about = aiAboutText(texts, lang, name);
  }
  st.profile.run(row);

  // Services: a specialist profile (massage, domina) or a generalist; AI companions are virtual.
  const keys: string[] = [];
  if (o.ai) keys.push(...rng.sample(AI_SERVICES, rng.int(2, AI_SERVICES.length)));
  else {
    const specialist = rng.weighted([
      ['general', 82],
      ['massage', 12],
      ['domina', 6],
    ] as const);
    if (specialist === 'massage') keys.push(...rng.sample(MASSAGE_SERVICES, rng.int(2, 5)), 'EROTIC_MASSAGE');
    if (specialist === 'domina') keys.push(...rng.sample(DOMINA_SERVICES, rng.int(3, 6)), 'DOMINA');
    for (const s of SERVICES) {
      let p = SERVICE_CHANCE[s.key] ?? 0;
      if (specialist !== 'general') p *= 0.3;
      if (s.key === 'THAI' && nationality === 'TH') p = 0.65;
      if (s.key === 'TITTY_FUCK' && (breast === 'big' || breast === 'very_big')) p = 0.6;
      if (meeting === 1 && ['DINNER_DATE', 'OVERNIGHT', 'TRAVEL_COMPANION'].includes(s.key)) p = Math.max(p, 0.45);
      if (meeting === 1 && s.key === 'WEDDING_ESCORTS') p = 0.15;
      if (male && ['TITTY_FUCK', 'FACIAL_CUMSHOT', 'GANGBANG'].includes(s.key)) p = 0;
      if (rng.chance(p)) keys.push(s.key);
    }
    if (keys.length === 0) keys.push('GIRLFRIEND_EXPERIENCE');
  }
  addServices(keys, st, userId);

  if (!o.ai) {
    const hour = round10(HOUR_PRICE[o.region] * (0.75 + rng.next() * 0.7));
    const both = rng.chance(0.3);
    const incall = meeting === 0 || both;
    const outcall = meeting === 1 || both;
    for (const [minutes, factor] of [
      [30, 0.6],
      [60, 1],
      [120, 1.8],
      ...(meeting === 1 && rng.chance(0.4) ? [[720, 6] as const] : []),
    ] as const) {
      if (minutes === 30 && meeting === 1) continue;
      st.price.run(userId, minutes, incall ? round10(hour * factor) : null, outcall ? round10(hour * factor * 1.2) : null);
    }
    availabilityRows(rng, st, userId, false);
  }
  if (published) {
    photoRows(rng, st, ids, userId, o.ai ? rng.int(3, 6) : rng.int(2, 9), rng.chance(0.15) ? rng.int(1, 3) : 0, false, createdAt);
  }
}
