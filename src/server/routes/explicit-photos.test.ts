import { afterAll, beforeAll, expect, test } from 'vitest';
import { recordVerification, setExplicitUnlocked } from '../db/queries/age-verification.ts';
import { createGalleryTestApp, type GalleryTestApp } from './galleries.harness.ts';
import { syncSql } from '../testing/sync-sql.ts';

let t: GalleryTestApp;
let profile: number;
let photo: number;
beforeAll(async () => {
  t = await createGalleryTestApp();
  const row = syncSql(t.database)
    .get(`SELECT ph.profile_id AS profile, ph.id AS photo FROM photos ph JOIN profiles p ON p.user_id = ph.profile_id
        WHERE ph.is_explicit = 1 AND ph.status = 'ok' AND p.published = 1 ORDER BY ph.id LIMIT 1`) as { profile: number; photo: number };
  ({ profile, photo } = row);
});
afterAll(() => t.close());

const list = (user?: number) => t.call('GET', `/api/v2/users/${profile}/explicit-photos`, { user });
const file = (user?: number) => t.call('GET', `/api/v2/users/${profile}/explicit-photos/${photo}.svg`, { user });

test('explicit photos stay hidden until the viewer verified the age and switched explicit content on', async () => {
  const punter = t.userId('punter-basic');
  expect((await list()).status).toBe(401);
  expect((await list(punter)).status).toBe(403);
  expect((await file(punter)).status).toBe(404);
  expect((await file()).status).toBe(404);

  // Verified but not switched on: still hidden.
  const at = t.clock.now().toISOString();
  await recordVerification(t.deps.db, punter, 'demo', at);
  expect((await list(punter)).status).toBe(403);

  await setExplicitUnlocked(t.deps.db, punter, true, at);
  const res = await list(punter);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  const { results } = (await res.json()) as { results: { id: number; url: string }[] };
  expect(results.map((p) => p.id)).toContain(photo);
  expect(results.find((p) => p.id === photo)!.url).toBe(`/api/v2/users/${profile}/explicit-photos/${photo}.svg`);
  const shown = await file(punter);
  expect(shown.status).toBe(200);
  expect(shown.headers.get('cache-control')).toBe('private, no-store');
  expect(shown.headers.get('content-type')).toMatch(/^image\/svg\+xml/);

  // Switched off again: hidden again.
  await setExplicitUnlocked(t.deps.db, punter, false, at);
  expect((await file(punter)).status).toBe(404);
});

test('the public media route never serves an explicit photo, and another profile’s path does not reach it', async () => {
  expect((await t.call('GET', `/api/v2/media/photos/${photo}.svg`)).status).toBe(404);
  const owner = profile;
  // The owner sees their own explicit photos without a verification of their own.
  expect((await list(owner)).status).toBe(200);
  expect((await t.call('GET', `/api/v2/users/${profile + 1}/explicit-photos/${photo}.svg`, { user: owner })).status).toBe(404);
});

test('a malformed file name is a clear 422, a profile without explicit photos a 404', async () => {
  const punter = t.userId('punter-basic');
  const bad = await t.call('GET', `/api/v2/users/${profile}/explicit-photos/x.gif`, { user: punter });
  expect(bad.status).toBe(422);
  const plain = t.userId('punter-basic');
  expect((await t.call('GET', `/api/v2/users/${plain}/explicit-photos`, { user: punter })).status).toBe(404);
});
