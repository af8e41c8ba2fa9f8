import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:unit` runs everything on node:sqlite. `npm run test:postgres` (TEST_DATABASE=postgres)
 * runs the integration tests whose app comes from the shared harnesses (src/server/testing) again
 * on PostgreSQL, in a throw-away cluster the global set-up starts; the list is in
 * vitest.postgres.ts.
 */
const postgres = process.env.TEST_DATABASE === 'postgres';

export default defineConfig({
  test: {
    include: postgres ? (await import('./vitest.postgres.ts')).POSTGRES_TESTS : ['**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**', 'tests/e2e/**', '.astro/**'],
    pool: 'forks',
    // A test file per core: vitest's default keeps one core free, which leaves a 2-core machine one worker.
    maxWorkers: availableParallelism(),
    // Integration tests seed databases and run hundreds of requests; on a busy 2-core machine 5 s is
    // too tight for a test, and 10 s for the set-up that seeds a demo database.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    ...(postgres ? { globalSetup: ['src/server/testing/postgres-global-setup.ts'], hookTimeout: 120_000 } : {}),
  },
});
