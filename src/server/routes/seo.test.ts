import { getArticles } from '../../lib/content/catalog.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { locationDataResponseSchema, redirectResponseSchema, resolvePageResponseSchema } from '../../lib/api/seo.ts';
import { searchCountResponseSchema } from '../../lib/api/search.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { syncSql } from '../testing/sync-sql.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function resolve(path: string) {
  const res = await t.get(`/api/v2/seo/resolve-page-type?path=${encodeURIComponent(path)}`);
  expect(res.status).toBe(200);
  return resolvePageResponseSchema.parse(res.body).results;
}

function firstId(sql: string): number {
  return (syncSql(t.database).get(sql) as { id: number }).id;
}

describe('GET /seo/resolve-page-type', () => {
  test('it resolves a category to a search with the default page key', async () => {
    expect(await resolve('/sex/')).toMatchObject({
      pageType: 'search',
      pageKey: 'default-page',
      region: 'de',
      categoryId: 1,
      placeSlug: null,
    });
    expect(await resolve('/erotische-massage/nuru/')).toMatchObject({ pageType: 'search', categoryId: 3 });
  });

  test('it resolves category × place, region prefix included, with the place as page key', async () => {
    expect(await resolve('/at/sex/wien/')).toMatchObject({
      pageType: 'search',
      pageKey: 'wien',
      region: 'at',
      categoryId: 1,
      placeSlug: 'wien',
    });
    expect(await resolve('/uk/escort/trans/london/')).toMatchObject({ region: 'uk', categoryId: 12, placeSlug: 'london' });
    expect(await resolve('/huren/koeln')).toMatchObject({ pageType: 'search', placeSlug: 'koeln' });
  });

  test('it resolves published profiles with their type and hides unpublished ones', async () => {
    const escort = firstId(`SELECT user_id AS id FROM profiles WHERE profile_type = 'escort' AND published = 1`);
    expect(await resolve(`/users/${escort}/`)).toMatchObject({ pageType: 'profile', profileType: 'ESCORT', profileId: escort });
    const venue = firstId(`SELECT user_id AS id FROM profiles WHERE profile_type = 'venue' AND published = 1`);
    expect((await resolve(`/at/users/${venue}/`)).profileType).toBe('venue');
    const ai = firstId(`SELECT user_id AS id FROM profiles WHERE profile_type = 'escort_ai'`);
    expect((await resolve(`/users/${ai}/`)).profileType).toBe('escort_ai');
    const punter = firstId(`SELECT user_id AS id FROM profiles WHERE profile_type = 'punter'`);
    expect((await resolve(`/users/${punter}/`)).profileType).toBe('punter');
    const hidden = firstId(`SELECT user_id AS id FROM profiles WHERE published = 0`);
    expect((await resolve(`/users/${hidden}/`)).pageType).toBe('notFound');
  });

  test('it resolves content pages and the home page as cms', async () => {
    expect(await resolve('/ratgeber/')).toMatchObject({ pageType: 'cms', pageKey: 'ratgeber' });
    expect(await resolve('/beliebte-suchen/bayern/')).toMatchObject({ pageType: 'cms', pageKey: 'beliebte-suchen/bayern' });
    expect(await resolve('/uk/')).toMatchObject({ pageType: 'cms', pageKey: 'home', region: 'uk' });
  });

  test('an article of the content folder is cms; a path under a section that is no page is notFound', async () => {
    const article = getArticles().find((a) => a.region === 'it' && a.section === 'guide');
    expect(article).toBeDefined();
    expect(await resolve(`/it/guida/${article!.slug}/`)).toMatchObject({
      pageType: 'cms',
      pageKey: `guida/${article!.slug}`,
      region: 'it',
    });
    expect(await resolve(`/it/guida/tag/${article!.tags[0]!.slug}/`)).toMatchObject({ pageType: 'cms', region: 'it' });
    expect((await resolve('/it/guida/nessun-articolo-qui/')).pageType).toBe('notFound');
    expect((await resolve('/ratgeber/seite/99/')).pageType).toBe('notFound');
  });

  test('it answers notFound for unknown paths and places', async () => {
    expect((await resolve('/nothing/here/')).pageType).toBe('notFound');
    expect((await resolve('/sex/atlantis/')).pageType).toBe('notFound');
    expect((await resolve('/users/999999999/')).pageType).toBe('notFound');
  });

  test('it refuses a missing or absolute path with 422', async () => {
    expect((await t.get('/api/v2/seo/resolve-page-type')).status).toBe(422);
    expect((await t.errors('/api/v2/seo/resolve-page-type?path=https://evil.example/')).path).toBeDefined();
    expect((await t.get('/api/v2/seo/resolve-page-type?path=//evil.example/')).status).toBe(422);
  });
});

describe('GET /seo/location-data', () => {
  test('it describes a place with its state, nearby places with listings and SEO texts', async () => {
    const res = await t.get('/api/v2/seo/location-data?region=de&place=koeln&category=/huren/');
    expect(res.status).toBe(200);
    const data = locationDataResponseSchema.parse(res.body).results;
    expect(data.place).toMatchObject({ slug: 'koeln', name: 'Köln', kind: 'place' });
    expect(data.state?.slug).toBe('nrw');
    expect(data.category).toMatchObject({ id: 6, url: '/huren/' });
    expect(data.path).toBe('/huren/koeln/');
    expect(data.seo.title).toContain('Köln');
    expect(data.seo.metaDescription.length).toBeGreaterThan(40);
    for (const n of data.nearby) expect(n.listings).toBeGreaterThan(0);
    const count = await t.json('/api/v2/search/escorts/count?region=de&place=koeln&category=/huren/', searchCountResponseSchema);
    expect(data.total).toBe(count.total);
  });

  test('it writes SEO texts in the locale asked for', async () => {
    const de = await t.get('/api/v2/seo/location-data?region=at&place=wien');
    const en = await t.json('/api/v2/seo/location-data?region=at&place=wien', locationDataResponseSchema, { 'x-locale': 'en' });
    const deData = locationDataResponseSchema.parse(de.body).results;
    expect(deData.seo.title).not.toBe(en.results.seo.title);
    expect(deData.path).toBe('/at/sex/wien/');
    expect(de.headers.get('vary')).toContain('x-locale');
  });

  test('it has no state for a state', async () => {
    const { results } = await t.json('/api/v2/seo/location-data?region=de&place=bayern', locationDataResponseSchema);
    expect(results.state).toBeNull();
    expect(results.place.kind).toBe('state');
  });

  test('it answers 422 for an unknown place or category', async () => {
    expect((await t.errors('/api/v2/seo/location-data?region=de&place=atlantis')).place).toBeDefined();
    expect((await t.errors('/api/v2/seo/location-data?region=de&place=koeln&category=/escort/weddings/')).category).toBeDefined();
  });
});

describe('GET /seo/redirect', () => {
  test('it finds a relative redirect and returns it with the region prefix', async () => {
    const res = await t.get('/api/v2/seo/redirect?path=/at/sex/vienna/');
    expect(res.status).toBe(200);
    expect(redirectResponseSchema.parse(res.body).results).toEqual({
      from: '/at/sex/vienna/',
      to: '/at/sex/wien/',
      status: 301,
      absolute: false,
    });
  });

  test('it marks absolute targets', async () => {
    const { results } = await t.json('/api/v2/seo/redirect?path=/uk/livecam', redirectResponseSchema);
    expect(results?.absolute).toBe(true);
    expect(results?.to).toMatch(/^https:\/\//);
  });

  test('it answers a miss with results null', async () => {
    const res = await t.get('/api/v2/seo/redirect?path=/sex/koeln/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ results: null });
  });
});
