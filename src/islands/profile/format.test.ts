import { expect, test } from 'vitest';
import { translator } from '../../../i18n/index.ts';
import type { PublicProfile } from '../../lib/api/profiles.ts';
import {
  formatDuration,
  localeTag,
  mapUrl,
  metaPlace,
  profileMeta,
  telegramUrl,
  websiteLabel,
  weekdayNames,
  whatsappUrl,
  withHttp,
} from './format.ts';

test('it prefixes http:// to a website without a scheme and keeps https', () => {
  expect(withHttp('venus.example')).toBe('http://venus.example');
  expect(withHttp(' www.venus.example/de ')).toBe('http://www.venus.example/de');
  expect(withHttp('https://venus.example/')).toBe('https://venus.example/');
  expect(withHttp('HTTP://venus.example/')).toBe('HTTP://venus.example/');
});

test('it links a position on the map and contacts to their apps', () => {
  expect(mapUrl(50.9375, 6.96)).toBe('https://www.openstreetmap.org/?mlat=50.93750&mlon=6.96000#map=15/50.93750/6.96000');
  expect(whatsappUrl('+49 151 2345-678')).toBe('https://wa.me/491512345678');
  expect(telegramUrl('@anna_k')).toBe('https://t.me/anna_k');
});

test("it names durations and weekdays in the visitor's language", () => {
  expect(formatDuration(60, 'en-GB')).toBe('1 hour');
  expect(formatDuration(30, 'de-DE')).toBe('30 Minuten');
  expect(formatDuration(120, 'de-AT')).toBe('2 Stunden');
  expect(weekdayNames('en-GB')[0]).toBe('Monday');
  expect(weekdayNames('it-IT')[6]).toBe('domenica');
  expect(localeTag('en', 'uk')).toBe('en-GB');
});

const location = {
  city: null,
  suburb: null,
  street: null,
  postcode: null,
  country: null,
  placeSlug: null,
  stateSlug: null,
  lat: null,
  lon: null,
};

test('it takes the first available of city, suburb and country name for the title', () => {
  expect(metaPlace({ ...location, city: 'Köln', suburb: 'Ehrenfeld', country: 'DE' }, 'de')).toBe('Köln');
  expect(metaPlace({ ...location, suburb: 'Ehrenfeld', country: 'DE' }, 'de')).toBe('Ehrenfeld');
  expect(metaPlace({ ...location, country: 'AT' }, 'de')).toBe('Österreich');
  expect(metaPlace(location, 'de')).toBeNull();
});

test('it writes the title and description from name, place, phone and the venue flag', () => {
  const t = translator('en');
  const base = {
    name: 'Lena',
    profileType: 'ESCORT',
    venue: null,
    location: { ...location, city: 'Köln', suburb: 'Ehrenfeld', country: 'DE' },
    contact: { phone: '+49 151 000', whatsapp: false, telegram: null, email: null, website: null },
  } as unknown as PublicProfile;
  const escort = profileMeta(base, t, 'en');
  expect(escort.title).toBe('Lena – Escort in Köln | Lustmap');
  expect(escort.description).toContain('Ehrenfeld, Köln');
  expect(escort.description).toContain('+49 151 000');
  const venue = profileMeta(
    {
      ...base,
      name: 'Haus Venus',
      profileType: 'venue',
      venue: { kind: 'brothel', sectionTitle: null, amenities: [], foodAndDrinks: [], escorts: [] },
      contact: { ...base.contact, phone: null },
    },
    t,
    'en',
  );
  expect(venue.title).toBe('Haus Venus – Brothel in Köln | Lustmap');
  expect(venue.description).not.toContain('+49');
});

test('it shows a website without its scheme and lone trailing slash', () => {
  expect(websiteLabel('http://club-rouge.example/')).toBe('club-rouge.example');
  expect(websiteLabel('HTTPS://club-rouge.example/de/')).toBe('club-rouge.example/de');
  expect(websiteLabel(' club-rouge.example ')).toBe('club-rouge.example');
});
