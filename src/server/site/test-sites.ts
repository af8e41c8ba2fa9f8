/** Built sites made by tests (never by the server): a few pages and the build stamp, written at once or slowly. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REGION_CODES } from '../../../regions/constants.ts';
import type { SiteBuilder } from './builder.ts';
import { writeBuildStamp } from '../site-build.ts';

/** Pages of a test site: the home page, the 404 page and `pages` numbered place pages. */
export function sitePages(label: string, pages = 20): Record<string, string> {
  const files: Record<string, string> = { 'index.html': `<h1>home ${label}</h1>`, '404.html': `<h1>404 ${label}</h1>` };
  for (let i = 0; i < pages; i++) files[`p/${i}/index.html`] = `<h1>page ${i} of ${label}</h1>`;
  return files;
}

/** Write `files` into `dir`, waiting `delayMs` after each; the build stamp comes last, as in a real build. */
export async function writeSite(dir: string, files: Record<string, string>, o: { delayMs?: number; stamp?: boolean } = {}): Promise<void> {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
    if (o.delayMs) await sleep(o.delayMs);
  }
  if (o.stamp !== false) writeBuildStamp(dir, new Date(), REGION_CODES);
}

/** A builder that writes a test site labelled by its call number and records what it was asked. */
export function fakeBuilder(o: { delayMs?: number; fail?: (call: number) => boolean; during?: (call: number) => Promise<void> } = {}) {
  const calls: { outDir: string; apiOrigin: string }[] = [];
  const build: SiteBuilder = async (req) => {
    calls.push({ outDir: req.outDir, apiOrigin: req.apiOrigin });
    const call = calls.length;
    await o.during?.(call);
    await writeSite(req.outDir, sitePages(`build ${call}`, 5), { delayMs: o.delayMs, stamp: !o.fail?.(call) });
    if (o.fail?.(call)) throw new Error(`build ${call} broke`);
  };
  return { build, calls };
}
