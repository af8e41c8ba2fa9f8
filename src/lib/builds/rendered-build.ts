/**
 * The id of the build being rendered, for the layout's `<meta name="build-id">` (server side only).
 * The site-files integration fixes it when the build starts (BUILD_ID), so the pages and
 * builds/latest.json name the same build.
 */
import { BUILD_ID_PATTERN } from '../api/builds.ts';

/** BUILD_ID when it is a well-formed build id, else undefined (the dev server has none). */
export function renderedBuildId(env: Record<string, string | undefined> = process.env): string | undefined {
  const id = env['BUILD_ID'];
  return id && BUILD_ID_PATTERN.test(id) ? id : undefined;
}
