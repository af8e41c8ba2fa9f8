/**
 * GET /admin/statistics/rebuilds: the admin area reads the last logged rebuilds of the site, newest
 * first and at most `SITE_REBUILDS_SHOWN`, with the changed keys as an object; anyone else is
 * refused (401 without a session, 403 without the admin area).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SITE_REBUILDS_SHOWN, siteRebuildsResponseSchema } from '../../lib/api/tracking.ts';
import { recordSiteRebuild } from '../db/queries/site-rebuilds.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { headerSession } from '../testing/header-session.ts';
import { syncSql } from '../testing/sync-sql.ts';

let t: TestApp;

/** Requests name their user in `x-test-user`; roles come from the database; admins confirmed the second factor. */
const session = headerSession(() => t.database, { mfa: true });

beforeAll(async () => {
  t = await createTestApp({ session, profiles: 10 });
});
afterAll(() => t.close());

const userId = (username: string) => (syncSql(t.database).get('SELECT id FROM users WHERE username = ?', username) as { id: number }).id;
const get = (user?: string) =>
  t.app.request('/api/v2/admin/statistics/rebuilds', { headers: user ? { 'x-test-user': String(userId(user)) } : {} });
const at = (minute: number) => new Date(Date.UTC(2025, 5, 15, 8, minute)).toISOString();

test('an admin reads the last rebuilds, newest first', async () => {
  for (let i = 0; i < SITE_REBUILDS_SHOWN + 3; i++)
    await recordSiteRebuild(t.deps.db, { build_id: `old-${i}`, started_at: at(i), finished_at: at(i), outcome: 'done' });
  await recordSiteRebuild(t.deps.db, {
    build_id: 'done-build',
    job_id: 41,
    started_at: at(40),
    finished_at: at(41),
    outcome: 'done',
    reason: 'data changed',
    pages: 120,
    rendered: 8,
    kept: 112,
    changed_keys: JSON.stringify({ place: 7, profile: 1 }),
    seconds: 42.5,
  });
  await recordSiteRebuild(t.deps.db, {
    build_id: 'failed-build',
    job_id: 42,
    started_at: at(50),
    finished_at: at(51),
    outcome: 'failed',
    seconds: 3.1,
    error: 'the site build exited with 1',
  });

  const res = await get('admin');
  expect(res.status).toBe(200);
  const { results } = siteRebuildsResponseSchema.parse(await res.json());
  expect(results).toHaveLength(SITE_REBUILDS_SHOWN);
  expect(results.slice(0, 2).map(({ id, ...rest }) => ({ ...rest, id: typeof id }))).toEqual([
    {
      id: 'number',
      buildId: 'failed-build',
      startedAt: at(50),
      finishedAt: at(51),
      outcome: 'failed',
      reason: null,
      pages: null,
      rendered: null,
      kept: null,
      changedKeys: null,
      seconds: 3.1,
      error: 'the site build exited with 1',
      jobId: 42,
    },
    {
      id: 'number',
      buildId: 'done-build',
      startedAt: at(40),
      finishedAt: at(41),
      outcome: 'done',
      reason: 'data changed',
      pages: 120,
      rendered: 8,
      kept: 112,
      changedKeys: { place: 7, profile: 1 },
      seconds: 42.5,
      error: null,
      jobId: 41,
    },
  ]);
  const started = results.map((r) => r.startedAt);
  expect(started).toEqual([...started].sort().reverse());
  // After those two, the newest of the others: old-22 down to old-5.
  expect(results.at(-1)!.buildId).toBe('old-5');
  // Support belongs to the admin area too (read only).
  expect((await get('support')).status).toBe(200);
});

test('anyone outside the admin area is refused', async () => {
  expect((await get()).status).toBe(401);
  for (const user of ['punter', 'escort', 'manager']) expect((await get(user)).status, user).toBe(403);
});
