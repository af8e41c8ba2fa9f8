/** Small region tables for unit tests of the routing code (not used by the build). */
import { parseRegion, type Place, type Region, type RegionInput } from '../../../regions/schema.ts';
import type { PublicProfile } from '../api/profiles.ts';

const nav = [{ path: '/sex/', title: 'nav.allGirls' }];

/** Legal data of a fixture region. */
const fixtureLegal: RegionInput['legal'] = {
  paths: { terms: '/terms/', privacy: '/privacy/', imprint: '/imprint/', contact: '/contact/', abuse: '/abuse/' },
  operator: {
    name: 'Example Ltd',
    street: 'Example Street 1',
    postcode: '12345',
    city: 'Example City',
    country: 'Exampleland',
    representative: 'Ann Example',
    responsibleForContent: 'Ann Example',
    email: 'legal@example.test',
    phone: '+49 30 1234567',
  },
  contact: { general: 'hello@example.test', privacy: 'privacy@example.test', abuse: 'abuse@example.test' },
  authority: { name: 'Example Authority', url: 'https://authority.example/' },
  emergency: '110',
  helplines: [{ name: 'Example Helpline', phone: '0800 000 000' }],
};

/** A minimal valid region input; override fields per test. */
export function regionInput(code: 'de' | 'at' | 'uk' | 'au' | 'it', over: Partial<RegionInput> = {}): RegionInput {
  return {
    code,
    prefix: code === 'de' ? '' : `/${code}`,
    country: `country.${code}`,
    isoCountry: code === 'uk' ? 'GB' : code.toUpperCase(),
    defaultLocale: code === 'uk' || code === 'au' ? 'en' : code === 'it' ? 'it' : 'de',
    htmlLang: { de: 'de-DE', at: 'de-AT', uk: 'en-GB', au: 'en-AU', it: 'it-IT' }[code],
    hreflang: { de: 'de-DE', at: 'de-AT', uk: 'en-GB', au: 'en-AU', it: 'it-IT' }[code],
    currency: code === 'uk' ? 'GBP' : code === 'au' ? 'AUD' : 'EUR',
    vat: 19,
    nav,
    mobileNav: nav,
    categories: [
      { id: 1, url: '/sex/', default: true, label: 'cat.sex', filter: {}, placePages: 'all' },
      { id: 12, url: '/trans/', label: 'cat.trans', filter: { features: { gender: 'trans' } }, placePages: ['alpha'] },
    ],
    featuredLocations: ['alpha', 'beta', 'gamma', 'delta', 'alpha', 'beta'].map((place) => ({
      place,
      titlePrefix: 'home.locationPrefix',
      image: place,
    })),
    notFoundPlaces: ['alpha'],
    footerLists: [
      { title: 'footer.popularSearches', places: ['alpha'] },
      { title: 'footer.popularSearches', places: ['beta'] },
    ],
    popularSearches: [
      { path: '/beliebte-suchen/', title: 'popular.h1' },
      { path: '/beliebte-suchen/north/', title: 'popular.h1', state: 'north' },
    ],
    countrySwitcher: { region: code, name: `country.${code}`, flag: `/flags/${code}.svg`, liveIn: `country.liveIn.${code}` },
    legal: fixtureLegal,
    ...over,
  };
}

/** A parsed fixture region. */
export function fixtureRegion(code: 'de' | 'at' | 'uk' | 'au' | 'it', over: Partial<RegionInput> = {}): Region {
  return parseRegion(code, regionInput(code, over));
}

/** One state with four towns on a line, 10 km apart-ish. */
export function fixturePlaces(): Place[] {
  return [
    { slug: 'north', name: 'North', kind: 'state', state: 'north', lat: 50.1, lon: 8.1, population: 400000 },
    { slug: 'alpha', name: 'Alpha', kind: 'place', state: 'north', lat: 50.0, lon: 8.0, population: 200000 },
    { slug: 'beta', name: 'Beta', kind: 'place', state: 'north', lat: 50.1, lon: 8.0, population: 100000 },
    { slug: 'gamma', name: 'Gamma', kind: 'place', state: 'north', lat: 50.2, lon: 8.0, population: 60000 },
    { slug: 'delta', name: 'Delta', kind: 'place', state: 'north', lat: 50.9, lon: 8.0, population: 40000 },
    { slug: 'alpha-east', name: 'Alpha East', kind: 'district', state: 'north', parent: 'alpha', lat: 50.0, lon: 8.05, population: 20000 },
    { slug: 'alpha-west', name: 'Alpha West', kind: 'district', state: 'north', parent: 'alpha', lat: 50.0, lon: 7.95, population: 15000 },
  ];
}

/** A published profile as GET /build/profiles answers it. */
export function fakeProfile(id: number, over: Partial<PublicProfile> = {}): PublicProfile {
  const region = over.region ?? 'de';
  return {
    id,
    profileType: 'ESCORT',
    name: `Profile ${id}`,
    slogan: null,
    about: null,
    age: 25,
    region,
    currency: 'EUR',
    path: `${region === 'de' ? '' : `/${region}`}/users/${id}/`,
    location: {
      city: 'Köln',
      suburb: null,
      street: null,
      postcode: null,
      country: 'DE',
      placeSlug: 'koeln',
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
    venue: null,
    services: [],
    prices: [],
    priceFrom: null,
    availability: [],
    photos: [],
    photosCount: 0,
    lockedPhotosCount: 0,
    contact: { phone: null, whatsapp: false, telegram: null, email: null, website: null },
    badges: { verified: false, gold: false, new: false, video: false, ai: false },
    availableNow: false,
    availableNowUntil: null,
    rating: { average: null, count: 0 },
    memberSince: '2025-01-01T00:00:00.000Z',
    publishedAt: '2025-01-01T00:00:00.000Z',
    ai: null,
    ...over,
  };
}
