/**
 * Build the site when `dist/` is missing, older than its sources, or from a one-region build (the
 * tests check the full site). Used by `npm run test:site` and `npm run test:e2e`. The build gets its
 * listings from an API started here on a free port with a fresh demo database (the same
 * deterministic data the browser tests' server seeds), which is removed afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer } from '../src/server/main.ts';
import { buildReason, runSiteBuild } from '../src/server/site-build.ts';

const root = resolve(import.meta.dirname, '..');
const reason = buildReason(root);
if (reason) {
  const dir = mkdtempSync(join(tmpdir(), 'lustmap-build-'));
  const quiet = {
    info: () => undefined,
    error: (message: string, fields?: Record<string, unknown>) => console.error(message, fields ?? ''),
  };
  const api = await startServer({ port: 0, host: '127.0.0.1', dbPath: join(dir, 'build.db'), log: quiet });
  console.log(`ensure-build: building the site (${reason}) with listings from ${api.url}`);
  process.env.BUILD_API_ORIGIN = api.url;
  try {
    await runSiteBuild(root);
  } finally {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  }
} else console.log('ensure-build: dist/ is current');
