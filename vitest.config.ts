import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**', 'tests/e2e/**', '.astro/**'],
    pool: 'forks',
    // Integration tests seed databases and run hundreds of requests; on a busy 2-core machine 5 s is too tight.
    testTimeout: 30_000,
  },
});
