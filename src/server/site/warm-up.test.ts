/**
 * A builds folder whose build cache holds no finished build gets a whole build at once when the
 * server starts, so the first change renders only what it touches; a warm cache gets none.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { regions } from '../../../regions/index.ts';
import { PAGE_KEYS_FILE } from '../../lib/routing/site-files.ts';
import { memoryLogger } from '../context.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { SITE_REBUILD } from '../services/site-freshness.ts';
import { movableClock } from '../testing/clock.ts';
import { buildCacheDir } from './rebuild-job.ts';
import { SiteRoot } from './root.ts';
import { fakeBuilder, sitePages, writeSite } from './test-sites.ts';
import { startSiteRebuilds } from './worker.ts';

let base: string;
let d: Database;
beforeEach(async () => {
  base = mkdtempSync(join(tmpdir(), 'lustmap-warm-'));
  d = await openDatabase(join(base, 'app.db'));
  await writeSite(join(base, 'dist'), sitePages('dist', 2));
});
afterEach(async () => {
  await d.close();
  rmSync(base, { recursive: true, force: true });
});

async function start(): Promise<{ payload: string }[]> {
  const rebuilds = await startSiteRebuilds({
    db: d.db,
    clock: movableClock('2025-06-15T10:00:00.000Z'),
    log: memoryLogger(),
    root: new SiteRoot(join(base, 'dist'), regions),
    buildsDir: join(base, 'site'),
    build: fakeBuilder().build,
    apiOrigin: 'http://127.0.0.1:4321',
    leaseSeconds: 1500,
    pollMs: 3_600_000,
    warmUp: true,
  });
  await rebuilds.close();
  return d.db.selectFrom('jobs').select('payload').where('kind', '=', SITE_REBUILD).where('done_at', 'is', null).execute();
}

test('an empty build cache gets a whole build at once; a warm one none', async () => {
  const pending = await start();
  expect(pending).toHaveLength(1);
  expect(JSON.parse(pending[0]!.payload)).toMatchObject({ reason: 'warm-up' });
  await d.db.deleteFrom('jobs').execute();
  mkdirSync(buildCacheDir(join(base, 'site')), { recursive: true });
  writeFileSync(join(buildCacheDir(join(base, 'site')), PAGE_KEYS_FILE), JSON.stringify({ code: 'c', keys: {} }));
  expect(await start()).toEqual([]);
});
