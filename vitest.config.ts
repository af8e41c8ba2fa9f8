import { globSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:unit` runs everything on node:sqlite. `npm run test:postgres` (TEST_DATABASE=postgres)
 * runs the integration tests whose app comes from the shared harnesses (src/server/testing) again
 * on PostgreSQL, in a throw-away cluster the global set-up starts; the list is in
 * vitest.postgres.ts.
 *
 * Test files share their worker's modules (`isolate: false`): importing the server and the islands
 * again for every file took more time than the tests. The files in `ISOLATED` keep a module graph
 * of their own (`isolate: true`), because they change module state another file reads: they
 * replace a module (`vi.mock`), a global or an environment variable (`vi.stubGlobal`,
 * `vi.stubEnv`), spy on a module's export, point the API client at a server of their own
 * (`configureApi`), or are the stores' own tests. A test file that sets `process.env` restores it
 * in `afterAll`. A new test file doing any of that belongs in the list.
 */
const postgres = process.env.TEST_DATABASE === 'postgres';

/** Test files that change module state another file reads: each runs with modules of its own. */
export const ISOLATED: string[] = [
  'src/islands/alarme/safe-queue.test.ts',
  'src/islands/galleries/storage.test.ts',
  'src/islands/profile/contact.test.ts',
  'src/islands/search/near-me-toggle.test.ts',
  'src/islands/search/near-search.test.ts',
  'src/islands/search/partner.test.ts',
  'src/islands/tips/TipRegisterDialog.test.ts',
  'src/islands/ui/ErrorBoundary.test.ts',
  'src/islands/ui/ErrorNotice.test.ts',
  'src/islands/ui/scroll-lock.test.ts',
  'src/lib/api/http.test.ts',
  'src/lib/realtime.test.ts',
  'src/server/routes/galleries-guest.test.ts',
  'src/server/services/login.test.ts',
  'src/stores/dictionary.test.ts',
  'src/stores/favourites.test.ts',
  'src/stores/notifications.test.ts',
  'src/stores/search.test.ts',
  'src/stores/session.test.ts',
  'src/stores/toasts.test.ts',
  'src/stores/tracking.test.ts',
];

const exclude = ['node_modules/**', 'dist/**', 'tests/e2e/**', '.astro/**'];
const listed = postgres ? (await import('./vitest.postgres.ts')).POSTGRES_TESTS : undefined;
const all = listed ?? globSync('**/*.test.ts', { exclude: (f) => f === 'node_modules' || f === 'dist' || f === '.astro' || f === 'tests' });
const shared = all.filter((f) => !ISOLATED.includes(f));
const own = all.filter((f) => ISOLATED.includes(f));

export default defineConfig({
  test: {
    exclude,
    pool: 'forks',
    // A test file per core: vitest's default keeps one core free, which leaves a 2-core machine one worker.
    maxWorkers: availableParallelism(),
    // Integration tests seed databases and run hundreds of requests; on a busy 2-core machine 5 s is
    // too tight for a test, and 10 s for the set-up that seeds a demo database.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    ...(postgres ? { globalSetup: ['src/server/testing/postgres-global-setup.ts'], hookTimeout: 120_000 } : {}),
    projects: [
      { extends: true, test: { name: 'shared', include: shared, isolate: false } },
      { extends: true, test: { name: 'isolated', include: own, isolate: true } },
    ].filter((p) => p.test.include.length > 0),
  },
});
