import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { placesFileSchema, REGION_CODES, type Place, type RegionCode } from '../regions/schema.ts';
import { formatPlacesJson, generatePlaces, generateRegion, loadCities, placesFilePath, type City } from './gen-places.ts';
import { PLACES_CONFIG, type RegionPlacesConfig } from './places/config.ts';

let nextId = 1000;
function city(name: string, adminCode: string, lat: number, lon: number, population: number, extra: Partial<City> = {}): City {
  return {
    cityId: nextId++,
    name,
    country: 'DE',
    featureCode: 'PPL',
    adminCode,
    population,
    loc: { coordinates: [lon, lat] },
    ...extra,
  };
}

const config: RegionPlacesConfig = {
  region: 'de',
  country: 'DE',
  minPopulation: 1000,
  states: {
    '01': { name: 'Nordrhein-Westfalen', slug: 'nrw' },
    '02': { name: 'Bayern' },
    '03': { name: 'Hamburg' },
  },
  nameOverrides: { Munich: 'München' },
  idNameOverrides: { 1: 'Mülheim an der Ruhr' },
  additions: [{ name: 'Nienberge', admin1: '01', lat: 51.99851, lon: 7.54549, population: 7000 }],
  drop: [2],
};

const fixture: City[] = [
  city('Köln', '01', 50.93333, 6.95, 963395),
  city('Munich', '02', 48.13743, 11.57549, 1260391),
  city('Hamburg', '03', 53.55073, 9.99302, 1739117),
  city('Altona', '03', 53.55, 9.93333, 250192),
  city('Münster', '01', 51.96236, 7.62571, 270184),
  city('Münster', '02', 48.22928, 10.63564, 1078),
  city('Neustadt', '02', 49.73287, 12.17773, 6153),
  city('Neustadt', '02', 48.80007, 11.76839, 12899),
  city('Neustadt', '02', 50.3282, 11.12046, 16715),
  city('Neustadt', '01', 51.19, 7.35, 2000),
  // same name, same state, 3 km apart: one place
  city('Dorf', '01', 51.5, 7.0, 3000),
  city('Dorf', '01', 51.52, 7.03, 2500),
  // a village named like a state, in another state
  city('Bayern', '01', 51.0, 8.0, 1500),
  city('Mülheim', '01', 51.43218, 6.87967, 171000, { cityId: 1 }),
  city('Mülheim', '01', 50.96639, 7.00384, 41711, { featureCode: 'PPLX' }),
  // filtered out
  city('Dropped', '01', 51.1, 7.1, 5000, { cityId: 2 }),
  city('Klein', '01', 51.2, 7.2, 999),
  city('Historic', '02', 48.5, 11.5, 5000, { featureCode: 'PPLH' }),
  city('Wien', '09', 48.2, 16.37, 1691468, { country: 'AT' }),
  city('Rounding', '02', 48.123456, 11.987654, 1200),
  // a city section far from any big city stays a place
  city('Remote Section', '02', 49.5, 12.5, 3000, { featureCode: 'PPLX' }),
];

const byName = (places: Place[], name: string): Place[] => places.filter((p) => p.name === name);
const bySlug = (places: Place[], slug: string): Place | undefined => places.find((p) => p.slug === slug);

describe('generatePlaces on a fixture', () => {
  const places = generatePlaces(fixture, config);

  test('it keeps only rows of the country with enough population and living feature codes', () => {
    const names = places.map((p) => p.name);
    expect(names).not.toContain('Wien');
    expect(names).not.toContain('Klein');
    expect(names).not.toContain('Historic');
  });

  test('it leaves out dropped cityIds', () => {
    expect(places.map((p) => p.name)).not.toContain('Dropped');
  });

  test('it applies name overrides before slugging', () => {
    expect(bySlug(places, 'muenchen')).toMatchObject({ name: 'München', state: 'bayern', population: 1260391 });
    expect(byName(places, 'Munich')).toEqual([]);
  });

  test('it applies cityId overrides ahead of name overrides', () => {
    expect(bySlug(places, 'muelheim-an-der-ruhr')).toMatchObject({ name: 'Mülheim an der Ruhr', population: 171000 });
    expect(bySlug(places, 'muelheim')).toMatchObject({ name: 'Mülheim', population: 41711 });
  });

  test('it adds hand-made places with their state', () => {
    expect(bySlug(places, 'nienberge')).toEqual({
      slug: 'nienberge',
      name: 'Nienberge',
      kind: 'place',
      state: 'nrw',
      lat: 51.9985,
      lon: 7.5455,
      population: 7000,
    });
  });

  test('it gives the plain slug to the most populous place of a name', () => {
    expect(bySlug(places, 'muenster')).toMatchObject({ state: 'nrw', population: 270184 });
    expect(bySlug(places, 'neustadt')).toMatchObject({ state: 'bayern', population: 16715 });
  });

  test('it appends the state slug to a colliding place', () => {
    expect(bySlug(places, 'muenster-bayern')).toMatchObject({ name: 'Münster', population: 1078 });
    expect(bySlug(places, 'neustadt-bayern')).toMatchObject({ population: 12899 });
    expect(bySlug(places, 'neustadt-nrw')).toMatchObject({ population: 2000 });
  });

  test('it numbers a place whose state-suffixed slug is taken too', () => {
    expect(bySlug(places, 'neustadt-bayern-2')).toMatchObject({ population: 6153 });
  });

  test('it keeps state slugs for states and suffixes a place that has a state slug elsewhere', () => {
    expect(bySlug(places, 'bayern')).toMatchObject({ kind: 'state', name: 'Bayern' });
    expect(bySlug(places, 'bayern-nrw')).toMatchObject({ kind: 'place', name: 'Bayern', state: 'nrw' });
  });

  test('it uses the short slug form of a state', () => {
    expect(bySlug(places, 'nrw')).toMatchObject({ kind: 'state', name: 'Nordrhein-Westfalen', state: 'nrw' });
  });

  test('it merges a city into its state when both have the same slug', () => {
    expect(byName(places, 'Hamburg')).toEqual([
      { slug: 'hamburg', name: 'Hamburg', kind: 'state', state: 'hamburg', lat: 53.5507, lon: 9.993, population: 1739117 + 250192 },
    ]);
    expect(bySlug(places, 'altona')).toMatchObject({ kind: 'place', state: 'hamburg' });
  });

  test('it gives a state the sum of its places and their population-weighted centroid', () => {
    const members = places.filter((p) => p.kind === 'place' && p.state === 'bayern');
    const total = members.reduce((s, p) => s + p.population, 0);
    const lat = members.reduce((s, p) => s + p.lat * p.population, 0) / total;
    const bayern = bySlug(places, 'bayern');
    expect(bayern?.population).toBe(total);
    expect(bayern?.lat).toBeCloseTo(lat, 3);
  });

  test('it drops a same-named row of the same state nearby as a duplicate', () => {
    expect(byName(places, 'Dorf')).toEqual([expect.objectContaining({ slug: 'dorf', population: 3000 })]);
  });

  test('it makes a city section near a bigger city a district of that city', () => {
    expect(bySlug(places, 'muelheim')).toMatchObject({ kind: 'district', parent: 'koeln', state: 'nrw' });
  });

  test('it keeps a city section far from big cities, and a non-section near one, a place', () => {
    expect(bySlug(places, 'remote-section')).toMatchObject({ kind: 'place' });
    expect(bySlug(places, 'remote-section')?.parent).toBeUndefined();
    expect(bySlug(places, 'altona')).toMatchObject({ kind: 'place' });
  });

  test('it rounds coordinates to 4 decimals', () => {
    expect(bySlug(places, 'rounding')).toMatchObject({ lat: 48.1235, lon: 11.9877 });
  });

  test('it sorts states by slug, then places by population and slug', () => {
    const kinds = places.map((p) => p.kind);
    expect(kinds.lastIndexOf('state')).toBeLessThan(kinds.indexOf('place'));
    const states = places.filter((p) => p.kind === 'state').map((p) => p.slug);
    expect(states).toEqual(['bayern', 'hamburg', 'nrw']);
    const pops = places.filter((p) => p.kind === 'place').map((p) => p.population);
    expect(pops).toEqual([...pops].sort((a, b) => b - a));
  });

  test('it produces output that parses with the places schema', () => {
    expect(placesFileSchema.parse(places)).toEqual(places);
  });
});

describe('generatePlaces with split admin codes', () => {
  const ukConfig: RegionPlacesConfig = {
    region: 'uk',
    country: 'GB',
    minPopulation: 1000,
    states: { london: { name: 'London' }, 'south-east': { name: 'South East' }, wales: { name: 'Wales' } },
    admin1: { WLS: 'wales' },
    split: { ENG: { london: [['London', 51.5, -0.13]], 'south-east': [['Brighton', 50.83, -0.14]] } },
  };
  const gb = (name: string, admin: string, lat: number, lon: number, pop: number): City =>
    city(name, admin, lat, lon, pop, { country: 'GB' });
  const places = generatePlaces(
    [
      gb('London', 'ENG', 51.5, -0.12, 7000000),
      gb('Croydon', 'ENG', 51.38, -0.1, 170000),
      gb('Worthing', 'ENG', 50.82, -0.37, 99000),
      gb('Cardiff', 'WLS', 51.48, -3.18, 447000),
    ],
    ukConfig,
  );

  test('it assigns a place of a split code to the state of the nearest reference point', () => {
    expect(bySlug(places, 'croydon')?.state).toBe('london');
    expect(bySlug(places, 'worthing')?.state).toBe('south-east');
  });

  test('it maps other admin codes through the admin1 table', () => {
    expect(bySlug(places, 'cardiff')?.state).toBe('wales');
  });
});

describe('generateRegion problems', () => {
  test('it reports overrides, drops and additions that no longer match the data', () => {
    const { problems } = generateRegion(fixture, {
      ...config,
      nameOverrides: { Munich: 'München', Nuremberg: 'Nürnberg' },
      idNameOverrides: { 424242: 'Nowhere' },
      drop: [2, 434343],
      additions: [{ name: 'Köln', admin1: '01', lat: 50.94, lon: 6.96, population: 1 }],
    });
    expect(problems).toEqual([
      'nameOverrides: no row named "Nuremberg"',
      'idNameOverrides: no row with cityId 424242',
      'drop: no row with cityId 434343',
      expect.stringMatching(/^additions: "Köln" is in the data now/),
    ]);
  });

  test('it fails on an admin code without a state', () => {
    expect(() => generatePlaces([city('Somewhere', '42', 50, 8, 5000)], config)).toThrow(/admin1 code "42"/);
  });
});

describe('determinism', () => {
  test('it writes byte-identical output on two runs', () => {
    expect(formatPlacesJson(generatePlaces(fixture, config))).toBe(formatPlacesJson(generatePlaces(fixture, config)));
  });

  test('it writes the same output whatever the order of the input rows', () => {
    const reversed = [...fixture].reverse();
    expect(formatPlacesJson(generatePlaces(reversed, config))).toBe(formatPlacesJson(generatePlaces(fixture, config)));
  });

  test('it writes one place object per line', () => {
    const text = formatPlacesJson(generatePlaces(fixture, config));
    const lines = text.split('\n');
    expect(lines[0]).toBe('[');
    expect(lines.at(-2)).toBe(']');
    expect(lines.at(-1)).toBe('');
    for (const line of lines.slice(1, -2)) expect(line).toMatch(/^\{"slug":"[a-z0-9-]+",.*"population":\d+\},?$/);
  });
});

/** Place slugs SPEC names (home, 404 and footer lists, state pages, independent regions). */
const SPEC_SLUGS: Record<RegionCode, string[]> = {
  de: [
    // home featured
    'osnabrueck',
    'muenster',
    'dortmund',
    'koeln',
    'muenchen',
    'duisburg',
    // 404 list
    'bremen',
    'hannover',
    'ibbenbueren',
    'nienberge',
    'nottuln',
    'spelle',
    'wildeshausen',
    // /beliebte-suchen/{state}/
    'baden-wuerttemberg',
    'bayern',
    'hessen',
    'niedersachsen',
    'nrw',
    'rheinland-pfalz',
  ],
  at: [
    'burgenland',
    'kaernten',
    'niederoesterreich',
    'amstetten',
    'krems-an-der-donau',
    'wiener-neustadt',
    'salzburg',
    'steiermark',
    'graz',
    'tirol',
    'innsbruck',
    'oberoesterreich',
    'leonding',
    'traun',
    'linz',
    'wels',
    'wien',
    'vorarlberg',
    'bregenz',
    'klagenfurt-am-woerthersee',
  ],
  uk: [
    'london',
    'cardiff',
    'edinburgh',
    'belfast',
    'manchester',
    'birmingham',
    'yorkshire',
    'south-west',
    'north-east',
    'south-east',
    'north-west',
    'west-midlands',
    'east-midlands',
    'east-of-england',
    'wales',
    'scotland',
  ],
  au: [
    'sydney',
    'melbourne',
    'cairns',
    'adelaide',
    'townsville',
    'parramatta',
    'geelong',
    'campbelltown',
    'penrith',
    'bendigo',
    'liverpool',
    'perth',
    'brisbane',
    'mackay',
    'canberra',
    'darwin',
    'bundaberg',
    'albury',
    'gold-coast',
    'coffs-harbour',
    'rockhampton',
    'bunbury',
    'blacktown',
  ],
  it: ['roma', 'milano', 'napoli', 'torino', 'palermo', 'genova', 'bologna', 'firenze', 'bari', 'catania', 'venezia', 'verona'],
};

const STATE_SLUGS: Partial<Record<RegionCode, string[]>> = {
  de: ['baden-wuerttemberg', 'bayern', 'hessen', 'niedersachsen', 'nrw', 'rheinland-pfalz'],
  at: ['burgenland', 'kaernten', 'niederoesterreich', 'oberoesterreich', 'salzburg', 'steiermark', 'tirol', 'vorarlberg', 'wien'],
  uk: [
    'london',
    'yorkshire',
    'south-west',
    'north-east',
    'south-east',
    'north-west',
    'west-midlands',
    'east-midlands',
    'east-of-england',
    'wales',
    'scotland',
    'northern-ireland',
  ],
};

describe.each(REGION_CODES)('committed regions/%s/places.json', (code) => {
  const text = readFileSync(placesFilePath(code), 'utf8');
  const places = placesFileSchema.parse(JSON.parse(text));
  const slugs = new Map(places.map((p) => [p.slug, p]));

  test('it parses with the places schema', () => {
    expect(places.length).toBeGreaterThan(100);
  });

  test('it has unique slugs', () => {
    expect(slugs.size).toBe(places.length);
  });

  test('it points every place at an existing state entry', () => {
    const states = new Set(places.filter((p) => p.kind === 'state').map((p) => p.slug));
    for (const p of places) expect(states.has(p.state), `${p.slug} → ${p.state}`).toBe(true);
    for (const p of places.filter((q) => q.kind === 'state')) expect(p.state).toBe(p.slug);
  });

  test('it contains every place SPEC names', () => {
    const missing = SPEC_SLUGS[code].filter((s) => !slugs.has(s));
    expect(missing).toEqual([]);
  });

  test('it has the SPEC state slugs as states', () => {
    for (const s of STATE_SLUGS[code] ?? []) expect(slugs.get(s)?.kind, s).toBe('state');
  });

  test('it lists states first', () => {
    const kinds = places.map((p) => p.kind);
    expect(kinds.lastIndexOf('state')).toBeLessThan(kinds.indexOf('place'));
  });

  test('it is what the generator writes from the current data', () => {
    const { places: fresh, problems } = generateRegion(loadCities(), PLACES_CONFIG[code]);
    expect(problems).toEqual([]);
    expect(text).toBe(formatPlacesJson(fresh));
  });
});

describe('committed UK places', () => {
  test('it has exactly the twelve UK regions as states', () => {
    const places = placesFileSchema.parse(JSON.parse(readFileSync(placesFilePath('uk'), 'utf8')));
    expect(
      places
        .filter((p) => p.kind === 'state')
        .map((p) => p.slug)
        .sort(),
    ).toEqual([...(STATE_SLUGS.uk ?? [])].sort());
  });

  test('it puts well-known English towns in their regions', () => {
    const places = placesFileSchema.parse(JSON.parse(readFileSync(placesFilePath('uk'), 'utf8')));
    const stateOf = (slug: string): string | undefined => places.find((p) => p.slug === slug)?.state;
    expect({
      croydon: stateOf('croydon'),
      watford: stateOf('watford'),
      slough: stateOf('slough'),
      'milton-keynes': stateOf('milton-keynes'),
      peterborough: stateOf('peterborough'),
      middlesbrough: stateOf('middlesbrough'),
      'kingston-upon-hull': stateOf('kingston-upon-hull'),
      scunthorpe: stateOf('scunthorpe'),
      sheffield: stateOf('sheffield'),
      chesterfield: stateOf('chesterfield'),
      stockport: stateOf('stockport'),
      glossop: stateOf('glossop'),
      hereford: stateOf('hereford'),
      gloucester: stateOf('gloucester'),
      bournemouth: stateOf('bournemouth'),
      southampton: stateOf('southampton'),
      carlisle: stateOf('carlisle'),
      dartford: stateOf('dartford'),
      grays: stateOf('grays'),
    }).toEqual({
      croydon: 'london',
      watford: 'east-of-england',
      slough: 'south-east',
      'milton-keynes': 'south-east',
      peterborough: 'east-of-england',
      middlesbrough: 'north-east',
      'kingston-upon-hull': 'yorkshire',
      scunthorpe: 'yorkshire',
      sheffield: 'yorkshire',
      chesterfield: 'east-midlands',
      stockport: 'north-west',
      glossop: 'east-midlands',
      hereford: 'west-midlands',
      gloucester: 'south-west',
      bournemouth: 'south-west',
      southampton: 'south-east',
      carlisle: 'north-west',
      dartford: 'south-east',
      grays: 'east-of-england',
    });
  });
});
