/**
 * Cacheable anonymous reads: an answer a shared cache (a CDN) may keep for a few seconds, with an
 * entity tag so a client or cache holding a copy revalidates it with `If-None-Match` and gets an
 * empty `304 Not Modified` instead of the body (RFC 9110 §8.8.3, §13.1.2; RFC 9111 §5.2).
 *
 * - A request with a session, or an answer made for its caller, is `private, no-store` and never
 *   carries a tag: a shared cache must not keep it, and the same URL without a session is public.
 * - The tag is weak (`W/"…"`): it is a hash of the JSON, not of the bytes on the wire. hono's
 *   `compress()` (app.ts) gzips the JSON after the route answered and then turns a strong tag into
 *   a weak one itself, so a strong tag would reach an identity client as `"x"` and a gzip client
 *   as `W/"x"`, and the 304 (never compressed) would carry the strong form either way. Emitting
 *   the weak form ourselves gives every encoding the one tag a 304 repeats, and is what the tag
 *   really promises (the same JSON in any content coding). If-None-Match compares weakly anyway.
 * - `Vary` names `x-locale` where the body depends on it and `Accept-Encoding` (CORS adds
 *   `Origin`); never `Cookie`: a public body is the same with or without a session, and an
 *   answer that differs by session is never stored.
 */
import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { acceptedCopies, MIN_COMPRESSED_SIZE, type CopyEncoding } from '../precompressed.ts';

/** How long an answer may be reused, in seconds. */
export interface CachePolicy {
  /** Freshness in the browser (`max-age`). */
  maxAge: number;
  /** Freshness in a shared cache (`s-maxage`). */
  sMaxAge: number;
  /** How long past that a cache may still answer with its copy while it fetches a fresh one. */
  staleWhileRevalidate: number;
  /** The body depends on `x-locale` (labels, names): caches keep one copy per locale. */
  varyLocale: boolean;
}

/**
 * The policies of the public reads. Whatever shows profiles keeps `sMaxAge + staleWhileRevalidate`
 * at or under 30 s (and `maxAge` under `sMaxAge`): a publish, unpublish or edit reaches every
 * anonymous visitor within 30 s, however the copy travelled (a browser counts the CDN's `Age`).
 */
export const CACHE_POLICIES = {
  /** Listing searches and the home page's featured profiles. */
  listings: { maxAge: 10, sMaxAge: 20, staleWhileRevalidate: 10, varyLocale: true },
  /** The count of a search (a number: no labels). */
  count: { maxAge: 10, sMaxAge: 20, staleWhileRevalidate: 10, varyLocale: false },
  /** A public profile page's data. */
  profile: { maxAge: 10, sMaxAge: 20, staleWhileRevalidate: 10, varyLocale: true },
  /**
   * A profile's reviews: the browser asks every time (its copy may predate a review its user just
   * wrote, and a 304 is cheap), a CDN keeps the list briefly and never serves it stale.
   */
  reviews: { maxAge: 0, sMaxAge: 20, staleWhileRevalidate: 0, varyLocale: false },
  /** Place autocomplete and address suggestions (the place table changes with a deployment). */
  places: { maxAge: 300, sMaxAge: 300, staleWhileRevalidate: 300, varyLocale: false },
  /** Partner adverts. */
  adverts: { maxAge: 60, sMaxAge: 60, staleWhileRevalidate: 60, varyLocale: false },
} as const satisfies Record<string, CachePolicy>;

/** The Cache-Control of a request with a session or of a personalised answer. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** The Cache-Control of a public answer under `policy`. */
export function publicCacheControl(policy: CachePolicy): string {
  return `public, max-age=${policy.maxAge}, s-maxage=${policy.sMaxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`;
}

/** The weak entity tag of a JSON text: 132 bits of its SHA-1, base64url. */
export function entityTag(json: string): string {
  return `W/"${hash('sha1', json, 'base64url').slice(0, 22)}"`;
}

/** The opaque part of an entity tag (`W/"abc"` and `"abc"` both give `abc`). */
function opaqueTag(tag: string): string {
  return tag.replace(/^W\//, '').replace(/^"|"$/g, '');
}

/**
 * Whether an `If-None-Match` header matches `tag` (RFC 9110 §13.1.2): `*` matches any current
 * answer; otherwise a list of tags, compared weakly (a `W/` prefix on either side is ignored).
 * Tags are read as quoted strings, so a comma inside one does not split it; anything malformed in
 * the list matches nothing.
 */
export function ifNoneMatchHits(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  const value = header.trim();
  if (value === '*') return true;
  const mine = opaqueTag(tag);
  for (const m of value.matchAll(/(?:W\/)?"([\x21\x23-\x7e\x80-\xff]*)"/g)) if (m[1] === mine) return true;
  return false;
}

/** A written answer: its JSON, its tag, and its compressed forms once asked for. */
interface Written {
  json: string;
  tag: string;
  /** Compressing runs on libuv's thread pool, off the event loop; kept once started. */
  compressed: Partial<Record<CopyEncoding['coding'], Promise<Buffer>>>;
}

/**
 * The JSON, tag and compressed forms of answers given before, by the answer object: a search
 * answered from the search cache (src/server/services/search-cache.ts) is the same object every
 * time, so it is written, hashed and compressed once (compressing a page of cards on every request
 * cost more than finding it). Answers are never changed after they are made.
 */
const written = new WeakMap<object, Written>();

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/** The JSON of `body` and its tag (from `written` when `body` is an object answered before). */
function taggedJson(body: unknown): Written {
  const isObject = typeof body === 'object' && body !== null;
  const held = isObject ? written.get(body) : undefined;
  if (held) return held;
  const json = JSON.stringify(body);
  const fresh: Written = { json, tag: entityTag(json), compressed: {} };
  if (isObject) written.set(body, fresh);
  return fresh;
}

/** `w`'s body in the best coding the request accepts (kept with it), or none for a short body. */
async function compressedForm(c: Context, w: Written): Promise<{ coding: CopyEncoding['coding']; bytes: Buffer } | undefined> {
  if (w.json.length < MIN_COMPRESSED_SIZE) return undefined;
  const coding = acceptedCopies(c.req.header('accept-encoding'))[0]?.coding;
  if (!coding) return undefined;
  let pending = w.compressed[coding];
  if (!pending) {
    pending =
      coding === 'br'
        ? brotli(w.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
        : gzip(w.json);
    w.compressed[coding] = pending;
    // A failure is not kept: the next request compresses again.
    pending.catch(() => {
      if (w.compressed[coding] === pending) delete w.compressed[coding];
    });
  }
  return { coding, bytes: await pending };
}

/** Options of a cacheable answer. */
export interface CacheableOptions {
  /** The body was made for the caller (never stored by a shared cache). */
  personalised?: boolean;
  /**
   * What the tag is computed from, when not the whole body: a body may carry a label of its own
   * copy (the home page's `homepageResultsId`) that does not change what the answer says.
   */
  tagOf?: unknown;
}

/**
 * Answer `body` as JSON (status 200, the same bytes `c.json` sends) under `policy`: public with a
 * weak tag and `304` on a matching `If-None-Match` for an anonymous read; `private, no-store`
 * without a tag for a request with a session or a personalised body.
 */
export async function cacheableJson(c: Context<AppEnv>, body: unknown, policy: CachePolicy, o: CacheableOptions = {}): Promise<Response> {
  // Named here too (compress() adds it only to what it compresses), so a 304 varies like its 200.
  c.header('Vary', policy.varyLocale ? 'x-locale, Accept-Encoding' : 'Accept-Encoding', { append: true });
  const headers = { 'Content-Type': 'application/json' };
  if (o.personalised || c.get('user')) {
    c.header('Cache-Control', PRIVATE_NO_STORE);
    return c.body(JSON.stringify(body), 200, headers);
  }
  const w: Written =
    o.tagOf === undefined ? taggedJson(body) : { json: JSON.stringify(body), tag: entityTag(JSON.stringify(o.tagOf)), compressed: {} };
  const { json, tag } = w;
  c.header('ETag', tag);
  c.header('Cache-Control', publicCacheControl(policy));
  // A 304 repeats the tag, Cache-Control and Vary of the 200 it stands for (RFC 9110 §15.4.5).
  if (ifNoneMatchHits(c.req.header('If-None-Match'), tag)) return c.body(null, 304);
  // Compressed here, once per answer (compress() in app.ts leaves an answer with a Content-Encoding alone).
  const packed = await compressedForm(c, w);
  if (packed) return c.body(new Uint8Array(packed.bytes), 200, { ...headers, 'Content-Encoding': packed.coding });
  // With its length, compress() leaves a short answer as it is instead of gzipping it on every request.
  return c.body(json, 200, { ...headers, 'Content-Length': String(Buffer.byteLength(json)) });
}
