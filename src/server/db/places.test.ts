import { expect, test } from 'vitest';
import { PlaceIndex, STATE_RADIUS_KM, TOWN_RADIUS_KM, type PlaceRow } from './places.ts';

const row = (id: number, kind: PlaceRow['kind'], lat: number, lon: number, extra: Partial<PlaceRow> = {}): PlaceRow => ({
  id,
  region: 'de',
  slug: `p${id}`,
  name: `P${id}`,
  kind,
  stateId: 1,
  parentId: null,
  stateSlug: 'p1',
  lat,
  lon,
  population: 1000,
  folded: [],
  ...extra,
});

// A state whose centre lies beside the point, a town 10 km north of (50, 8), a district of it.
const index = new PlaceIndex([
  row(1, 'state', 50, 8),
  row(2, 'place', 50.09, 8),
  row(3, 'district', 50.1, 8.01, { parentId: 2 }),
  row(4, 'place', 45, 8, { region: 'it' }),
]);

test('a point takes the nearest town or district, never the state whose centre is nearer', () => {
  expect(index.placeAt('de', 50, 8)?.id).toBe(2);
  expect(index.placeAt('de', 50.1, 8.01)?.id).toBe(3);
});

test(`beyond ${TOWN_RADIUS_KM} km of every town a point takes the nearest town's state, beyond ${STATE_RADIUS_KM} km nothing`, () => {
  expect(index.placeAt('de', 49.7, 8)?.id).toBe(1);
  expect(index.placeAt('de', 48.5, 8)).toBeUndefined();
  // Places of another region never count.
  expect(index.placeAt('it', 50, 8)).toBeUndefined();
});

test('autocomplete puts the name itself first, then names starting with it, then names with a word starting with it', () => {
  const named = (id: number, name: string, population: number, kind: PlaceRow['kind'] = 'place') =>
    row(id, kind, 51, 0, { region: 'uk', name, population, folded: [name.toLowerCase()] });
  const uk = new PlaceIndex([
    named(10, 'west end of london', 10_575, 'district'),
    named(11, 'londonderry', 87_153),
    named(12, 'london', 50_000, 'state'),
    named(13, 'city of london', 8_072),
    named(14, 'new londonia', 90_000),
  ]);
  expect(uk.autocomplete('uk', 'London', 10).map((p) => p.id)).toEqual([12, 11, 14, 10, 13]);
  expect(uk.autocomplete('uk', 'lond', 10).map((p) => p.id)).toEqual([11, 12, 14, 10, 13]);
  expect(uk.autocomplete('uk', 'of london', 10).map((p) => p.id)).toEqual([10, 13]);
  expect(uk.autocomplete('uk', 'London', 2, 'place').map((p) => p.id)).toEqual([11, 14]);
  expect(uk.autocomplete('uk', '  ', 10)).toEqual([]);
});
