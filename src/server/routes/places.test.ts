import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addressesResponseSchema, locationResponseSchema, searchCountResponseSchema } from '../../lib/api/search.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { parseAddress } from '../services/places.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /search/location', () => {
  test('it completes place names with or without umlauts, biggest first', async () => {
    for (const q of ['Köln', 'koeln', 'koln', 'KÖ']) {
      const res = await t.get(`/api/v2/search/location/?region=de&q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      const results = locationResponseSchema.parse(res.body).results;
      expect(results[0]?.slug, q).toBe('koeln');
    }
    const res = locationResponseSchema.parse((await t.get('/api/v2/search/location/?region=de&q=m&limit=5')).body).results;
    expect(res).toHaveLength(5);
    const pops = res.map((p) => p.population);
    expect([...pops].sort((a, b) => b - a)).toEqual(pops);
  });

  test('it ranks the typed name first, then names starting with it, then the rest, bigger first within each', async () => {
    const slugs = async (region: string, q: string, extra = '') =>
      locationResponseSchema
        .parse((await t.get(`/api/v2/search/location/?region=${region}&q=${encodeURIComponent(q)}${extra}`)).body)
        .results.map((p) => p.slug);
    // London (a city that is a state of its own) before Londonderry, the West End and the City of London.
    const london = await slugs('uk', 'London');
    expect(london[0]).toBe('london');
    expect(london.indexOf('londonderry-county-borough')).toBeGreaterThan(0);
    expect(london.indexOf('londonderry-county-borough')).toBeLessThan(london.indexOf('west-end-of-london'));
    expect(london).toContain('city-of-london');
    for (const q of ['lond', 'Lond']) {
      const prefix = await slugs('uk', q);
      expect(prefix[0], q).toBe('london');
      expect(prefix.indexOf('londonderry-county-borough'), q).toBeGreaterThan(0);
    }
    for (const q of ['Köln', 'koeln', 'koln']) expect((await slugs('de', q))[0], q).toBe('koeln');
    // The exact name wins over bigger places that merely start with it.
    const halle = await slugs('de', 'Halle');
    const named = t.deps.places.byRegion.de.filter((p) => p.name === 'Halle').map((p) => p.slug);
    expect(halle.slice(0, named.length)).toEqual(named);
    expect(halle.indexOf('halle-saale')).toBe(named.length);
    // Within a kind too, and for the address suggestions.
    expect((await slugs('de', 'Köln', '&kind=place'))[0]).toBe('koeln');
    const addresses = addressesResponseSchema.parse((await t.get('/api/v2/search/addresses/?region=uk&q=London')).body).results;
    expect(addresses[0]?.placeSlug).toBe('london');
  });

  test('it reports listings per place and the state of each', async () => {
    const res = locationResponseSchema.parse((await t.get('/api/v2/search/location/?region=uk&q=london')).body).results;
    const london = res.find((p) => p.slug === 'london');
    expect(london?.kind).toBe('state');
    expect(london?.listings).toBeGreaterThan(0);
    const count = await t.json('/api/v2/search/escorts/count?region=uk&place=london', searchCountResponseSchema);
    expect(london?.listings).toBe(count.total);
  });

  test('it filters by kind and names the city of a district', async () => {
    const district = t.deps.places.byRegion.au.find((p) => p.kind === 'district' && p.parentId);
    if (!district) throw new Error('no AU district');
    const res = locationResponseSchema.parse(
      (await t.get(`/api/v2/search/location/?region=au&kind=district&q=${encodeURIComponent(district.name)}`)).body,
    ).results;
    const hit = res.find((p) => p.slug === district.slug);
    expect(hit?.city?.slug).toBe(t.deps.places.byId(district.parentId ?? 0)?.slug);
    for (const p of res) expect(p.kind).toBe('district');
  });

  test('it finds the nearest places to a point', async () => {
    const res = locationResponseSchema.parse(
      (await t.get('/api/v2/search/location/?region=at&lat=48.2082&lon=16.3738&limit=3')).body,
    ).results;
    expect(res[0]?.slug).toBe('wien');
    const d = res.map((p) => p.distanceKm ?? 0);
    expect([...d].sort((a, b) => a - b)).toEqual(d);
  });

  test('it needs either q or a point', async () => {
    expect((await t.get('/api/v2/search/location/?region=de')).status).toBe(422);
    expect((await t.get('/api/v2/search/location/?region=de&q=koeln&lat=1&lon=1')).status).toBe(422);
    expect((await t.get('/api/v2/search/location/?region=de&lat=1')).status).toBe(422);
    expect((await t.get('/api/v2/search/location/?region=de&q=')).status).toBe(422);
  });
});

describe('GET /search/addresses', () => {
  test('it splits street, postcode and town', () => {
    expect(parseAddress('Hauptstraße 5, 50667 Köln')).toEqual({
      street: 'Hauptstraße 5',
      postcode: '50667',
      placeQueries: ['Köln', 'Hauptstraße 5'],
    });
    expect(parseAddress('Köln')).toEqual({ street: null, postcode: null, placeQueries: ['Köln'] });
    expect(parseAddress('Hauptstraße 5 Köln').placeQueries).toEqual(['Köln']);
  });

  test('it suggests addresses in the region with the typed street kept', async () => {
    const res = await t.get(`/api/v2/search/addresses/?region=de&q=${encodeURIComponent('Hauptstraße 5, 50667 Köln')}`);
    expect(res.status).toBe(200);
    const first = addressesResponseSchema.parse(res.body).results[0];
    expect(first).toMatchObject({
      street: 'Hauptstraße 5',
      postcode: '50667',
      city: 'Köln',
      country: 'DE',
      placeSlug: 'koeln',
      state: 'Nordrhein-Westfalen',
    });
    expect(first?.label).toBe('Hauptstraße 5, 50667 Köln, Nordrhein-Westfalen');
    expect(first?.areaId).toBe(t.deps.places.bySlug('de', 'koeln')?.id);
  });

  test('it answers an empty list for an unknown town and 422 for a too short query', async () => {
    const res = await t.get('/api/v2/search/addresses/?region=de&q=Xyzzyqwe');
    expect(res.body).toEqual({ results: [] });
    expect((await t.get('/api/v2/search/addresses/?region=de&q=a')).status).toBe(422);
  });
});
