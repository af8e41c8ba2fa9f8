import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { memoryLogger } from '../context.ts';
import { astroCommand, lastLines, processBuilder, SiteBuildError } from './builder.ts';

let base: string;
beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'lustmap-builder-'));
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

/** A build command running `script` in Node (argv[1] is the output folder). */
const node = (script: string) => (outDir: string) => [process.execPath, '-e', script, outDir];

test('it runs the build with this server as its API, at a lower priority, and logs the output to a file', async () => {
  const script = `
    const fs = require('node:fs'), os = require('node:os');
    fs.mkdirSync(process.argv[1], { recursive: true });
    fs.writeFileSync(process.argv[1] + '/env.json', JSON.stringify({ api: process.env.BUILD_API_ORIGIN, region: process.env.REGION, nice: os.getPriority() }));
    console.log('built 3 pages');`;
  const logFile = join(base, 'last-build.log');
  const build = processBuilder({ root: base, log: memoryLogger(), command: node(script), logFile });
  const outDir = join(base, 'out');
  await build({ outDir, apiOrigin: 'http://127.0.0.1:4999', regions: ['at', 'uk'] });
  expect(JSON.parse(readFileSync(join(outDir, 'env.json'), 'utf8'))).toEqual({ api: 'http://127.0.0.1:4999', region: 'at,uk', nice: 10 });
  expect(readFileSync(logFile, 'utf8')).toContain('built 3 pages');
});

test('a failing build rejects with the end of its output', async () => {
  const script = `for (let i = 0; i < 100; i++) console.log('page ' + i); console.error('[ERROR] Unexpected token in x.astro'); process.exit(3);`;
  const build = processBuilder({ root: base, log: memoryLogger(), command: node(script) });
  const err = await build({ outDir: join(base, 'out'), apiOrigin: 'http://127.0.0.1:1' }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(SiteBuildError);
  expect((err as SiteBuildError).message).toBe('the site build exited with 3');
  expect((err as SiteBuildError).tail).toContain('[ERROR] Unexpected token in x.astro');
  expect((err as SiteBuildError).tail).not.toContain('page 10\n');
});

test('a build that runs too long is stopped', async () => {
  const build = processBuilder({ root: base, log: memoryLogger(), command: node('setTimeout(() => {}, 60000)'), timeoutSeconds: 0.2 });
  await expect(build({ outDir: join(base, 'out'), apiOrigin: 'http://127.0.0.1:1' })).rejects.toThrow(
    'the site build timed out after 0.2 s',
  );
});

test('a build is stopped when the server closes', async () => {
  const build = processBuilder({ root: base, log: memoryLogger(), command: node('setTimeout(() => {}, 60000)') });
  const stop = new AbortController();
  const running = build({ outDir: join(base, 'out'), apiOrigin: 'http://127.0.0.1:1', signal: stop.signal });
  stop.abort();
  await expect(running).rejects.toThrow('the server is closing');
});

test('a command that cannot start is a failed build', async () => {
  const build = processBuilder({ root: base, log: memoryLogger(), command: () => [join(base, 'no-such-binary')] });
  await expect(build({ outDir: join(base, 'out'), apiOrigin: 'http://127.0.0.1:1' })).rejects.toThrow(/did not start/);
});

test('the default command is the project astro CLI building into the new folder', () => {
  expect(astroCommand('/srv/lustmap')('/srv/data/site/b1')).toEqual([
    process.execPath,
    '/srv/lustmap/node_modules/astro/bin/astro.mjs',
    'build',
    '--outDir',
    '/srv/data/site/b1',
  ]);
  expect(lastLines('a\nb\nc\n', 2)).toBe('b\nc');
});
