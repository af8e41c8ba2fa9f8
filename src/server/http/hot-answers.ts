/**
 * Hot anonymous answers, served at the socket. A listing search or count that a visitor without a
 * session asked before is answered again straight from the Node request listener, with the bytes
 * and headers the app sent then, while the search index's version stands (the same
 * version the search cache goes by: src/server/services/search-cache.ts), for at most
 * `HOT_ANSWER_TTL_MS`, and on the same calendar day. Such a request skips the request and response
 * objects, the middleware, the query's validation and the route: it costs the version read and a
 * write to the socket.
 *
 * - Only `GET` of the paths in `HOT_PATHS`, without a session cookie, an `Authorization` or an
 *   `Origin` header (CORS answers differ by origin). Everything else goes to the app as before.
 * - The key is everything such an answer depends on: the path and query, `x-locale`,
 *   `Accept-Encoding` (the body's coding) and `X-Forwarded-Proto` (HSTS behind a trusted proxy).
 * - The app's answer is kept by `store` (the app's outermost middleware) from the second time its
 *   request comes (a search asked once is not worth the copy), only when it is a `200`
 *   that a shared cache may keep (`Cache-Control: public`, an entity tag, no cookie set), with the
 *   version read before the app computed it: a change during the computation makes it stale at once.
 * - Each answer gets its own request id, as the app gives one (the client's `X-Request-Id` when it
 *   is well-formed, else a new one), and an `If-None-Match` that names the tag gets the `304` the
 *   app sends, with the `200`'s headers but those of the body.
 * - The search cache's entries live up to 10 s; answers here are kept at most 5 s more, so a
 *   clock-driven change (an "available now" that ran out) shows within 15 s. Each worker keeps its
 *   own, at most `HOT_ANSWERS_MAX`, least recently used dropped first.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type ServerOptions, type ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../context.ts';
import { ifNoneMatchHits } from './cache.ts';

/** The reads answered here: the listing search and its count. */
export const HOT_PATHS: ReadonlySet<string> = new Set(['/api/v2/search/escorts', '/api/v2/search/escorts/count']);

/** Answers kept per process. */
export const HOT_ANSWERS_MAX = 2000;

/**
 * Requests remembered by key only: an answer is kept from the second time its request comes (most
 * searches are asked once, and keeping costs a version read and a copy of the body).
 */
const SEEN_MAX = 8 * HOT_ANSWERS_MAX;

/** Longest an answer is used, in milliseconds, while the index's version stands. */
export const HOT_ANSWER_TTL_MS = 5_000;

/** Bodies larger than this are not kept (a page of cards is about 15 KB, 3 KB compressed). */
const MAX_BODY_BYTES = 256 * 1024;

/** Headers of the body, which a `304` leaves out. */
const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-encoding', 'transfer-encoding']);

/** Headers made per request or by the HTTP server, never replayed. */
const OWN_HEADERS = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

interface HotAnswer {
  version: number;
  day: string;
  at: number;
  etag: string;
  headers: Record<string, string>;
  notModified: Record<string, string>;
  body: Buffer;
}

export interface HotAnswerDeps {
  /** The search index's version (src/server/db/search-index.ts). */
  version(): Promise<number>;
  /**
   * A number that moves whenever this process starts a rewrite of search rows: requests arriving
   * while a version read is under way share it while this stands.
   */
  writes(): number;
  now(): Date;
  /** The calendar day of an instant, as the search keys it. */
  day(at: Date): string;
  /** With the access log on: each answer given here is logged as the app logs its own. */
  accessLog?: Logger;
}

/** A request header by its lower-case name (a repeated header as one value). */
type HeaderOf = (name: string) => string | undefined;

/**
 * The key of a request answered here, or undefined when it is not one: `url` is the request
 * target (a path with its query, or an absolute URL).
 */
export function hotKey(method: string, url: string, header: HeaderOf): string | undefined {
  if (method !== 'GET' || !url.includes('/api/v2/search/escorts')) return undefined;
  if (header('cookie')?.includes('jwt') || header('authorization') !== undefined || header('origin') !== undefined) return undefined;
  let target: URL;
  try {
    target = new URL(url, 'http://localhost');
  } catch {
    return undefined;
  }
  if (!HOT_PATHS.has(target.pathname)) return undefined;
  return [target.pathname + target.search, header('x-locale'), header('accept-encoding'), header('x-forwarded-proto')]
    .map((v) => v ?? '')
    .join('\n');
}

/** The request id the app gives a request (hono's requestId()): the client's when well-formed, else a new one. */
export function requestIdFor(given: string | undefined): string {
  return !given || given.length > 255 || /[^\w\-=]/.test(given) ? randomUUID() : given;
}

const nodeHeader =
  (req: IncomingMessage): HeaderOf =>
  (name) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };

/** The hot answers of one app. */
export class HotAnswers {
  readonly #entries = new Map<string, HotAnswer>();
  /** Keys asked once, oldest first. */
  readonly #seen = new Set<string>();
  readonly #deps: HotAnswerDeps;
  #reading: { writes: number; version: Promise<number> } | undefined;
  hits = 0;
  stored = 0;

  constructor(deps: HotAnswerDeps) {
    this.#deps = deps;
  }

  /**
   * The index's version: a read under way, when no rewrite started here since it began (on
   * PostgreSQL a read is a round trip, and concurrent requests would each make one), else a new one.
   * A rewrite on another node may be missed by the length of one read, as a request arriving that
   * much earlier would.
   */
  #version(): Promise<number> {
    const writes = this.#deps.writes();
    if (this.#reading?.writes === writes) return this.#reading.version;
    const reading = { writes, version: this.#deps.version() };
    this.#reading = reading;
    const done = () => {
      if (this.#reading === reading) this.#reading = undefined;
    };
    reading.version.then(done, done);
    return reading.version;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The app's outermost middleware: keeps what it answered to a request that can be answered here. */
  readonly store: MiddlewareHandler = async (c, next) => {
    const key = hotKey(c.req.method, c.req.url, (name) => c.req.header(name));
    if (key === undefined) return next();
    if (!this.#seen.has(key)) {
      this.#seen.add(key);
      if (this.#seen.size > SEEN_MAX) this.#seen.delete(this.#seen.values().next().value!);
      return next();
    }
    const version = await this.#version();
    const at = this.#deps.now();
    await next();
    const res = c.res;
    const etag = res.headers.get('etag');
    if (res.status !== 200 || !etag || !res.headers.get('cache-control')?.startsWith('public') || res.headers.has('set-cookie')) return;
    const body = Buffer.from(await res.clone().arrayBuffer());
    if (body.length > MAX_BODY_BYTES) return;
    const headers: Record<string, string> = {};
    const notModified: Record<string, string> = {};
    for (const [name, value] of res.headers) {
      if (OWN_HEADERS.has(name)) continue;
      headers[name] = value;
      if (!BODY_HEADERS.has(name)) notModified[name] = value;
    }
    this.#entries.delete(key);
    this.#entries.set(key, { version, day: this.#deps.day(at), at: at.getTime(), etag, headers, notModified, body });
    this.stored++;
    while (this.#entries.size > HOT_ANSWERS_MAX) this.#entries.delete(this.#entries.keys().next().value!);
  };

  /** `app`, with the answers held here given before it is asked. */
  listener(app: RequestListener): RequestListener {
    return (req, res) => {
      const key = this.#entries.size === 0 || !req.url ? undefined : hotKey(req.method ?? '', req.url, nodeHeader(req));
      const entry = key === undefined ? undefined : this.#entries.get(key);
      if (!entry) return app(req, res);
      const started = performance.now();
      this.#version().then(
        (version) => {
          const now = this.#deps.now();
          const ms = now.getTime() - entry.at;
          if (version !== entry.version || ms >= HOT_ANSWER_TTL_MS || ms < 0 || this.#deps.day(now) !== entry.day) {
            if (this.#entries.get(key!) === entry) this.#entries.delete(key!);
            return app(req, res);
          }
          this.#entries.delete(key!);
          this.#entries.set(key!, entry);
          this.hits++;
          this.#send(req, res, entry, started);
        },
        () => app(req, res),
      );
    };
  }

  /** node-server's `createServer` option: an HTTP server whose listener answers from here first. */
  readonly createServer = ((options: ServerOptions, listener: RequestListener) =>
    createServer(options, this.listener(listener))) as typeof createServer;

  #send(req: IncomingMessage, res: ServerResponse, entry: HotAnswer, started: number): void {
    const header = nodeHeader(req);
    const requestId = requestIdFor(header('x-request-id'));
    const notModified = ifNoneMatchHits(header('if-none-match'), entry.etag);
    const status = notModified ? 304 : 200;
    if (notModified) {
      res.writeHead(304, { ...entry.notModified, 'x-request-id': requestId });
      res.end();
    } else {
      res.writeHead(200, { ...entry.headers, 'x-request-id': requestId, 'content-length': String(entry.body.length) });
      res.end(entry.body);
    }
    this.#deps.accessLog?.info('request', {
      requestId,
      serverRequestId: header('x-request-id') === requestId ? randomUUID() : requestId,
      method: 'GET',
      path: new URL(req.url!, 'http://localhost').pathname,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      hot: true,
    });
  }
}

/** The hot answers of apps built by createApp. */
const byApp = new WeakMap<object, HotAnswers>();

export function attachHotAnswers(app: object, hot: HotAnswers): void {
  byApp.set(app, hot);
}

/** The hot answers of an app built by createApp. */
export function hotAnswersOf(app: object): HotAnswers {
  const hot = byApp.get(app);
  if (!hot) throw new Error('This app keeps no hot answers');
  return hot;
}
