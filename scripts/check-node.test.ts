import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';

interface CheckNode {
  MINIMUM: number[];
  parseVersion(text: string): [number, number, number] | undefined;
  isSupported(text: string): boolean;
  refusal(text: string): string;
}
const script = join(import.meta.dirname, 'check-node.cjs');
const check = createRequire(import.meta.url)(script) as CheckNode;
const dir = mkdtempSync(join(tmpdir(), 'lustmap-check-node-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('it parses version strings with and without the v', () => {
  expect(check.parseVersion('v20.20.2')).toEqual([20, 20, 2]);
  expect(check.parseVersion('22.12.0')).toEqual([22, 12, 0]);
  expect(check.parseVersion('v24.1.0-nightly2025')).toEqual([24, 1, 0]);
  expect(check.parseVersion('twenty')).toBeUndefined();
});

test('it refuses Node 20 and 22.11 and accepts 22.12 and newer', () => {
  for (const v of ['v18.19.0', 'v20.20.2', 'v21.7.3', 'v22.0.0', 'v22.11.9', 'garbage']) expect(check.isSupported(v), v).toBe(false);
  for (const v of ['v22.12.0', 'v22.12.1', 'v22.20.0', 'v23.0.0', 'v24.0.0', 'v26.1.0']) expect(check.isSupported(v), v).toBe(true);
  expect(check.MINIMUM.join('.')).toBe('22.12.0');
});

test('on an old Node it prints one line naming the version needed and how to get it, and exits 1', () => {
  const fake = join(dir, 'node20.cjs');
  writeFileSync(fake, "Object.defineProperty(process, 'version', { value: 'v20.20.2' });\n");
  const old = spawnSync(process.execPath, ['-r', fake, script], { encoding: 'utf8' });
  expect(old.status).toBe(1);
  expect(old.stdout).toBe('');
  const lines = old.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/Node\.js >= 22\.12\.0 \(this is v20\.20\.2\)/);
  expect(lines[0]).toMatch(/nodejs\.org/);
  const current = spawnSync(process.execPath, [script], { encoding: 'utf8' });
  expect(current.status).toBe(0);
  expect(current.stderr).toBe('');
});

test('npm install, start, test, build and preview check the version first', () => {
  const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
    engines: { node: string };
  };
  expect(pkg.scripts.preinstall).toBe('node scripts/check-node.cjs');
  for (const name of ['start', 'test', 'build', 'preview', 'test:site', 'test:e2e'])
    expect(pkg.scripts[name], name).toMatch(/^node scripts\/check-node\.cjs && /);
  // The check and "engines" name the same minimum.
  expect(pkg.engines.node).toBe(`>=${check.MINIMUM.join('.')}`);
});
