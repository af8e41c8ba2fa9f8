import { afterAll, beforeAll, expect, test } from 'vitest';
import { searchResponseSchema } from '../../lib/api/search.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { syncSql } from '../testing/sync-sql.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ profiles: 200 });
});
afterAll(() => t.close());

function photo(explicit: 0 | 1): number {
  const row = syncSql(t.database).get(
    `SELECT ph.id FROM photos ph JOIN profiles p ON p.user_id = ph.profile_id WHERE p.published = 1 AND ph.is_explicit = ? LIMIT 1`,
    explicit,
  ) as { id: number };
  return row.id;
}

test('it serves a generated SVG placeholder for a public photo', async () => {
  const res = await t.app.request(`/api/v2/media/photos/${photo(0)}.svg`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(res.headers.get('cache-control')).toMatch(/^public/);
  const svg = await res.text();
  expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svg).not.toMatch(/<script|<image|href=/i);
  const again = await (await t.app.request(`/api/v2/media/photos/${photo(0)}.svg`)).text();
  expect(again).toBe(svg);
});

test('it never serves explicit photos and answers 404 for unknown ones', async () => {
  expect((await t.app.request(`/api/v2/media/photos/${photo(1)}.svg`)).status).toBe(404);
  expect((await t.app.request('/api/v2/media/photos/99999999.svg')).status).toBe(404);
  expect((await t.app.request('/api/v2/media/photos/1.png')).status).toBe(422);
});

test('it serves advert images', async () => {
  const res = await t.app.request('/api/v2/media/adverts/1.svg');
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('<svg');
});

test('it links every card photo to a servable image', async () => {
  const search = await t.json('/api/v2/search/escorts?region=de&per_page=10', searchResponseSchema);
  for (const card of search.results) {
    if (!card.photo) continue;
    expect((await t.app.request(card.photo.url)).status).toBe(200);
  }
});
