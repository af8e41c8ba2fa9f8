/**
 * `npm start`: build the site when `dist/` is missing or older than its sources (against this
 * server's own API, so the pages carry listings), then serve the site and the API on one port
 * (PORT, default 4321). The database (DATABASE_URL for PostgreSQL, else DB_PATH, default data/app.db)
 * is created and seeded with demo data on the first start and kept across restarts.
 *
 * While it runs, changes the static pages show (a publish, an unpublish, ...) rebuild the site in
 * the background into a new folder under SITE_BUILDS_DIR (default: site/ next to the database) and
 * swap it in; a restart serves the newest complete build, dist/ or the last one swapped in.
 * SITE_REBUILD=off turns that off.
 *
 * It serves with one worker process per core (WEB_CONCURRENCY sets how many; 1: one process, as
 * before): the jobs, the rebuilds and the built-in realtime server run in one of them
 * (src/server/cluster.ts).
 *
 * Flags: --no-build serves the newest build as it is and rebuilds nothing (not even in the
 * background); --api-only serves the API without the site.
 */
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REGION_CODES } from '../regions/schema.ts';
import { regions } from '../regions/index.ts';
import { databaseFromEnv } from '../src/server/db/location.ts';
import { isPostgresUrl, redactUrl } from '../src/server/db/postgres.ts';
import { startServingOrExit, workersFromEnv } from '../src/server/cluster.ts';
import { closeOnSignals, optionsFromEnv, startOrExit } from '../src/server/main.ts';
import { demoAccountLines } from '../src/server/seed/accounts.ts';
import { buildReason, runSiteBuild } from '../src/server/site-build.ts';
import { newestBuild } from '../src/server/site/builds.ts';
import { siteRebuildFromEnv } from '../src/server/site/settings.ts';
import { buildCacheDir } from '../src/server/site/rebuild-job.ts';
import type { SeedStats } from '../src/server/seed/demo.ts';

const root = resolve(import.meta.dirname, '..');
/** The built site (DIST_DIR for a build elsewhere, e.g. `astro build --outDir`). */
const dist = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : join(root, 'dist');

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean' }, 'api-only': { type: 'boolean' } } });
const apiOnly = values['api-only'] === true;

const noBuild = values['no-build'] === true;
const dbPath = databaseFromEnv({ ...process.env, DB_PATH: process.env.DB_PATH || join(root, 'data', 'app.db') });
const siteRebuild = apiOnly || noBuild ? undefined : siteRebuildFromEnv(process.env, dbPath);
const opts = { ...optionsFromEnv(), dbPath, siteRebuild };
/** Worker processes (read first: a bad WEB_CONCURRENCY stops the start before any build). */
const workers = workersFromEnv();
/** Where builds are swapped in (read with --no-build too: it serves the last one). */
const buildsDir = apiOnly ? undefined : siteRebuildFromEnv(process.env, dbPath)?.buildsDir;
/** The build a start serves: dist/ or the last build swapped in, whichever is newer (dist/ as it is when neither is complete). */
const served = () => newestBuild(dist, buildsDir) ?? (existsSync(dist) ? dist : undefined);
/** Seeding statistics when this start created the database. */
let seeded: SeedStats | undefined;

if (!apiOnly && !noBuild && !process.env.DIST_DIR) {
  const reason = buildReason(root, REGION_CODES, served() ?? dist);
  if (reason) {
    // The static pages carry the first page of listings: build against this very server's API
    // (started first on the configured port, then restarted with the site once the build is done).
    const api = await startOrExit({ ...opts, distDir: undefined });
    seeded = api.seeded;
    console.log(`Building the site (${reason}) with listings from ${api.url} ...`);
    process.env.BUILD_API_ORIGIN = api.url;
    // Into the background rebuilds' cache: their first rebuild then renders only what changed since.
    if (siteRebuild) process.env.SITE_BUILD_CACHE_DIR = buildCacheDir(siteRebuild.buildsDir);
    try {
      await runSiteBuild(root);
    } catch (err) {
      console.error(`The site build failed: ${err instanceof Error ? err.message : String(err)}`);
      console.error('Fix the build, or run "npm start -- --api-only" to serve the API alone.');
      await api.close();
      process.exit(1);
    }
    await api.close();
  }
}
const site = apiOnly ? undefined : served();
if (!apiOnly && !site) {
  console.error('dist/ does not exist: run "npm run build" first, or "npm start -- --api-only".');
  process.exit(1);
}

const server = await startServingOrExit({ ...opts, distDir: site }, workers);
seeded ??= server.seeded;
const lines = [
  '',
  `Lustmap is running at ${server.url}/ (${server.workers === 1 ? 'one process' : `${server.workers} workers`}; WEB_CONCURRENCY sets how many)`,
  ...(apiOnly ? [] : REGION_CODES.map((code) => `  ${code}: ${server.url}${regions[code].prefix}/`)),
  `  API: ${server.url}/api/v2/  (try ${server.url}/api/v2/search/escorts?region=de&category=/sex/)`,
  ...(site
    ? [
        `  site: ${relative(process.cwd(), site) || site}${siteRebuild ? ' (rebuilt in the background after changes; SITE_REBUILD=off turns that off)' : ''}`,
      ]
    : []),
  `  database: ${isPostgresUrl(opts.dbPath) ? redactUrl(opts.dbPath) : relative(process.cwd(), opts.dbPath) || opts.dbPath}${seeded ? ` (new: seeded ${seeded.profiles} listings in ${(seeded.ms / 1000).toFixed(2)} s)` : ''}`,
  ...(server.outboxUrl
    ? [
        `  demo outbox: ${server.url}/demo/outbox/ from this machine; from another one: ${server.outboxUrl}`,
        '  (the key changes at every start; keep it to yourself: the outbox holds every reset link and code)',
      ]
    : []),
  '',
  ...demoAccountLines(),
  '',
  'Press Ctrl-C to stop.',
];
console.log(lines.join('\n'));
closeOnSignals(server, { info: () => console.log('Stopping ...'), error: (m, f) => console.error(m, f) });
