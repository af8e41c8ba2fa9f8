import { expect, test } from 'vitest';
import type { Address, PlaceSummary } from '../../lib/api/search.ts';
import { placeLabel, withAddress, withPlace } from './place.ts';
import type { LocationValues } from './values.ts';

const EMPTY: LocationValues = {
  place_query: 'Kal',
  place_id: null,
  city: '',
  country: 'DE',
  street: 'Hauptstraße 5',
  suburb: '',
  postcode: '',
  display_address: false,
  lat: null,
  lon: null,
  location_additional_info: '',
};

const KALK: PlaceSummary = {
  slug: 'koeln-kalk',
  name: 'Kalk',
  kind: 'district',
  state: { slug: 'nordrhein-westfalen', name: 'Nordrhein-Westfalen' },
  city: { slug: 'koeln', name: 'Köln' },
  lat: 50.94,
  lon: 7.0,
  population: 120000,
  listings: 3,
  distanceKm: null,
};

test('it labels a district with its town and a town with its state', () => {
  expect(placeLabel(KALK)).toBe('Kalk, Köln');
  expect(placeLabel({ ...KALK, kind: 'place', name: 'Köln', city: null })).toBe('Köln, Nordrhein-Westfalen');
});

test('a chosen district sets the town, the suburb, the centre and the id, and keeps the street', () => {
  expect(withPlace(EMPTY, KALK, 77, 'de')).toMatchObject({
    place_query: 'Kalk, Köln',
    place_id: 77,
    city: 'Köln',
    suburb: 'Kalk',
    country: 'DE',
    lat: 50.94,
    lon: 7.0,
    street: 'Hauptstraße 5',
  });
});

test('a chosen address sets its area as the place', () => {
  const address: Address = {
    label: 'Hauptstraße 5, 51103 Köln',
    street: 'Hauptstraße 5',
    postcode: '51103',
    city: 'Köln',
    suburb: 'Kalk',
    state: 'Nordrhein-Westfalen',
    country: 'DE',
    lat: 50.94,
    lon: 7.0,
    placeSlug: 'koeln-kalk',
    areaId: 77,
    osmId: null,
  };
  expect(withAddress(EMPTY, address)).toMatchObject({ place_query: 'Kalk, Köln', place_id: 77, postcode: '51103', lat: 50.94 });
});
