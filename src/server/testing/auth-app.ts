/**
 * An app with a small demo database, a clock tests can move, a cookie jar and a captcha solver,
 * for the account integration tests. Everything is the real server: routes, database, outbox.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge } from 'altcha-lib/types';
import { createApp, type App } from '../app.ts';
import { accountsOf } from '../auth/accounts.ts';
import { memoryLogger, type AppDeps } from '../context.ts';
import type { Database } from '../db/database.ts';
import { setup } from '../setup.ts';
import { endSyncSql, syncSql } from './sync-sql.ts';
import { testDatabasePath } from './test-database.ts';
import type { AccountSettings } from '../auth/settings.ts';
import type { MediaStorage } from '../media/storage.ts';
import type { Broadcast } from '../messaging/broadcast.ts';
import type { AiOptions } from '../ai/runtime.ts';
import { movableClock, type MovableClock } from './clock.ts';

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** The socket a client's requests arrive on (what @hono/node-server's getConnInfo reads). */
export interface TestSocket {
  remoteAddress: string;
  localAddress?: string;
  localPort?: number;
}

export interface ClientOptions {
  /** The requests arrive on this socket (default: made in-process, without a socket). */
  socket?: TestSocket;
  /** Send no X-Forwarded-For (default: each client gets an address of its own in that header). */
  direct?: boolean;
}

/** A browser-like client: keeps cookies between calls, sends JSON. */
export interface Client {
  cookies: Map<string, string>;
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>;
}

export interface AuthTestApp {
  app: App;
  deps: AppDeps;
  database: Database;
  clock: MovableClock;
  log: ReturnType<typeof memoryLogger>;
  client(headers?: Record<string, string>, options?: ClientOptions): Client;
  /** The key that opens the demo outbox from any address. */
  outboxKey: string;
  /** A solved captcha payload. */
  captcha(): Promise<unknown>;
  /** Messages in the outbox to `to`, newest first. */
  outbox(to: string): { body: string; code: string | null; link: string | null; purpose: string; channel: string }[];
  close(): Promise<void>;
}

/** The instant the account tests start at. */
export const TEST_START = '2025-06-15T10:00:00.000Z';

/** The real app on a small demo database, with a movable clock, cookie-keeping clients and a captcha solver. */
export async function createAuthTestApp(
  o: {
    settings?: Partial<AccountSettings>;
    profiles?: number;
    buildToken?: string;
    broadcast?: Broadcast;
    media?: MediaStorage;
    ai?: AiOptions;
    /** Production mode (the demo parts off) over the demo database the other tests use. */
    production?: boolean;
  } = {},
): Promise<AuthTestApp> {
  const log = memoryLogger();
  const clock = movableClock(TEST_START);
  const profiles = o.profiles ?? 60;
  const { database, deps } = await setup({ path: await testDatabasePath({ profiles, clock }), clock, log, seedProfiles: profiles });
  // Each test client gets its own address (X-Forwarded-For is trusted here), so per-address
  // limits of one test do not spill into another.
  const outboxKey = 'test-outbox-key';
  const full: AppDeps = {
    ...deps,
    buildToken: o.buildToken,
    broadcast: o.broadcast,
    media: o.media,
    ai: o.ai,
    production: o.production,
    accounts: { settings: { captchaWork: { min: 20, max: 60 }, trustProxy: true, outboxKey, ...o.settings } },
  };
  const app = createApp(full);

  let clients = 0;
  const client = (given: Record<string, string> = {}, options: ClientOptions = {}): Client => {
    clients++;
    const defaults = { ...(options.direct ? {} : { 'x-forwarded-for': `10.0.${clients >> 8}.${clients & 255}` }), ...given };
    const env = options.socket ? { incoming: { socket: options.socket } } : undefined;
    const cookies = new Map<string, string>();
    return {
      cookies,
      async call(method, path, body, headers = {}) {
        const h: Record<string, string> = { accept: 'application/json', ...defaults, ...headers };
        if (body !== undefined && !('content-type' in h)) h['content-type'] = 'application/json';
        if (cookies.size) h.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
        const res = await app.request(
          path,
          { method, headers: h, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) },
          env,
        );
        for (const line of res.headers.getSetCookie()) {
          const [pair = '', ...attrs] = line.split(';');
          const eq = pair.indexOf('=');
          const name = pair.slice(0, eq).trim();
          const value = pair.slice(eq + 1).trim();
          const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
          if (expired) cookies.delete(name);
          else cookies.set(name, value);
        }
        const text = await res.text();
        // The account jobs the call queued (a reset request's message) have run, as they do right
        // after the answer on a server.
        await accountsOf(app).jobs.idle();
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          // Not JSON: keep the text.
        }
        return { status: res.status, body: parsed, headers: res.headers };
      },
    };
  };

  const helper = client();
  return {
    app,
    deps: full,
    database,
    clock,
    log,
    client,
    outboxKey,
    async captcha() {
      const res = await helper.call('GET', '/api/v2/users/captcha');
      const challenge = (res.body as { results: Challenge }).results;
      const solution = await solveChallenge({ challenge, deriveKey });
      return { challenge, solution };
    },
    outbox(to) {
      return (
        syncSql(database).all('SELECT body, code, link, purpose, channel FROM outbox WHERE recipient = ? ORDER BY id DESC', to) as {
          body: string;
          code: string | null;
          link: string | null;
          purpose: string;
          channel: string;
        }[]
      ).map((r) => ({ ...r }));
    },
    close: () => {
      endSyncSql(database);
      return database.close();
    },
  };
}
