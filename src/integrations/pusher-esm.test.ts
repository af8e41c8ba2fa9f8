import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from 'vitest';
import { createRequire } from 'node:module';
import { ENCRYPTION_BUILD, umdAsEsm, WITH_ENCRYPTION } from './pusher-esm.ts';

test('the UMD browser build of pusher-js, as an ES module, exports the Pusher class as default', async () => {
  const code = readFileSync(join(import.meta.dirname, '../../node_modules/pusher-js/dist/web/pusher.js'), 'utf8');
  const file = join(tmpdir(), `pusher-esm-${process.pid}.mjs`);
  // The browser build names `self` as its root; ES modules run in strict mode, so this also checks the bundle is strict-safe.
  writeFileSync(file, `globalThis.self ??= globalThis;\n${umdAsEsm(code)}`);
  const { default: Pusher } = (await import(pathToFileURL(file).href)) as { default: { name: string; Runtime?: unknown } };
  expect(typeof Pusher).toBe('function');
  expect(Pusher.name).toBe('Pusher');
  expect(Pusher.Runtime).toBeTypeOf('object');
});

test('the source-map comment is dropped and the export comes last', () => {
  const out = umdAsEsm('module.exports = 1;\n//# sourceMappingURL=x.js.map');
  expect(out).not.toContain('sourceMappingURL');
  expect(out.trimEnd().endsWith('export default module.exports;')).toBe(true);
});

test('the encryption entry is the file the plugin resolves it to', () => {
  // The CommonJS entry only requires the build the plugin hands the bundler instead.
  const require = createRequire(import.meta.url);
  expect(require.resolve(ENCRYPTION_BUILD)).toBe(require.resolve('pusher-js/dist/web/pusher-with-encryption'));
  expect(readFileSync(require.resolve(WITH_ENCRYPTION), 'utf8')).toContain("require('../dist/web/pusher-with-encryption')");
});
