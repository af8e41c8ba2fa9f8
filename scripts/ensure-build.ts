/**
 * Build the site when `dist/` is missing, older than its sources, or from a one-region build (the
 * tests check the full site). Used by `npm run test:site` and `npm run test:e2e`.
 */
import { resolve } from 'node:path';
import { buildReason, runSiteBuild } from '../src/server/site-build.ts';

const root = resolve(import.meta.dirname, '..');
const reason = buildReason(root);
if (reason) {
  console.log(`ensure-build: building the site (${reason})`);
  await runSiteBuild(root);
} else console.log('ensure-build: dist/ is current');
