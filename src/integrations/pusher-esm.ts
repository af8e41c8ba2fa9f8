/**
 * pusher-js ships its browser build as a UMD bundle, which the bundler would wrap as CommonJS: the
 * CommonJS helpers then leave React's chunk for a shared runtime chunk that every page loads first
 * (about 0.4 KB gzip the budget cannot spare). This plugin hands the bundler the same file as an ES
 * module instead: the UMD wrapper sees a local `module` object, and its export becomes `default`.
 * `pusher-js/with-encryption` is a one-line CommonJS file requiring the encryption build: it is
 * resolved to that build directly, so no CommonJS file is left.
 */
import type { Plugin } from 'vite';

/** The browser builds of pusher-js (plain and with encryption, minified or not). */
const PUSHER_WEB = /node_modules[\\/]pusher-js[\\/]dist[\\/]web[\\/]pusher(?:-with-encryption)?(?:\.min)?\.js$/;

/** The CommonJS entry of the encryption build, and the build it requires. */
export const WITH_ENCRYPTION = 'pusher-js/with-encryption';
export const ENCRYPTION_BUILD = 'pusher-js/dist/web/pusher-with-encryption.js';

/**
 * The UMD bundle `code` as an ES module whose default export is what it assigns to `module.exports`
 * (its source-map comment goes: the lines no longer match).
 */
export function umdAsEsm(code: string): string {
  const body = code.replace(/^\/\/# sourceMappingURL=.*$/m, '');
  return `var module = { exports: {} }, exports = module.exports;\n${body}\nexport default module.exports;\n`;
}

/** The Vite plugin (build only; the dev server pre-bundles dependencies itself). */
export function pusherAsEsm(): Plugin {
  return {
    name: 'lustmap:pusher-esm',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === WITH_ENCRYPTION ? this.resolve(ENCRYPTION_BUILD, importer, { skipSelf: true }) : null;
    },
    transform(code, id) {
      return PUSHER_WEB.test(id) ? { code: umdAsEsm(code), map: null } : null;
    },
  };
}
