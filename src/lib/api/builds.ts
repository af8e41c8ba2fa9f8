/**
 * The build manifest the browser polls (SPEC §7 "GET builds/latest.json", "builds/meta/{buildId}.json"):
 * every build writes both; a new `buildId` in latest.json means the pages changed since this page loaded.
 */
import { z } from 'zod';
import { REGION_CODES } from '../../../regions/constants.ts';

export { BUILDS_LATEST_PATH, buildMetaPath } from './tracking-codes.ts';

/** What a build id looks like: its start time, then a random tail (src/server/site/builds.ts). */
export const BUILD_ID_PATTERN = /^\d{8}T\d{6}Z-[0-9a-f]{6}$/;

/** /builds/latest.json: the build being served. */
export const buildLatestSchema = z.object({
  buildId: z.string().regex(BUILD_ID_PATTERN),
  /** ISO time the build finished. */
  builtAt: z.iso.datetime(),
});
export type BuildLatest = z.infer<typeof buildLatestSchema>;

/** /builds/meta/{buildId}.json: what one build holds. */
export const buildMetaSchema = buildLatestSchema.extend({
  /** ISO time the build started. */
  startedAt: z.iso.datetime(),
  /** Pages written. */
  pages: z.number().int().nonnegative(),
  /** Of them, pages in the sitemaps. */
  indexable: z.number().int().nonnegative(),
  /** Regions built. */
  regions: z.array(z.enum(REGION_CODES)),
});
export type BuildMeta = z.infer<typeof buildMetaSchema>;
