/**
 * The bookkeeping around Astro's incremental cache: a build that did not finish makes the next one
 * render everything; the stored keys say which pages changed and why; the code digest follows the
 * build's inputs and nothing else.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import {
  ASTRO_MANIFEST,
  beginBuild,
  changedKeys,
  codeDigest,
  endBuild,
  isKeyedPage,
  KEYS_FILE,
  linkKeptPages,
  MARKER_FILE,
  KEYED_ROUTE,
  pageFile,
  readStoredKeys,
  renderedUnplanned,
  unlinkPage,
} from './incremental.ts';

const dirs: string[] = [];
function tmp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lustmap-incremental-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the build marker', () => {
  test('a finished build keeps the cache; one that did not finish makes the next render everything', () => {
    const cache = tmp();
    expect(beginBuild(cache)).toBe(false);
    writeFileSync(join(cache, ASTRO_MANIFEST), '{}');
    endBuild(cache, { code: 'c1', keys: { '/': 'a' } });
    expect(existsSync(join(cache, MARKER_FILE))).toBe(false);
    expect(readStoredKeys(cache)).toEqual({ code: 'c1', keys: { '/': 'a' } });

    // The next build starts and dies part-way (no endBuild): the marker stays.
    expect(beginBuild(cache)).toBe(false);
    expect(existsSync(join(cache, MARKER_FILE))).toBe(true);
    // The build after it forgets Astro's manifest and the stored keys.
    expect(beginBuild(cache)).toBe(true);
    expect(existsSync(join(cache, ASTRO_MANIFEST))).toBe(false);
    expect(readStoredKeys(cache)).toBeNull();
  });

  test('a broken keys file counts as none', () => {
    const cache = tmp();
    writeFileSync(join(cache, KEYS_FILE), '{not json');
    expect(readStoredKeys(cache)).toBeNull();
    writeFileSync(join(cache, KEYS_FILE), JSON.stringify({ keys: {} }));
    expect(readStoredKeys(cache)).toBeNull();
  });
});

describe('changed keys', () => {
  const keys = new Map([
    ['/', 'h'],
    ['/sex/', 's1'],
    ['/users/1/', 'p1'],
  ]);
  const kind = (path: string) => (path.startsWith('/users/') ? 'profile' : path === '/' ? 'home' : 'category');

  test('with the same code, the pages whose key differs or is new', () => {
    const r = changedKeys(keys, { code: 'c', keys: { '/': 'h', '/sex/': 's0' } }, 'c', kind);
    expect(r).toEqual({ paths: ['/sex/', '/users/1/'], byKind: { category: 1, profile: 1 }, reason: 'data changed' });
    expect(changedKeys(keys, { code: 'c', keys: Object.fromEntries(keys) }, 'c', kind)).toEqual({
      paths: [],
      byKind: {},
      reason: 'no change',
    });
  });

  test('every page on the first build and after a code change', () => {
    expect(changedKeys(keys, null, 'c', kind).reason).toBe('first build');
    const r = changedKeys(keys, { code: 'old', keys: Object.fromEntries(keys) }, 'new', kind);
    expect(r.reason).toBe('code changed');
    expect(r.paths).toHaveLength(3);
  });
});

describe('a render the build did not plan', () => {
  const keyed = new Map([
    ['/404/', 'k404'],
    ['/sex/koeln/', 'kk'],
    ['/sex/bonn/', 'kb'],
  ]);
  const planned = (path: string) => path === '/sex/koeln/';

  test('is a keyed page of the catch-all route outside the planned set: Astro could not use its cache', () => {
    expect(renderedUnplanned('/sex/bonn/', KEYED_ROUTE, keyed, planned)).toBe(true);
    expect(renderedUnplanned('/sex/koeln/', KEYED_ROUTE, keyed, planned)).toBe(false);
    // A page without a key (none given) is always rendered.
    expect(renderedUnplanned('/sex/unknown/', KEYED_ROUTE, keyed, planned)).toBe(false);
  });

  test('is never the German 404 page, whose own route has no key and renders in every build', () => {
    expect(renderedUnplanned('/404/', 'src/pages/404.astro', keyed, planned)).toBe(false);
    expect(renderedUnplanned('/404/', KEYED_ROUTE, keyed, planned)).toBe(true);
    // Nor are its files those of a keyed page, which a render replaces.
    expect(isKeyedPage('/404/', 'src/pages/404.astro', keyed)).toBe(false);
    expect(isKeyedPage('/404/', KEYED_ROUTE, keyed)).toBe(true);
  });
});

describe('the code digest', () => {
  test('follows the build inputs and the lockfile, not the server, the tests or the articles', () => {
    const root = tmp();
    for (const dir of ['src/lib', 'src/server', 'content/uk', 'i18n']) mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, 'src/lib/a.ts'), 'export const a = 1;');
    writeFileSync(join(root, 'i18n/de.json'), '{}');
    writeFileSync(join(root, 'package-lock.json'), '{}');
    const first = codeDigest(root);
    expect(codeDigest(root)).toBe(first);

    writeFileSync(join(root, 'src/server/x.ts'), 'server code');
    writeFileSync(join(root, 'src/lib/a.test.ts'), 'a test');
    writeFileSync(join(root, 'content/uk/post.md'), '# an article');
    expect(codeDigest(root)).toBe(first);

    writeFileSync(join(root, 'i18n/de.json'), '{"a":"b"}');
    const second = codeDigest(root);
    expect(second).not.toBe(first);
    writeFileSync(join(root, 'package-lock.json'), '{"v":2}');
    expect(codeDigest(root)).not.toBe(second);
    expect(readFileSync(join(root, 'src/lib/a.ts'), 'utf8')).toBe('export const a = 1;');
  });
});

describe('kept pages linked from the cache', () => {
  test('are the cached files themselves; a page rendered again gets new files and leaves the other builds alone', () => {
    const cache = tmp();
    const served = tmp();
    const next = tmp();
    const files: [string, string][] = [
      ['sex/koeln/index.html', 'koeln v1'],
      ['users/7/index.html', 'profile v1'],
    ];
    for (const [path, text] of files) {
      mkdirSync(join(cache, 'dist', path, '..'), { recursive: true });
      writeFileSync(join(cache, 'dist', path), text);
    }
    // The served build got the same files before.
    expect(linkKeptPages(cache, served, ['/sex/koeln/', '/users/7/'])).toBe(2);
    // The next build keeps both, and a page the cache lacks is left to Astro.
    expect(linkKeptPages(cache, next, ['/sex/koeln/', '/users/7/', '/sex/bonn/'])).toBe(2);
    expect(statSync(join(next, 'sex/koeln/index.html')).ino).toBe(statSync(join(cache, 'dist/sex/koeln/index.html')).ino);
    expect(existsSync(join(next, 'sex/bonn/index.html'))).toBe(false);

    // Rendered again after all: its files go before Astro writes new ones.
    unlinkPage(cache, next, '/users/7/');
    writeFileSync(join(next, 'users/7/index.html'), 'profile v2');
    writeFileSync(join(cache, 'dist/users/7/index.html'), 'profile v2');
    expect(readFileSync(join(served, 'users/7/index.html'), 'utf8')).toBe('profile v1');
    expect(readFileSync(join(next, 'users/7/index.html'), 'utf8')).toBe('profile v2');
    expect(pageFile('/')).toBe('index.html');
  });
});
