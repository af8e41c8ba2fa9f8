/**
 * The build manifest every build writes into its output (SPEC §7 "builds/latest.json",
 * "builds/meta/{buildId}.json"): latest names the build, meta tells what it holds. The server's
 * own rebuilds pass their folder name as BUILD_ID, so the id a page sees is the folder it came from.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_ID_PATTERN, type BuildLatest, type BuildMeta } from '../../lib/api/builds.ts';
import { newBuildId } from './builds.ts';

/** Environment variable that hands a build its id (set by src/server/site/builder.ts). */
export const BUILD_ID_ENV = 'BUILD_ID';

/** The id of a build that started at `startedAt`: BUILD_ID when it is well-formed, else a new one. */
export function buildIdFor(startedAt: Date, env: NodeJS.ProcessEnv = process.env): string {
  const given = env[BUILD_ID_ENV];
  return given && BUILD_ID_PATTERN.test(given) ? given : newBuildId(startedAt);
}

/** Write `builds/latest.json` and `builds/meta/{buildId}.json` into `outDir`. */
export function writeBuildManifest(outDir: string, meta: BuildMeta): void {
  const latest: BuildLatest = { buildId: meta.buildId, builtAt: meta.builtAt };
  mkdirSync(join(outDir, 'builds', 'meta'), { recursive: true });
  writeFileSync(join(outDir, 'builds', 'meta', `${meta.buildId}.json`), `${JSON.stringify(meta)}\n`);
  // Last: a poller never sees an id whose meta file is not there yet.
  writeFileSync(join(outDir, 'builds', 'latest.json'), `${JSON.stringify(latest)}\n`);
}
