/**
 * The example data of every /__static/ preview, in one place: a fictional venue ("Villa Aurora")
 * with two fictional adult escorts, and a fictional member with favourites, saved searches and
 * subscribed galleries. No real person or business; pictures are abstract (scene.ts). Texts a
 * venue or member would type themselves come per locale; labels come from the dictionaries.
 */
import type { Locale, RegionCode } from '../../../regions/constants.ts';
import type { ProfileCard } from '../../lib/api/common.ts';
import type { PublicProfile, PunterProfile } from '../../lib/api/profiles.ts';
import { scene } from './scene.ts';

/** Where example links lead: back to the previews, never to a real profile. */
const VENUE_PATH = '/__static/establishment/profile/';
const PUNTER_PATH = '/__static/punter/profile/';

const TEXTS: Record<Locale, { slogan: string; about: string; food: string[]; city: string }> = {
  de: {
    slogan: 'Stilvoll entspannen in der Altstadt',
    about:
      'Villa Aurora ist ein Beispiel: So erscheint der Text, mit dem sich ein Betrieb vorstellt – Ambiente, Zimmer, Team und was Gäste erwartet.',
    food: ['Softdrinks inklusive', 'Sekt und Cocktails an der Bar', 'Kaffee und Tee', 'Obstteller'],
    city: 'Musterstadt',
  },
  en: {
    slogan: 'Relax in style in the old town',
    about:
      'Villa Aurora is an example: this is where a venue introduces itself – the atmosphere, the rooms, the team and what guests can expect.',
    food: ['Soft drinks included', 'Sparkling wine and cocktails at the bar', 'Coffee and tea', 'Fruit platter'],
    city: 'Exampleton',
  },
  ro: {
    slogan: 'Relaxare cu stil în centrul vechi',
    about: 'Villa Aurora este un exemplu: aici se prezintă un local – atmosfera, camerele, echipa și ce îi așteaptă pe oaspeți.',
    food: ['Băuturi răcoritoare incluse', 'Spumant și cocktailuri la bar', 'Cafea și ceai', 'Platou cu fructe'],
    city: 'Orașul Exemplu',
  },
  it: {
    slogan: 'Relax con stile nel centro storico',
    about: 'Villa Aurora è un esempio: qui un locale si presenta – l’atmosfera, le camere, lo staff e cosa aspetta gli ospiti.',
    food: ['Bibite analcoliche incluse', 'Spumante e cocktail al bar', 'Caffè e tè', 'Piatto di frutta'],
    city: 'Città Esempio',
  },
};

const CURRENCY: Record<RegionCode, 'EUR' | 'GBP' | 'AUD'> = { de: 'EUR', at: 'EUR', it: 'EUR', uk: 'GBP', au: 'AUD' };

const noBadges = { verified: false, gold: false, new: false, video: false, ai: false };

/** An example escort card (adults only: every age is 18 or more). */
function card(id: number, name: string, age: number, hue: number, city: string, region: RegionCode, path = VENUE_PATH): ProfileCard {
  return {
    id,
    profileType: 'ESCORT',
    name,
    age,
    city,
    placeSlug: null,
    path,
    photo: { url: scene(hue, 600, 800), width: 600, height: 800 },
    photosCount: 6,
    services: [],
    priceFrom: { amountMinor: 15000, currency: CURRENCY[region] },
    badges: { ...noBadges, verified: id % 2 === 0 },
    availableNow: false,
    availableNowUntil: null,
    distanceKm: null,
  };
}

/** The example venue's public profile in `locale` (prices in the edition's currency). */
export function exampleVenue(locale: Locale, region: RegionCode): PublicProfile {
  const x = TEXTS[locale];
  return {
    id: 0,
    profileType: 'venue',
    name: 'Villa Aurora',
    slogan: x.slogan,
    about: x.about,
    age: null,
    region,
    currency: CURRENCY[region],
    path: VENUE_PATH,
    location: {
      city: x.city,
      suburb: null,
      street: null,
      postcode: null,
      country: null,
      placeSlug: null,
      stateSlug: null,
      lat: null,
      lon: null,
    },
    features: {
      gender: null,
      ethnicity: null,
      nationality: null,
      skin_color: null,
      body_type: null,
      breast_size: null,
      hair_color: null,
      hair_length: null,
      eye_color: null,
      cup_size: null,
      dress_size: null,
      height_cm: null,
      languages: [],
    },
    userType: null,
    meetingLocation: null,
    venue: {
      kind: 'club',
      sectionTitle: null,
      amenities: ['parking', 'shower', 'bar', 'sauna', 'whirlpool_rooms', 'wifi', 'card_payment', 'discreet_entrance'],
      foodAndDrinks: x.food,
      escorts: [card(-1, 'Aurelia', 27, 330, x.city, region), card(-2, 'Bianca', 31, 200, x.city, region)],
    },
    services: [],
    prices: [
      { durationMinutes: 30, incall: { amountMinor: 9000, currency: CURRENCY[region] }, outcall: null },
      { durationMinutes: 60, incall: { amountMinor: 15000, currency: CURRENCY[region] }, outcall: null },
    ],
    priceFrom: { amountMinor: 9000, currency: CURRENCY[region] },
    availability: [0, 1, 2, 3, 4]
      .map((weekday) => ({ weekday, opens: '12:00', closes: '02:00' }))
      .concat([{ weekday: 5, opens: '14:00', closes: '04:00' }]),
    photos: [
      { id: -10, url: scene(20, 1280, 427), width: 1280, height: 427, isMain: true },
      { id: -11, url: scene(260, 800, 1000), width: 800, height: 1000, isMain: false },
      { id: -12, url: scene(160, 800, 1000), width: 800, height: 1000, isMain: false },
    ],
    photosCount: 3,
    lockedPhotosCount: 0,
    // Reserved example domain (RFC 2606): nothing real behind it.
    contact: { phone: null, whatsapp: false, telegram: null, email: null, website: 'https://villa-aurora.example' },
    badges: { ...noBadges, verified: true },
    availableNow: false,
    availableNowUntil: null,
    rating: { average: null, count: 0 },
    memberSince: '2024-03-01T00:00:00.000Z',
    publishedAt: '2024-03-01T00:00:00.000Z',
    ai: null,
  };
}

/** The example member's public page. */
export function examplePunter(region: RegionCode, vip = false): PunterProfile {
  return {
    id: 0,
    profileType: 'punter',
    name: 'nightowl',
    region,
    path: PUNTER_PATH,
    memberSince: '2023-09-01T00:00:00.000Z',
    isVip: vip,
    reviewsCount: 4,
  };
}

/** The example member's favourites. */
export function exampleFavourites(locale: Locale, region: RegionCode): ProfileCard[] {
  const city = TEXTS[locale].city;
  return [
    card(-21, 'Aurelia', 27, 330, city, region, PUNTER_PATH),
    card(-22, 'Carla', 35, 20, city, region, PUNTER_PATH),
    card(-23, 'Delia', 24, 280, city, region, PUNTER_PATH),
  ];
}

/** A saved search: the category and place it looks at, its filters, and what is new since the last visit. */
export interface ExampleSavedSearch {
  id: number;
  category: 'escort' | 'eroticMassage' | 'venue';
  filters: ('verified' | 'video' | 'new')[];
  newCount: number;
}

/** The example member's saved searches. */
export const EXAMPLE_SAVED_SEARCHES: readonly ExampleSavedSearch[] = [
  { id: 1, category: 'escort', filters: ['verified'], newCount: 3 },
  { id: 2, category: 'eroticMassage', filters: [], newCount: 0 },
  { id: 3, category: 'venue', filters: ['video', 'new'], newCount: 1 },
];

/** The example member's subscribed galleries: the profile and the photos added since the last visit. */
export function exampleGalleries(locale: Locale, region: RegionCode): { card: ProfileCard; newPhotos: number }[] {
  const city = TEXTS[locale].city;
  return [
    { card: card(-31, 'Bianca', 31, 200, city, region, PUNTER_PATH), newPhotos: 4 },
    { card: card(-32, 'Elena', 29, 100, city, region, PUNTER_PATH), newPhotos: 0 },
  ];
}

/** The example city's name in `locale`. */
export const exampleCity = (locale: Locale) => TEXTS[locale].city;
