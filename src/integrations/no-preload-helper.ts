/**
 * Vite wraps every dynamic import in a helper that preloads the imported chunk's stylesheets
 * (about 0.5 KB gzip of first-load JS on every page with an island). The site's lazy chunks bring
 * no stylesheets of their own (global CSS is linked by the pages; the one library stylesheet is
 * linked by its component), so the helper only ever receives empty lists: this plugin reduces it
 * to "call the import". When a chunk does list stylesheets to preload, the helper stays as it is.
 */
import type { Plugin } from 'vite';

/** The helper's definition as the minifier writes it: `function(e,t,n){let r=Promise.resolve();if(t&&t.length>0){…}…return e().catch(i)})}`. */
const HELPER =
  /function\((\w+),(\w+),\w+\)\{let (\w+)=Promise\.resolve\(\);if\(\2&&\2\.length>0\)\{[\s\S]*?return \3\.then\(\w+=>\{for\(let \w+ of \w+\|\|\[\]\)\w+\.status===`rejected`&&\w+\(\w+\.reason\);return \1\(\)\.catch\(\w+\)\}\)\}/;

/** Replace the preload helper's body in `code` by a direct call; null when the helper is not there. */
export function stripPreloadHelper(code: string): string | null {
  const match = HELPER.exec(code);
  if (!match) return null;
  const [whole, load] = match;
  return code.replace(whole, `function(${load}){return ${load}()}`);
}

/** The Vite plugin (build only). */
export function noPreloadHelper(): Plugin {
  return {
    name: 'lustmap:no-preload-helper',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((f) => f.type === 'chunk');
      // Stylesheets to preload appear as a dependency map; then the helper has real work to do.
      if (chunks.some((c) => c.code.includes('__vite__mapDeps'))) {
        this.warn('a lazy chunk has stylesheets to preload: the preload helper stays');
        return;
      }
      for (const chunk of chunks) {
        const code = stripPreloadHelper(chunk.code);
        if (code !== null) chunk.code = code;
      }
    },
  };
}
