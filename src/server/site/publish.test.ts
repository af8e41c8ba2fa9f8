import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { memoryLogger } from '../context.ts';
import { startTestS3, type TestS3 } from '../testing/s3rver.ts';
import type { SitePublishSettings } from './publish-settings.ts';
import { cacheControlOf, contentTypeOf, isSiteFile, publishBuild, publishClient, purgeUrlFor, urlPathOf } from './publish.ts';

const TOKEN = 'purge-secret-1';
const SITE = 'https://lustmap.example';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=0, s-maxage=60, must-revalidate';

/** What the stand-in CDN purge API received. */
interface PurgeCall {
  method: string;
  path: string;
  url: string;
  raw: string;
  authorization: string | undefined;
}

let s3: TestS3;
let purgeServer: Server;
let purgeOrigin: string;
let purgeCalls: PurgeCall[] = [];
let purgeStatus = 200;
let client: S3Client;
/** The S3 commands the client sent, in order: `PUT key` and `DELETE key`. */
let sent: string[] = [];
let work: string;

beforeAll(async () => {
  s3 = await startTestS3('site-host');
  purgeServer = createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams;
    purgeCalls.push({
      method: req.method ?? '',
      path: q.get('path') ?? '',
      url: q.get('url') ?? '',
      raw: q.get('raw') ?? '',
      authorization: req.headers.authorization,
    });
    res.writeHead(purgeStatus, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((done) => purgeServer.listen(0, '127.0.0.1', done));
  purgeOrigin = `http://127.0.0.1:${(purgeServer.address() as AddressInfo).port}`;
  client = publishClient(settings(''));
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { Key?: string };
      if (context.commandName === 'PutObjectCommand') sent.push(`PUT ${input.Key}`);
      if (context.commandName === 'DeleteObjectCommand') sent.push(`DELETE ${input.Key}`);
      return next(args);
    },
    { step: 'initialize', name: 'recordCommands' },
  );
  work = mkdtempSync(join(tmpdir(), 'lustmap-publish-'));
});

afterAll(async () => {
  client.destroy();
  await new Promise((done) => purgeServer.close(done));
  await s3.close();
  rmSync(work, { recursive: true, force: true });
});

beforeEach(() => {
  sent = [];
  purgeCalls = [];
  purgeStatus = 200;
});

function settings(prefix: string, purge = true): SitePublishSettings {
  return {
    s3: s3.settings(),
    prefix,
    purge: purge
      ? { template: `${purgeOrigin}/purge?path={path}&url={url}&raw={rawPath}`, method: 'PURGE', token: TOKEN, siteUrl: SITE }
      : undefined,
  };
}

/** Write a build folder named `name` with `files` (relative path → content). */
function build(name: string, files: Record<string, string>): string {
  const dir = join(work, name);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return dir;
}

async function keys(prefix: string): Promise<string[]> {
  const out = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (out.Contents ?? []).map((o) => o.Key!).sort();
}

async function object(key: string) {
  const out = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return { body: await out.Body!.transformToString(), contentType: out.ContentType, cacheControl: out.CacheControl };
}

const FIRST: Record<string, string> = {
  'index.html': '<h1>Start</h1>',
  'sex/koeln/index.html': '<h1>Koeln v1</h1>',
  'sex/berlin/index.html': '<h1>Berlin</h1>',
  '404.html': '<h1>Not found</h1>',
  '_astro/app.abc123.js': 'console.log(1);',
  '_astro/style.def456.css': 'body{}',
  'img/hero.webp': 'RIFF....WEBP',
  'favicon.svg': '<svg/>',
  'site.webmanifest': '{}',
  'sitemap-de.xml': '<urlset>3</urlset>',
  'robots.txt': 'User-agent: *',
  'builds/meta/20250101T000000Z-aaaaaa.json': '{"buildId":"20250101T000000Z-aaaaaa"}',
  'builds/latest.json': '{"buildId":"20250101T000000Z-aaaaaa"}',
  '.build-stamp': '{}',
};

const filesOf = (files: Record<string, string>) =>
  Object.keys(files)
    .filter((f) => !f.startsWith('.'))
    .sort();

describe('publishing a first build and a second one', () => {
  const first = () => build('first', FIRST);
  const SECOND = { ...FIRST };
  delete SECOND['sex/berlin/index.html'];
  Object.assign(SECOND, {
    // Same size, other bytes: only the content hash tells.
    'sex/koeln/index.html': '<h1>Koeln v2</h1>',
    'sex/hamburg/index.html': '<h1>Hamburg</h1>',
    'builds/latest.json': '{"buildId":"20250102T000000Z-bbbbbb"}',
  });

  test('the first build is uploaded whole, typed, cached by kind, in order, and every path is purged', async () => {
    const log = memoryLogger();
    const summary = await publishBuild({ buildDir: first(), previousDir: null, client, settings: settings('site/'), log });
    const published = filesOf(FIRST);
    expect(summary).toMatchObject({ uploaded: published.length, deleted: 0, purged: published.length, purgeFailures: 0 });
    expect(await keys('site/')).toEqual(published.map((f) => `site/${f}`));

    expect(await object('site/sex/koeln/index.html')).toEqual({
      body: '<h1>Koeln v1</h1>',
      contentType: 'text/html; charset=utf-8',
      cacheControl: SHORT,
    });
    expect(await object('site/_astro/app.abc123.js')).toMatchObject({
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: IMMUTABLE,
    });
    expect(await object('site/_astro/style.def456.css')).toMatchObject({ contentType: 'text/css; charset=utf-8', cacheControl: IMMUTABLE });
    expect(await object('site/img/hero.webp')).toMatchObject({ contentType: 'image/webp', cacheControl: SHORT });
    expect(await object('site/favicon.svg')).toMatchObject({ contentType: 'image/svg+xml', cacheControl: SHORT });
    expect(await object('site/site.webmanifest')).toMatchObject({ contentType: 'application/manifest+json' });
    expect(await object('site/sitemap-de.xml')).toMatchObject({ contentType: 'application/xml; charset=utf-8', cacheControl: SHORT });
    expect(await object('site/robots.txt')).toMatchObject({ contentType: 'text/plain; charset=utf-8' });
    expect(await object('site/builds/latest.json')).toMatchObject({ contentType: 'application/json; charset=utf-8', cacheControl: SHORT });

    // Assets, then pages, then the files listing pages, then builds/latest.json.
    const puts = sent.map((s) => s.replace(/^PUT site\//, ''));
    expect(puts).toHaveLength(published.length);
    const at = (f: string) => puts.indexOf(f);
    const pages = puts.filter((f) => f.endsWith('.html'));
    const assets = puts.filter((f) => !f.endsWith('.html') && !['sitemap-de.xml', 'robots.txt', 'builds/latest.json'].includes(f));
    expect(Math.max(...assets.map(at))).toBeLessThan(Math.min(...pages.map(at)));
    expect(Math.max(...pages.map(at))).toBeLessThan(Math.min(at('sitemap-de.xml'), at('robots.txt')));
    expect(puts.at(-1)).toBe('builds/latest.json');

    expect(purgeCalls.every((c) => c.method === 'PURGE' && c.authorization === `Bearer ${TOKEN}`)).toBe(true);
    expect(purgeCalls.map((c) => c.path).sort()).toEqual(
      [
        '/',
        '/sex/koeln/',
        '/sex/berlin/',
        '/404.html',
        '/_astro/app.abc123.js',
        '/_astro/style.def456.css',
        '/img/hero.webp',
        '/favicon.svg',
        '/site.webmanifest',
        '/sitemap-de.xml',
        '/robots.txt',
        '/builds/meta/20250101T000000Z-aaaaaa.json',
        '/builds/latest.json',
      ].sort(),
    );
    expect(purgeCalls.every((c) => c.url === `${SITE}${c.path}` && c.raw === c.path)).toBe(true);
    expect(log.lines).toContainEqual(expect.objectContaining({ level: 'info', message: 'site published' }));
  });

  test('the second build changes, removes and adds exactly its pages, deletes after uploading and purges those paths', async () => {
    const log = memoryLogger();
    const second = build('second', SECOND);
    const summary = await publishBuild({ buildDir: second, previousDir: join(work, 'first'), client, settings: settings('site/'), log });
    expect(summary).toMatchObject({ uploaded: 3, deleted: 1, purged: 4, purgeFailures: 0 });
    // The two pages (in any order), then builds/latest.json, then the deletion.
    expect(sent.slice(0, 2).sort()).toEqual(['PUT site/sex/hamburg/index.html', 'PUT site/sex/koeln/index.html']);
    expect(sent.slice(2)).toEqual(['PUT site/builds/latest.json', 'DELETE site/sex/berlin/index.html']);

    expect(await keys('site/')).toEqual(filesOf(SECOND).map((f) => `site/${f}`));
    expect((await object('site/sex/koeln/index.html')).body).toBe('<h1>Koeln v2</h1>');
    expect(await object('site/sex/hamburg/index.html')).toMatchObject({ body: '<h1>Hamburg</h1>', cacheControl: SHORT });
    expect((await object('site/builds/latest.json')).body).toBe(SECOND['builds/latest.json']);

    expect(
      purgeCalls
        .map(({ method, path, url, authorization }) => ({ method, path, url, authorization }))
        .sort((a, b) => a.path.localeCompare(b.path)),
    ).toEqual(
      ['/builds/latest.json', '/sex/berlin/', '/sex/hamburg/', '/sex/koeln/'].map((path) => ({
        method: 'PURGE',
        path,
        url: `${SITE}${path}`,
        authorization: `Bearer ${TOKEN}`,
      })),
    );
  });
});

describe('the purge hook', () => {
  test('a purge API answering 500 is tried three times per path, logged, and the publish still resolves', async () => {
    purgeStatus = 500;
    const log = memoryLogger();
    const dir = build('failing-purge', { 'a/index.html': '<p>a</p>', 'b.txt': 'b' });
    const summary = await publishBuild({
      buildDir: dir,
      client,
      settings: settings('failing/'),
      log,
      purgeRetryDelayMs: 1,
    });
    expect(summary).toMatchObject({ uploaded: 2, deleted: 0, purged: 0, purgeFailures: 2 });
    expect(await keys('failing/')).toEqual(['failing/a/index.html', 'failing/b.txt']);
    expect(purgeCalls.map((c) => c.path).sort()).toEqual(['/a/', '/a/', '/a/', '/b.txt', '/b.txt', '/b.txt']);
    const failures = log.lines.filter((l) => l.message === 'site purge failed');
    expect(failures.map((l) => l.fields?.path).sort()).toEqual(['/a/', '/b.txt']);
    expect(failures[0]!.fields).toMatchObject({ tries: 3, error: 'status 500' });
    // The hook's URL may carry a secret: it is not in the log.
    expect(JSON.stringify(log.lines)).not.toContain(purgeOrigin);
  });

  test('a purge that fails once and then succeeds counts as purged', async () => {
    let calls = 0;
    const flaky: typeof fetch = async (input, init) => {
      calls++;
      if (calls === 1) throw new TypeError('fetch failed');
      return fetch(input, init);
    };
    const dir = build('flaky-purge', { 'only.html': '<p>only</p>' });
    const summary = await publishBuild({
      buildDir: dir,
      client,
      settings: settings('flaky/'),
      log: memoryLogger(),
      fetch: flaky,
      purgeRetryDelayMs: 1,
    });
    expect(summary).toMatchObject({ uploaded: 1, purged: 1, purgeFailures: 0 });
    expect(calls).toBe(2);
    expect(purgeCalls.map((c) => c.path)).toEqual(['/only.html']);
  });

  test('without a purge hook nothing is called', async () => {
    const dir = build('no-purge', { 'index.html': '<p>x</p>' });
    const summary = await publishBuild({ buildDir: dir, client, settings: settings('nopurge/', false), log: memoryLogger() });
    expect(summary).toMatchObject({ uploaded: 1, purged: 0, purgeFailures: 0 });
    expect(purgeCalls).toEqual([]);
  });
});

describe('given lists', () => {
  test('only the listed files are uploaded, deleted and purged, whatever else the folder holds', async () => {
    const base = build('listed-base', FIRST);
    await publishBuild({ buildDir: base, client, settings: settings('listed/', false), log: memoryLogger() });
    sent = [];
    const next = {
      ...FIRST,
      'sex/koeln/index.html': '<h1>Koeln, listed</h1>',
      'sex/neu/index.html': 'not listed',
      'favicon.svg': '<svg>changed</svg>',
    };
    delete (next as Record<string, string>)['sex/berlin/index.html'];
    const dir = build('listed-next', next);
    const summary = await publishBuild({
      buildDir: dir,
      previousDir: base,
      changed: ['sex/koeln/index.html'],
      deleted: ['sex/berlin/index.html'],
      client,
      settings: settings('listed/'),
      log: memoryLogger(),
    });
    expect(summary).toMatchObject({ uploaded: 1, deleted: 1, purged: 2, purgeFailures: 0 });
    expect(sent).toEqual(['PUT listed/sex/koeln/index.html', 'DELETE listed/sex/berlin/index.html']);
    expect(purgeCalls.map((c) => c.path).sort()).toEqual(['/sex/berlin/', '/sex/koeln/']);
    const now = await keys('listed/');
    expect(now).not.toContain('listed/sex/berlin/index.html');
    expect(now).not.toContain('listed/sex/neu/index.html');
    expect((await object('listed/sex/koeln/index.html')).body).toBe('<h1>Koeln, listed</h1>');
    expect((await object('listed/favicon.svg')).body).toBe('<svg/>');
  });

  test('bad lists are refused before anything is sent', async () => {
    const dir = build('bad-lists', { 'index.html': 'x', 'kept.html': 'y' });
    const cases: [Partial<{ changed: string[]; deleted: string[] }>, RegExp][] = [
      [{ changed: ['../outside.html'] }, /not a relative path inside the build folder/],
      [{ changed: ['/index.html'] }, /not a relative path/],
      [{ changed: ['a//b.html'] }, /not a relative path/],
      [{ deleted: ['a\\b.html'] }, /not a relative path/],
      [{ changed: ['missing.html'] }, /missing\.html is listed as changed but is no file of/],
      [{ deleted: ['kept.html'] }, /kept\.html is listed as deleted but is still in/],
      [{ changed: ['index.html'], deleted: ['index.html'] }, /index\.html is listed as changed and as deleted/],
    ];
    for (const [lists, message] of cases) {
      await expect(
        publishBuild({ buildDir: dir, ...lists, client, settings: settings('bad/'), log: memoryLogger() }),
        JSON.stringify(lists),
      ).rejects.toThrow(message);
    }
    expect(sent).toEqual([]);
    expect(purgeCalls).toEqual([]);
  });
});

describe('failures', () => {
  test('a failed upload throws naming the file, and nothing is deleted or purged', async () => {
    const dir = build('unreachable', { 'index.html': 'x' });
    const broken: SitePublishSettings = { ...settings('x/'), s3: s3.settings({ bucket: 'no-such-bucket' }) };
    await expect(
      publishBuild({ buildDir: dir, previousDir: join(work, 'first'), client, settings: broken, log: memoryLogger() }),
    ).rejects.toThrow(/site publish: uploading .* failed/);
    expect(sent.filter((s) => s.startsWith('DELETE'))).toEqual([]);
    expect(purgeCalls).toEqual([]);
  });

  test('a missing build folder is an error; a missing previous folder publishes everything', async () => {
    await expect(
      publishBuild({ buildDir: join(work, 'never-built'), client, settings: settings('y/'), log: memoryLogger() }),
    ).rejects.toThrow(/no build folder at/);
    const dir = build('after-lost-previous', { 'index.html': 'x', 'a.css': 'y' });
    const log = memoryLogger();
    const summary = await publishBuild({
      buildDir: dir,
      previousDir: join(work, 'removed-long-ago'),
      client,
      settings: settings('y/', false),
      log,
    });
    expect(summary).toMatchObject({ uploaded: 2, deleted: 0 });
    expect(log.lines.map((l) => l.message)).toContain('site publish: the previous build folder is gone, publishing everything');
  });

  test('an aborted signal stops the publish before anything is sent', async () => {
    const dir = build('aborted', { 'index.html': 'x' });
    const controller = new AbortController();
    controller.abort(new Error('server closing'));
    await expect(
      publishBuild({ buildDir: dir, client, settings: settings('z/'), log: memoryLogger(), signal: controller.signal }),
    ).rejects.toThrow('server closing');
    expect(sent).toEqual([]);
  });
});

describe('files, paths and headers', () => {
  test('a page purges its directory path, any other file its own path', () => {
    expect(
      [
        'index.html',
        'sex/koeln/index.html',
        '404.html',
        'at/404/index.html',
        'sitemap-de.xml',
        '_astro/x.abc123.js',
        'städte/köln/index.html',
      ].map(urlPathOf),
    ).toEqual(['/', '/sex/koeln/', '/404.html', '/at/404/', '/sitemap-de.xml', '/_astro/x.abc123.js', '/st%C3%A4dte/k%C3%B6ln/']);
  });

  test('the purge URL gets the path encoded for a query, the raw path and the absolute URL', () => {
    const purge = { template: 'https://cdn.example/p{rawPath}?path={path}&url={url}', method: 'POST' as const, siteUrl: SITE };
    expect(purgeUrlFor(purge, '/sex/koeln/')).toBe(
      'https://cdn.example/p/sex/koeln/?path=%2Fsex%2Fkoeln%2F&url=https%3A%2F%2Flustmap.example%2Fsex%2Fkoeln%2F',
    );
  });

  test('hashed assets are immutable, everything else revalidates; types follow the extension', () => {
    expect(cacheControlOf('_astro/x.abc123.js')).toBe(IMMUTABLE);
    expect(['index.html', 'builds/latest.json', 'img/a.png', 'sitemap-de.xml'].map(cacheControlOf)).toEqual([SHORT, SHORT, SHORT, SHORT]);
    expect(['a.HTML', 'a.woff2', 'a.ico', 'a.jpg', 'a.png', 'a.json', 'noext', 'a.unknown'].map(contentTypeOf)).toEqual([
      'text/html; charset=utf-8',
      'font/woff2',
      'image/x-icon',
      'image/jpeg',
      'image/png',
      'application/json; charset=utf-8',
      'application/octet-stream',
      'application/octet-stream',
    ]);
  });

  test('dotfiles stay home, except .well-known', () => {
    expect(['.build-stamp', 'a/.hidden', '.well-known/security.txt', 'index.html'].map(isSiteFile)).toEqual([false, false, true, true]);
  });
});
