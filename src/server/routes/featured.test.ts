import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REGION_CODES } from '../../../regions/schema.ts';
import { featuredResponseSchema, partnerResponseSchema } from '../../lib/api/search.ts';
import { PRIVATE_NO_STORE } from '../http/cache.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { headerSession } from '../testing/header-session.ts';
import { syncSql } from '../testing/sync-sql.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ session: headerSession(() => t.database) });
});
afterAll(() => t.close());

describe('GET /featured-profiles', () => {
  test('it returns real people of the region with a home page request id', async () => {
    for (const region of REGION_CODES) {
      const res = await t.get(`/api/v2/featured-profiles?region=${region}`);
      expect(res.status).toBe(200);
      const body = featuredResponseSchema.parse(res.body);
      expect(body.results.length, region).toBe(12);
      expect(body.homepageResultsId).toMatch(/^[0-9a-f-]{36}$/);
      for (const card of body.results) {
        expect(card.profileType).toBe('ESCORT');
        const row = syncSql(t.database).get('SELECT region FROM profiles WHERE user_id = ?', card.id) as { region: string };
        expect(row.region).toBe(region);
      }
    }
  });

  test('it spreads the home page over different places', async () => {
    const body = featuredResponseSchema.parse((await t.get('/api/v2/featured-profiles?region=de&limit=6')).body);
    expect(new Set(body.results.map((c) => c.placeSlug)).size).toBe(6);
    expect(body.results[0]?.badges.gold).toBe(true);
  });

  test('it is cacheable for anonymous visitors: public, a tag per locale that revalidates, private with a session', async () => {
    const PATH = '/api/v2/featured-profiles?region=de';
    const res = await t.get(PATH);
    expect(res.headers.get('cache-control')).toBe('public, max-age=10, s-maxage=20, stale-while-revalidate=10');
    expect(res.headers.get('vary')).toContain('x-locale');
    const tag = res.headers.get('etag')!;
    // Each answer labels its copy with a home page id of its own; the tag stands for the cards.
    const again = await t.get(PATH);
    expect(featuredResponseSchema.parse(again.body).homepageResultsId).not.toBe(featuredResponseSchema.parse(res.body).homepageResultsId);
    expect(again.headers.get('etag')).toBe(tag);
    const revalidated = await t.get(PATH, { 'if-none-match': tag });
    expect([revalidated.status, revalidated.body, revalidated.headers.get('etag')]).toEqual([304, '', tag]);
    expect((await t.get(PATH, { 'x-locale': 'en' })).headers.get('etag')).not.toBe(tag);

    const signedIn = await t.get(PATH, { 'x-test-user': '1', 'if-none-match': tag });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
    expect(signedIn.headers.get('etag')).toBeNull();
  });

  test('it validates the region', async () => {
    expect((await t.get('/api/v2/featured-profiles')).status).toBe(422);
    expect((await t.get('/api/v2/featured-profiles?region=de&limit=100')).status).toBe(422);
  });
});

describe('partner adverts', () => {
  test('it serves each partner with https links carrying utm parameters', async () => {
    for (const partner of ['solad', 'strip-chat', 'susi-live']) {
      const res = await t.get(`/api/v2/search/partner/${partner}/uk/?limit=6`);
      expect(res.status).toBe(200);
      const ads = partnerResponseSchema.parse(res.body).results;
      expect(ads).toHaveLength(6);
      for (const ad of ads) {
        expect(ad.partner).toBe(partner);
        const url = new URL(ad.url);
        expect(url.protocol).toBe('https:');
        expect(url.searchParams.get('utm_medium')).toBe('referral');
        expect(url.searchParams.get('utm_source')).toBeTruthy();
      }
    }
  });

  test('it puts adverts of the searched place first', async () => {
    const row = syncSql(t.database).get(
      `SELECT p.slug FROM partner_adverts a JOIN places p ON p.id = a.place_id WHERE a.partner = 'solad' AND a.region = 'de' LIMIT 1`,
    ) as { slug: string };
    const ads = partnerResponseSchema.parse((await t.get(`/api/v2/search/partner/solad/de/?place=${row.slug}&limit=1`)).body).results;
    const first = syncSql(t.database).get(
      'SELECT p.slug FROM partner_adverts a JOIN places p ON p.id = a.place_id WHERE a.id = ?',
      ads[0]?.id ?? 0,
    ) as { slug: string } | undefined;
    expect(first?.slug).toBe(row.slug);
  });

  test('it is public for a minute with a tag that revalidates', async () => {
    const res = await t.get('/api/v2/search/partner/solad/de/?limit=2');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=60');
    expect((await t.get('/api/v2/search/partner/solad/de/?limit=2', { 'if-none-match': res.headers.get('etag')! })).status).toBe(304);
    expect((await t.get('/api/v2/search/partner/solad/de/?place=atlantis')).headers.get('cache-control')).toBe('no-store');
  });

  test('it refuses unknown partners, regions and places', async () => {
    expect((await t.get('/api/v2/search/partner/other/de/')).status).toBe(422);
    expect((await t.get('/api/v2/search/partner/solad/xx/')).status).toBe(422);
    expect((await t.get('/api/v2/search/partner/solad/de/?place=atlantis')).status).toBe(422);
  });
});
