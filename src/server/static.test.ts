import { serve } from '@hono/node-server';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { brotliCopy, gzipCopy } from '../integrations/precompress.ts';
import { profileIdOfPath, shellPattern } from './static.ts';
import { createTestApp, type TestApp } from './testing/app.ts';
import { syncSql } from './testing/sync-sql.ts';

let t: TestApp;
let base: string;

/** A place page of a few KB with an inline script (its hash goes into the CSP), built with compressed copies. */
const PLACE_PAGE = `<!doctype html><html><head><title>Köln</title><script>window.place = 'koeln';</script></head><body>${Array.from(
  { length: 60 },
  (_, i) => `<article class="card"><h2>Listing ${i}</h2><p>Escort in Köln, reviews and photos</p></article>`,
).join('')}</body></html>`;

/** A small built site, enough to exercise every serving rule. */
const FILES: Record<string, string> = {
  'index.html': '<h1>home de</h1>',
  '404.html': '<h1>404 de</h1>',
  'sex/index.html': '<h1>sex</h1>',
  'at/index.html': '<h1>home at</h1>',
  'at/404/index.html': '<h1>404 at</h1>',
  'uk/404/index.html': '<h1>404 uk</h1>',
  '_astro/app.Ab12Cd.js': 'console.log(1)',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'robots.txt': 'User-agent: *',
  'users/_/index.html': '<h1>profile shell</h1>',
  'at/users/_/index.html': '<h1>profile shell at</h1>',
  'uk/users/_/index.html': '<h1>profile shell uk</h1>',
  'users/impersonate/_/_/index.html': '<h1>impersonate shell</h1>',
  '.build-stamp': 'stamp',
  'sex/koeln/index.html': PLACE_PAGE,
  'builds/latest.json': '{"buildId":"20250615T100000Z-abcdef","builtAt":"2025-06-15T10:01:00.000Z"}',
  'builds/meta/20250615T100000Z-abcdef.json': '{"buildId":"20250615T100000Z-abcdef"}',
  '_shells.json': JSON.stringify([
    { pattern: '/users/:userId/', file: 'users/_/index.html' },
    { pattern: '/at/users/:userId/', file: 'at/users/_/index.html' },
    { pattern: '/uk/users/:userId/', file: 'uk/users/_/index.html' },
    { pattern: '/users/impersonate/:secret/:userId/', file: 'users/impersonate/_/_/index.html' },
  ]),
};

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'lustmap-static-'));
  const dist = join(base, 'dist');
  for (const [file, content] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), content);
  }
  writeFileSync(join(base, 'secret.txt'), 'do not serve');
  writeFileSync(join(dist, 'sex/koeln/index.html.br'), brotliCopy(Buffer.from(PLACE_PAGE)));
  writeFileSync(join(dist, 'sex/koeln/index.html.gz'), gzipCopy(Buffer.from(PLACE_PAGE)));
  t = await createTestApp({ profiles: 100, distDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(base, { recursive: true, force: true });
});

/** Add a file to the built site after the app has started (served files are looked up per request). */
function writeBuilt(file: string, content: string): void {
  const full = join(base, 'dist', file);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
}

/** The id of the first profile matching a WHERE clause of the seeded database. */
function profileId(where: string): number {
  const row = syncSql(t.database).get(`SELECT user_id AS id FROM profiles WHERE ${where} ORDER BY user_id LIMIT 1`) as
    { id: number } | undefined;
  if (!row) throw new Error(`no profile where ${where}`);
  return row.id;
}

async function get(path: string, init?: RequestInit) {
  const res = await t.app.request(path, init);
  return { res, text: await res.text() };
}

describe('pages', () => {
  test('it serves directory pages as HTML that revalidates', async () => {
    const { res, text } = await get('/sex/');
    expect(res.status).toBe(200);
    expect(text).toBe('<h1>sex</h1>');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/')).text).toBe('<h1>home de</h1>');
    expect((await get('/at/')).text).toBe('<h1>home at</h1>');
  });

  test('it redirects a page path without trailing slash, keeping the query', async () => {
    const { res } = await get('/sex?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/sex/?x=1');
  });

  test('it collapses leading slashes and never redirects to another host', async () => {
    for (const [path, location] of [
      ['//sex', '/sex'],
      ['///sex', '/sex'],
      ['//sex/', '/sex/'],
      ['//sex?q=1', '/sex?q=1'],
      ['/%2Fsex', '/sex'],
      ['/%2f%2fsex', '/sex'],
      ['/%5Csex', '/sex'],
      ['//users/12', '/users/12'],
    ] as const) {
      const { res } = await get(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe(location);
    }
    // Following the redirects ends on the page, never leaving the site.
    expect((await get('/sex')).res.headers.get('location')).toBe('/sex/');
    for (const path of ['//sex', '///sex', '//users/12', '/%2F%2Fsex', '//evil.example', '//evil.example/', '/%5C%5Cevil.example']) {
      const location = (await get(path)).res.headers.get('location');
      if (location === null) continue;
      expect(location, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'https://lustmap.test').origin, path).toBe('https://lustmap.test');
    }
  });

  test('it answers HEAD with headers only and revalidation with 304', async () => {
    const head = await get('/sex/', { method: 'HEAD' });
    expect(head.res.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.res.headers.get('content-length')).toBe(String('<h1>sex</h1>'.length));
    const etag = head.res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\//);
    const again = await get('/sex/', { headers: { 'if-none-match': etag } });
    expect(again.res.status).toBe(304);
    expect(again.text).toBe('');
  });

  test('it refuses other methods with 405', async () => {
    const { res } = await get('/sex/', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('precompressed copies', () => {
  const copySize = (suffix: string) => statSync(join(base, 'dist', `sex/koeln/index.html${suffix}`)).size;
  const raw = async (res: Response) => Buffer.from(await res.arrayBuffer());

  test('it answers with the brotli copy when the request accepts it, whatever else it accepts', async () => {
    for (const accept of ['br', 'gzip, deflate, br', 'br, gzip', 'gzip;q=0.5, br']) {
      const res = await t.app.request('/sex/koeln/', { headers: { 'accept-encoding': accept } });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('content-encoding'), accept).toBe('br');
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('content-length')).toBe(String(copySize('.br')));
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(res.headers.get('etag')).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+-br"$/);
      const body = await raw(res);
      expect(body.length).toBe(copySize('.br'));
      expect(brotliDecompressSync(body).toString('utf8')).toBe(PLACE_PAGE);
    }
  });

  test('it falls back to the gzip copy, and to the file itself without Accept-Encoding', async () => {
    const gz = await t.app.request('/sex/koeln/', { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('content-length')).toBe(String(copySize('.gz')));
    expect(gz.headers.get('etag')).toMatch(/-gz"$/);
    expect(gunzipSync(await raw(gz)).toString('utf8')).toBe(PLACE_PAGE);
    expect((await t.app.request('/sex/koeln/', { headers: { 'accept-encoding': 'br;q=0, gzip' } })).headers.get('content-encoding')).toBe(
      'gzip',
    );

    const plain = await t.app.request('/sex/koeln/');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(PLACE_PAGE)));
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(plain.headers.get('etag')).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(await plain.text()).toBe(PLACE_PAGE);
    const identity = await t.app.request('/sex/koeln/', { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(PLACE_PAGE);
  });

  test('each encoding revalidates with its own ETag; HEAD tells the length of the copy', async () => {
    const br = { 'accept-encoding': 'br, gzip' };
    const first = await t.app.request('/sex/koeln/', { headers: br });
    const tag = first.headers.get('etag')!;
    const again = await t.app.request('/sex/koeln/', { headers: { ...br, 'if-none-match': tag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(tag);
    expect(await again.text()).toBe('');
    // The tag of the brotli answer does not validate the gzip one, nor the other way round.
    const gzip = await t.app.request('/sex/koeln/', { headers: { 'accept-encoding': 'gzip', 'if-none-match': tag } });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plainTag = (await t.app.request('/sex/koeln/')).headers.get('etag')!;
    expect(plainTag).not.toBe(tag);
    expect((await t.app.request('/sex/koeln/', { headers: { ...br, 'if-none-match': plainTag } })).status).toBe(200);

    const head = await t.app.request('/sex/koeln/', { method: 'HEAD', headers: br });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(head.headers.get('content-length')).toBe(String(copySize('.br')));
    expect(await head.text()).toBe('');
  });

  test('the CSP of a compressed answer is that of the uncompressed page', async () => {
    const plain = await t.app.request('/sex/koeln/');
    const csp = plain.headers.get('content-security-policy');
    expect(csp).toMatch(/'sha256-[^']+'/);
    for (const accept of ['br', 'gzip'])
      expect((await t.app.request('/sex/koeln/', { headers: { 'accept-encoding': accept } })).headers.get('content-security-policy')).toBe(
        csp,
      );
  });

  test('it never serves a copy under its own name', async () => {
    for (const path of [
      '/sex/koeln/index.html.br',
      '/sex/koeln/index.html.gz',
      '/sex/koeln/index.html.br/',
      '/sex/koeln/index.html%2Ebr',
    ]) {
      const { res, text } = await get(path);
      expect(res.status, path).toBe(404);
      expect(text, path).toBe('<h1>404 de</h1>');
    }
  });

  test('a page without copies, or replaced after its copies were made, is answered as it is', async () => {
    // Small pages have no copies: the server's compression middleware handles them as before.
    expect((await t.app.request('/sex/', { headers: { 'accept-encoding': 'br' } })).headers.get('content-encoding')).toBeNull();
    writeBuilt('sex/hamburg/index.html', PLACE_PAGE.replace('Köln', 'Hamburg'));
    // The copy of what the page was before.
    writeFileSync(join(base, 'dist', 'sex/hamburg/index.html.br'), brotliCopy(Buffer.from(PLACE_PAGE)));
    const page = join(base, 'dist', 'sex/hamburg/index.html');
    const later = new Date(statSync(page).mtimeMs + 60_000);
    utimesSync(page, later, later);
    const res = await t.app.request('/sex/hamburg/', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).not.toBe('br');
    const body = Buffer.from(await res.arrayBuffer());
    const text = res.headers.get('content-encoding') === 'gzip' ? gunzipSync(body).toString('utf8') : body.toString('utf8');
    expect(text).toBe(PLACE_PAGE.replace('Köln', 'Hamburg'));
  });

  test('over HTTP the copy goes out once encoded, with its length, not chunked', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const socket = connect(port, '127.0.0.1');
      await once(socket, 'connect');
      socket.write('GET /sex/koeln/ HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br, gzip\r\nConnection: close\r\n\r\n');
      const chunks: Buffer[] = [];
      socket.on('data', (d: Buffer) => chunks.push(d));
      await once(socket, 'close');
      const answer = Buffer.concat(chunks);
      const split = answer.indexOf('\r\n\r\n');
      const head = answer.subarray(0, split).toString('latin1').toLowerCase();
      expect(head).toMatch(/^http\/1\.1 200 /);
      expect(head.match(/^content-encoding: (.*)$/gm)).toEqual(['content-encoding: br']);
      expect(head).toContain(`content-length: ${copySize('.br')}`);
      expect(head).not.toContain('transfer-encoding');
      expect(brotliDecompressSync(answer.subarray(split + 4)).toString('utf8')).toBe(PLACE_PAGE);
    } finally {
      server.close();
    }
  });
});

describe('assets', () => {
  test('it caches hashed assets for a year and gives correct types', async () => {
    const js = await get('/_astro/app.Ab12Cd.js');
    expect(js.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const svg = await get('/favicon.svg');
    expect(svg.res.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await get('/robots.txt')).res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  test('it never lets a cache keep the build manifest open pages poll, and keeps a build meta for good', async () => {
    const latest = await get('/builds/latest.json');
    expect(latest.res.headers.get('cache-control')).toBe('no-store');
    expect(latest.res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(JSON.parse(latest.text)).toMatchObject({ buildId: '20250615T100000Z-abcdef' });
    const meta = await get('/builds/meta/20250615T100000Z-abcdef.json');
    expect(meta.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('shells', () => {
  test('it serves the profile shell for a published profile, per region', async () => {
    const id = profileId("published = 1 AND profile_type = 'escort'");
    const de = await get(`/users/${id}/`);
    expect(de.res.status).toBe(200);
    expect(de.text).toBe('<h1>profile shell</h1>');
    expect(de.res.headers.get('cache-control')).toBe('no-cache');
    expect((await get(`/at/users/${id}/`)).text).toBe('<h1>profile shell at</h1>');
    expect((await get(`/users/${id}/`, { method: 'HEAD' })).res.status).toBe(200);
    const bare = await get(`/users/${id}`);
    expect(bare.res.status).toBe(301);
    expect(bare.res.headers.get('location')).toBe(`/users/${id}/`);
  });

  test("it serves a punter's page (public, noindex in its shell) with the profile shell", async () => {
    const id = profileId("published = 1 AND profile_type = 'punter'");
    const { res, text } = await get(`/users/${id}/`);
    expect(res.status).toBe(200);
    expect(text).toBe('<h1>profile shell</h1>');
  });

  test('it answers an unknown, unpublished or malformed profile with the region 404 page, no soft 404', async () => {
    const unpublished = profileId('published = 0');
    for (const [path, body] of [
      ['/users/999999999/', '<h1>404 de</h1>'],
      [`/users/${unpublished}/`, '<h1>404 de</h1>'],
      ['/users/0/', '<h1>404 de</h1>'],
      ['/users/abc/', '<h1>404 de</h1>'],
      ['/users/9999999999999999/', '<h1>404 de</h1>'],
      ['/at/users/999999999/', '<h1>404 at</h1>'],
      [`/uk/users/${unpublished}/`, '<h1>404 uk</h1>'],
    ]) {
      const { res, text } = await get(path as string);
      expect(res.status, path).toBe(404);
      expect(text, path).toBe(body);
      expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('etag'), path).toBeNull();
    }
    expect((await get('/users/999999999/', { method: 'HEAD' })).res.status).toBe(404);
    // The slash comes first, so the answer is the same at either form of the path.
    expect((await get('/users/999999999')).res.headers.get('location')).toBe('/users/999999999/');
  });

  test("it serves a published profile's pre-rendered page when the build has one, else the shell", async () => {
    const [withPage, without] = (
      syncSql(t.database).all(
        `SELECT user_id AS id FROM profiles WHERE published = 1 AND profile_type = 'escort' ORDER BY user_id LIMIT 2`,
      ) as { id: number }[]
    ).map((r) => r.id);
    const venue = profileId("published = 1 AND profile_type = 'venue'");
    writeBuilt(`users/${withPage}/index.html`, '<h1>profile page</h1>');
    writeBuilt(`uk/users/${venue}/index.html`, '<h1>venue page uk</h1>');
    const page = await get(`/users/${withPage}/`);
    expect(page.res.status).toBe(200);
    expect(page.text).toBe('<h1>profile page</h1>');
    expect(page.res.headers.get('cache-control')).toBe('no-cache');
    expect(page.res.headers.get('etag')).not.toBeNull();
    expect((await get(`/uk/users/${venue}/`)).text).toBe('<h1>venue page uk</h1>');
    // Published after the build (or past its cap): the shell, as before.
    expect((await get(`/users/${without}/`)).text).toBe('<h1>profile shell</h1>');
    // The page is not served at another region's path: that one gets its shell.
    expect((await get(`/at/users/${withPage}/`)).text).toBe('<h1>profile shell at</h1>');
    const bare = await get(`/users/${withPage}`);
    expect(bare.res.status).toBe(301);
    expect(bare.res.headers.get('location')).toBe(`/users/${withPage}/`);
  });

  test('it answers 404 for a profile unpublished since the build, though the build still has its page', async () => {
    const id = profileId('published = 0');
    writeBuilt(`users/${id}/index.html`, '<h1>stale profile page</h1>');
    const { res, text } = await get(`/users/${id}/`);
    expect(res.status).toBe(404);
    expect(text).toBe('<h1>404 de</h1>');
    expect((await get(`/users/${id}/`, { method: 'HEAD' })).res.status).toBe(404);
  });

  test('it keeps serving the other shells without looking profiles up', async () => {
    const { res, text } = await get('/users/impersonate/secret/999999999/');
    expect(res.status).toBe(200);
    expect(text).toBe('<h1>impersonate shell</h1>');
  });

  test('it reads the profile id below the region prefix', () => {
    expect(profileIdOfPath(t.deps.regions, '/users/12/')).toBe(12);
    expect(profileIdOfPath(t.deps.regions, '/uk/users/12/')).toBe(12);
    expect(profileIdOfPath(t.deps.regions, '/users/012/')).toBeNull();
    expect(profileIdOfPath(t.deps.regions, '/users/1e3/')).toBeNull();
  });

  test('it turns shell patterns into one-segment matches', () => {
    const p = shellPattern('/users/:userId/');
    expect(p.test('/users/12/')).toBe(true);
    expect(p.test('/users/12/reviews/')).toBe(false);
    expect(shellPattern('/a.b/:x/').test('/aXb/1/')).toBe(false);
  });
});

describe('not found', () => {
  test('it serves the region 404 page with status 404', async () => {
    for (const [path, body] of [
      ['/nothing/', '<h1>404 de</h1>'],
      ['/sex/atlantis/', '<h1>404 de</h1>'],
      ['/at/nothing/', '<h1>404 at</h1>'],
      ['/uk/nothing', '<h1>404 uk</h1>'],
    ]) {
      const { res, text } = await get(path as string);
      expect(res.status, path).toBe(404);
      expect(text, path).toBe(body);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
    const it = await get('/it/nothing/');
    expect(it.res.status).toBe(404);
    expect(it.text).toBe('Page Not Found: /it/nothing/');
  });

  test('it never serves files outside dist, dotfiles or the shells list', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/sex/..%2f..%2fsecret.txt',
      '/.build-stamp',
      '/_shells.json',
      '/%00',
      '/%E0%A4%A',
    ]) {
      const { res, text } = await get(path);
      expect(res.status, path).toBe(404);
      expect(text, path).not.toContain('do not serve');
      expect(text).not.toContain('stamp');
    }
  });

  test('it keeps answering API paths with JSON next to the site', async () => {
    const missing = await get('/api/v2/nothing');
    expect(missing.res.status).toBe(404);
    expect(JSON.parse(missing.text)).toEqual({ message: 'Not Found' });
    expect((await get('/api/v2/services')).res.status).toBe(200);
  });
});

describe('a 405 with a large body', () => {
  test('it answers before the body is sent and closes the connection instead of reading it', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const socket = connect(port, '127.0.0.1');
      await once(socket, 'connect');
      socket.on('error', () => undefined);
      socket.setEncoding('latin1');
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      let answer = '';
      const answered = new Promise<void>((resolve) =>
        socket.on('data', (chunk: string) => {
          answer += chunk;
          if (answer.includes('\r\n\r\n')) resolve();
        }),
      );
      const declared = 512 * 1024 * 1024;
      socket.write(`POST /sex/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: ${declared}\r\n\r\n`);
      // Not one byte of the body is sent yet, and the answer comes.
      await answered;
      expect(answer).toMatch(/^HTTP\/1\.1 405 /);
      expect(answer.toLowerCase()).toContain('connection: close');
      // Keep sending the body while the connection is open: a server draining it would take it all.
      const chunk = Buffer.alloc(64 * 1024, 'x');
      let sent = 0;
      let open = true;
      void closed.then(() => (open = false));
      while (open && sent < declared) {
        if (!socket.write(chunk)) await Promise.race([new Promise((r) => socket.once('drain', r)), closed]);
        sent += chunk.length;
        if (sent % (4 * 1024 * 1024) === 0) await new Promise((r) => setImmediate(r));
      }
      await closed;
      expect(sent).toBeLessThan(16 * 1024 * 1024);
    } finally {
      server.close();
    }
  }, 20_000);
});
