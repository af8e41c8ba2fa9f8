import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { memoryLogger } from '../context.ts';
import { openDatabase } from '../db/database.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { startServer, type RunningServer } from '../main.ts';
import { SITE_REBUILD } from '../services/site-freshness.ts';
import { systemClock } from '../time.ts';
import { newBuildId, readPointer, writePointer } from './builds.ts';
import { fakeBuilder, sitePages, writeSite } from './test-sites.ts';

let base: string;
let server: RunningServer;
const fake = fakeBuilder();
const log = memoryLogger();

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'lustmap-site-server-'));
  await writeSite(join(base, 'dist'), sitePages('dist'));
  // A build swapped in before the restart, newer than dist/.
  const id = newBuildId(new Date());
  await writeSite(join(base, 'site', id), sitePages('swapped'));
  writePointer(join(base, 'site'), { current: id, previous: null });
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dbPath: join(base, 'app.db'),
    seedProfiles: 5,
    distDir: join(base, 'dist'),
    log,
    siteRebuild: { buildsDir: join(base, 'site'), build: fake.build, pollMs: 20 },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(base, { recursive: true, force: true });
});

const text = async (path: string) => (await fetch(`${server.url}${path}`)).text();

test('a restart serves the build swapped in last', async () => {
  expect(await text('/p/0/')).toBe('<h1>page 0 of swapped</h1>');
});

test('a due rebuild job builds against this server and the next request sees the new build', async () => {
  const other = await openDatabase(join(base, 'app.db'));
  await createJobQueue(other.db, systemClock).enqueue(SITE_REBUILD, { regions: ['de'] }, { dedupeKey: SITE_REBUILD });
  await other.close();
  const until = Date.now() + 5000;
  while (fake.calls.length === 0 || (await text('/p/0/')) !== '<h1>page 0 of build 1</h1>') {
    if (Date.now() > until) throw new Error(`no swap: ${JSON.stringify(log.lines)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(fake.calls[0]?.apiOrigin).toBe(server.url);
  expect(readPointer(join(base, 'site'))?.current).toBe(fake.calls[0]?.outDir.split('/').pop());
});
