/**
 * Swapping a finished build in: only a complete build (its stamp names every region) is taken; its
 * site description is read before anything changes, then the pointer file is replaced in one rename
 * and the server's root switched in one assignment. Builds older than the previous one go.
 */
import { basename, dirname, resolve } from 'node:path';
import type { Logger } from '../context.ts';
import { isCompleteBuild, removeOldBuilds, writePointer } from './builds.ts';
import type { SiteRoot } from './root.ts';

/** Serve the build `id` of `buildsDir` from now on (and after a restart); throws, changing nothing, when it is incomplete. */
export function swapIn(o: { root: SiteRoot; buildsDir: string; id: string; log: Logger }): void {
  const dir = resolve(o.buildsDir, o.id);
  if (!isCompleteBuild(dir)) throw new Error(`the build ${o.id} has no build stamp of every region: it did not finish`);
  const site = o.root.load(dir);
  // The build served now stays as the previous one when it lives in the builds folder (dist/ is never removed).
  const served = o.root.dir;
  const previous = dirname(served) === resolve(o.buildsDir) && basename(served) !== o.id ? basename(served) : null;
  writePointer(o.buildsDir, { current: o.id, previous });
  o.root.use(site);
  const removed = removeOldBuilds(o.buildsDir, [o.id, previous]);
  o.log.info('site swapped', { build: o.id, previous, removed });
}
