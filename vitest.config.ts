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
    // Integration tests seed databases and run hundreds of requests; on a busy 2-core machine 5 s is too tight.
    testTimeout: 30_000,
    ...(postgres ? { globalSetup: ['src/server/testing/postgres-global-setup.ts'], hookTimeout: 120_000 } : {}),
  },
});
