import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import type { AppEnv } from '../context.ts';
import {
  CACHE_POLICIES,
  cacheableJson,
  entityTag,
  ifNoneMatchHits,
  PRIVATE_NO_STORE,
  publicCacheControl,
  type CachePolicy,
} from './cache.ts';

describe('ifNoneMatchHits', () => {
  const tag = 'W/"abc"';

  test('it compares weakly: a W/ prefix on either side does not matter', () => {
    expect(ifNoneMatchHits('W/"abc"', tag)).toBe(true);
    expect(ifNoneMatchHits('"abc"', tag)).toBe(true);
    expect(ifNoneMatchHits('W/"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchHits('"abd"', tag)).toBe(false);
    expect(ifNoneMatchHits('"ABC"', tag)).toBe(false);
  });

  test('it finds the tag in a list, with or without spaces, and a comma inside a tag does not split it', () => {
    expect(ifNoneMatchHits('"x", W/"y" ,W/"abc"', tag)).toBe(true);
    expect(ifNoneMatchHits('"x",W/"abc"', tag)).toBe(true);
    expect(ifNoneMatchHits('"ab,c", "x"', 'W/"ab,c"')).toBe(true);
    expect(ifNoneMatchHits('"ab,c"', 'W/"ab"')).toBe(false);
  });

  test('a lone * matches any answer', () => {
    expect(ifNoneMatchHits('*', tag)).toBe(true);
    expect(ifNoneMatchHits(' * ', tag)).toBe(true);
  });

  test('an absent, empty or malformed header matches nothing', () => {
    expect(ifNoneMatchHits(undefined, tag)).toBe(false);
    expect(ifNoneMatchHits('', tag)).toBe(false);
    expect(ifNoneMatchHits('abc', tag)).toBe(false);
    expect(ifNoneMatchHits('w/"abc"x', 'W/"zzz"')).toBe(false);
    expect(ifNoneMatchHits('"abc', tag)).toBe(false);
    expect(ifNoneMatchHits('"x", *', tag)).toBe(false);
  });
});

describe('entityTag and the policies', () => {
  test('the tag is weak, stable for the same JSON and different for another', () => {
    const a = entityTag('{"a":1}');
    expect(a).toMatch(/^W\/"[A-Za-z0-9_-]{22}"$/);
    expect(entityTag('{"a":1}')).toBe(a);
    expect(entityTag('{"a":2}')).not.toBe(a);
  });

  test('a change to what shows profiles reaches every anonymous visitor within 30 s', () => {
    for (const name of ['listings', 'count', 'profile', 'reviews'] as const) {
      const p: CachePolicy = CACHE_POLICIES[name];
      expect(p.sMaxAge + p.staleWhileRevalidate, name).toBeLessThanOrEqual(30);
      expect(p.maxAge, name).toBeLessThanOrEqual(p.sMaxAge);
    }
    expect(publicCacheControl(CACHE_POLICIES.listings)).toBe('public, max-age=10, s-maxage=20, stale-while-revalidate=10');
  });
});

/** A body long enough for compress() (over 1 KiB). */
const BODY = { results: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Profile ${i}` })) };
const POLICY: CachePolicy = { maxAge: 5, sMaxAge: 20, staleWhileRevalidate: 10, varyLocale: true };

/** A small app as app.ts stacks it: compress, CORS, a session, then the route. */
function app(o: { personalised?: boolean } = {}) {
  const a = new Hono<AppEnv>();
  a.use(compress());
  a.use(cors({ origin: (origin) => origin, credentials: true }));
  a.use(async (c, next) => {
    c.set('user', c.req.header('x-user') ? { id: Number(c.req.header('x-user')), roles: [] } : null);
    await next();
  });
  a.get('/read', (c) => cacheableJson(c, BODY, POLICY, o));
  a.get('/short', (c) => cacheableJson(c, { total: 3 }, POLICY, o));
  a.get('/labelled', (c) => cacheableJson(c, { ...BODY, label: c.req.query('label') }, POLICY, { tagOf: BODY }));
  return a;
}

describe('cacheableJson', () => {
  test('an anonymous read is public with a weak tag and Vary, and its body is what c.json sends', async () => {
    const res = await app().request('/read');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=5, s-maxage=20, stale-while-revalidate=10');
    expect(res.headers.get('etag')).toBe(entityTag(JSON.stringify(BODY)));
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('vary')?.split(/,\s*/)).toEqual(expect.arrayContaining(['x-locale', 'Accept-Encoding']));
    expect(await res.text()).toBe(JSON.stringify(BODY));
  });

  test('a matching If-None-Match gets an empty 304 with the same tag, Cache-Control and Vary', async () => {
    const first = await app().request('/read');
    const tag = first.headers.get('etag')!;
    const res = await app().request('/read', { headers: { 'if-none-match': `"other", ${tag}` } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect(res.headers.get('etag')).toBe(tag);
    expect(res.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect(res.headers.get('vary')).toBe(first.headers.get('vary'));
    expect((await app().request('/read', { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  });

  test('compression keeps the one weak tag, and the tag of a gzip answer revalidates', async () => {
    const plain = await app().request('/read', { headers: { 'accept-encoding': 'identity' } });
    const gzip = await app().request('/read', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(gzip.headers.get('etag')).toBe(plain.headers.get('etag'));
    const again = await app().request('/read', { headers: { 'accept-encoding': 'gzip', 'if-none-match': gzip.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(gzip.headers.get('etag'));
  });

  test('an answer given again is compressed once, in the coding the request prefers, and unpacks to the same JSON', async () => {
    const a = app();
    const br = await a.request('/read', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBytes).toString()).toBe(JSON.stringify(BODY));
    const again = Buffer.from(await (await a.request('/read', { headers: { 'accept-encoding': 'br' } })).arrayBuffer());
    expect(again.equals(brBytes)).toBe(true);
    const gz = await a.request('/read', { headers: { 'accept-encoding': 'gzip;q=1, br;q=0.5' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(JSON.stringify(BODY));
    expect(gz.headers.get('etag')).toBe(br.headers.get('etag'));
  });

  test('a short answer is sent as it is, with its length, whatever the request accepts', async () => {
    const res = await app().request('/short', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String(JSON.stringify({ total: 3 }).length));
    expect(await res.text()).toBe(JSON.stringify({ total: 3 }));
  });

  test('Vary adds x-locale to what CORS and compression name', async () => {
    const res = await app().request('/read', { headers: { origin: 'https://example.test', 'accept-encoding': 'gzip' } });
    expect(res.headers.get('vary')?.split(/,\s*/).sort()).toEqual(['Accept-Encoding', 'Origin', 'x-locale']);
  });

  test('a request with a session is private, no-store, without a tag, and never answered 304', async () => {
    const anonymous = await app().request('/read');
    const res = await app().request('/read', { headers: { 'x-user': '7', 'if-none-match': anonymous.headers.get('etag')! } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
    expect(res.headers.get('etag')).toBeNull();
    expect(await res.text()).toBe(await anonymous.text());
  });

  test('a personalised answer is private, no-store without a session too', async () => {
    const res = await app({ personalised: true }).request('/read');
    expect(res.headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
    expect(res.headers.get('etag')).toBeNull();
  });

  test('tagOf: a label of the copy does not change the tag', async () => {
    const a = await app().request('/labelled?label=one');
    const b = await app().request('/labelled?label=two', { headers: { 'if-none-match': a.headers.get('etag')! } });
    expect(b.status).toBe(304);
    expect(a.headers.get('etag')).toBe(entityTag(JSON.stringify(BODY)));
  });
});
