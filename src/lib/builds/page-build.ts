/**
 * The build a page came from: the layout writes the build id into `<meta name="build-id">` at
 * build time, and the browser compares it with `builds/latest.json` (SPEC §7) to notice a deploy.
 */

/** The meta tag's name. */
export const BUILD_META_NAME = 'build-id';

/** The id of the build that rendered this page, or undefined (dev server, or a page from before the tag). */
export function pageBuildId(doc: Pick<Document, 'querySelector'> = document): string | undefined {
  const content = doc.querySelector(`meta[name="${BUILD_META_NAME}"]`)?.getAttribute('content');
  return content || undefined;
}

/** Is `latest` a build other than the page's own? Any other id counts: a rollback is news too. */
export function isOtherBuild(own: string, latest: unknown): latest is string {
  return typeof latest === 'string' && latest !== '' && latest !== own;
}
