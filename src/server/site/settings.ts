/**
 * Settings of the background rebuilds from the environment: SITE_REBUILD=off disables them,
 * SITE_BUILDS_DIR is the builds folder (default: `site/` next to the database, so a build always
 * shows the data of the database it was built from), SITE_BUILD_TIMEOUT_SECONDS stops a stuck build.
 */
import { join } from 'node:path';
import { filesDirOf } from '../db/location.ts';
import { DEFAULT_BUILD_TIMEOUT_SECONDS, type SiteBuilder } from './builder.ts';
import { sitePublishFromEnv, type SitePublishSettings } from './publish-settings.ts';

/** How the served site is rebuilt after changes. */
export interface SiteRebuildSettings {
  /** The builds folder (one folder per build and the pointer file). */
  buildsDir: string;
  /** The builder (default: astro build of this project in a child process). */
  build?: SiteBuilder;
  timeoutSeconds?: number;
  /** Pause between polls for due rebuilds (default 1 s). */
  pollMs?: number;
  /** Publish each build to a bucket and purge a CDN (SITE_PUBLISH=s3; docs/deploy.md). */
  publish?: SitePublishSettings;
}

/** The settings for a server on the database `dbPath`; undefined when SITE_REBUILD=off. */
export function siteRebuildFromEnv(env: NodeJS.ProcessEnv, dbPath: string): SiteRebuildSettings | undefined {
  const mode = env.SITE_REBUILD ?? 'on';
  if (mode === 'off') return undefined;
  if (mode !== 'on') throw new Error(`SITE_REBUILD must be "on" or "off", got "${mode}"`);
  const timeoutSeconds = Number(env.SITE_BUILD_TIMEOUT_SECONDS ?? DEFAULT_BUILD_TIMEOUT_SECONDS);
  if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0)
    throw new Error(`SITE_BUILD_TIMEOUT_SECONDS must be a positive number of seconds, got "${env.SITE_BUILD_TIMEOUT_SECONDS}"`);
  const publish = sitePublishFromEnv(env);
  return {
    buildsDir: env.SITE_BUILDS_DIR || join(filesDirOf(dbPath, env) ?? '.', 'site'),
    timeoutSeconds,
    ...(publish ? { publish } : {}),
  };
}
