/**
 * Every core: the server as WEB_CONCURRENCY worker processes sharing one port (node:cluster; the
 * primary hands each new connection to the next worker in turn). `npm start` runs as many workers
 * as the machine has cores (os.availableParallelism()); WEB_CONCURRENCY=1 is the one process of
 * src/server/main.ts, with no primary at all.
 *
 * The primary opens, migrates and seeds the database once, makes sure of the server secret (the
 * key file, so every worker signs with the same key) and of the demo outbox's key, closes the
 * database, and forks the workers; it serves no request itself. Worker 1, the lead, runs what must
 * run once (main.ts `startOnceOnly`): the job runners and timers, the site rebuilds, the content
 * watch and the built-in realtime server, which it also serves on a loopback port of its own; the
 * other workers relay WebSocket upgrades and the Pusher HTTP API there and publish to it
 * (src/server/realtime/relay.ts). With PUSHER_* settings realtime is external and nothing is relayed.
 *
 * Messages between them: the lead announces a site swapped in after a rebuild and a changed
 * article; the primary passes both on to every other worker (and a swap to workers it starts later),
 * and tells them the hub's port, again after a lead restarted. A worker that dies is started again
 * after a pause that doubles with each death (250 ms, 500 ms, …); a worker that dies
 * MAX_DEATHS times within a minute stops the whole server with an error (a crash loop is not
 * served around). SIGINT/SIGTERM go to the primary: it asks every worker to stop (each closes its
 * connections, runners and database as the single process does), waits for them, then exits.
 * Workers ignore those signals (a Ctrl-C reaches the whole process group) and stop when told, or
 * when the primary is gone.
 */
import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { forgetArticles } from '../lib/content/catalog.ts';
import { moveLegacySecret, serverSecret } from './auth/secrets.ts';
import { accountSettingsFromEnv, DEFAULT_ACCOUNT_SETTINGS, type AccountSettings } from './auth/settings.ts';
import { consoleLogger, type Logger } from './context.ts';
import { DemoPartOff } from './demo-mode.ts';
import { outboxEnabled } from './http/demo-access.ts';
import { startServer, type RunningServer, type ServerOptions } from './main.ts';
import { RealtimeRelay } from './realtime/relay.ts';
import { DEFAULT_DEMO_PROFILES, setup } from './setup.ts';
import { newestBuild } from './site/builds.ts';

/** Workers at most (WEB_CONCURRENCY). */
export const MAX_WORKERS = 256;
/** The worker that runs the once-only parts. */
const LEAD = 1;
/** Pause before the first restart of a dead worker; it doubles with each death within DEATH_WINDOW_MS. */
export const RESTART_DELAY_MS = 250;
/** Deaths of one worker within DEATH_WINDOW_MS that stop the server. */
export const MAX_DEATHS = 5;
const DEATH_WINDOW_MS = 60_000;
/** How long a stopping worker may take before it is killed. */
const STOP_TIMEOUT_MS = 30_000;

/** The number of workers: WEB_CONCURRENCY (1 to MAX_WORKERS), else `fallback` (default: the cores this process may use). */
export function workersFromEnv(env: NodeJS.ProcessEnv = process.env, fallback: number = availableParallelism()): number {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) return Math.max(1, Math.min(MAX_WORKERS, fallback));
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > MAX_WORKERS)
    throw new Error(`WEB_CONCURRENCY must be a whole number of workers from 1 to ${MAX_WORKERS}, got "${raw}"`);
  return n;
}

/** A running server of one or more workers. */
export interface RunningCluster extends RunningServer {
  /** Worker processes serving (1: the single process). */
  workers: number;
}

/** Start `workers` processes (one: startServer itself); production mode refusing the database ends the process with its reason. */
export async function startServingOrExit(opts: ServerOptions, workers: number): Promise<RunningCluster> {
  try {
    return await startServing(opts, workers);
  } catch (err) {
    if (!(err instanceof DemoPartOff)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/** Start `workers` processes: startServer in this process for one, else a cluster. */
export async function startServing(opts: ServerOptions, workers: number): Promise<RunningCluster> {
  if (workers > 1 && opts.dbPath === ':memory:') {
    (opts.log ?? consoleLogger).info('an in-memory database lives in one process: serving with one worker', { asked: workers });
    workers = 1;
  }
  if (workers <= 1) return { ...(await startServer(opts)), workers: 1 };
  return startCluster(opts, workers);
}

/** What the workers are sent to start with (plain data: it crosses the IPC channel as JSON). */
type WorkerOptions = Omit<ServerOptions, 'clock' | 'log' | 'worker' | 'accounts'>;

/** Messages of the primary to a worker. */
type ToWorker =
  | {
      type: 'start';
      id: number;
      opts: WorkerOptions;
      accounts: Partial<AccountSettings>;
      /** Proves a relayed upgrade's client address to the hub. */
      relayToken: string;
      /** The hub's loopback port (null while the lead starts or restarts). */
      hubPort: number | null;
      /** The build to serve (the last one announced). */
      siteDir: string | null;
    }
  | { type: 'hub'; port: number | null }
  | { type: 'site'; dir: string }
  | { type: 'content' }
  | { type: 'stop' };

/** Messages of a worker to the primary. */
type FromWorker =
  | { type: 'hello' }
  | { type: 'ready'; port: number; hubPort: number | null }
  | { type: 'failed'; error: string }
  | { type: 'site'; dir: string }
  | { type: 'content' };

/** Throw when `value` holds anything but plain data (a function, a class instance): workers get options as JSON. */
function assertPlain(value: unknown, path: string): void {
  if (typeof value === 'function') throw new Error(`${path} cannot be handed to workers: run one process (WEB_CONCURRENCY=1)`);
  if (value === null || typeof value !== 'object') return;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== Array.prototype && proto !== null)
    throw new Error(`${path} cannot be handed to workers: run one process (WEB_CONCURRENCY=1)`);
  for (const [key, inner] of Object.entries(value)) assertPlain(inner, `${path}.${key}`);
}

/** One worker place: its process now, its deaths, its state. */
interface Slot {
  id: number;
  worker?: Worker;
  /** The worker listens for messages (it said hello). */
  listening: boolean;
  ready: boolean;
  deaths: number[];
  restart?: NodeJS.Timeout;
}

/** Start the primary: prepare the database once, fork `count` workers and wait until all serve. */
async function startCluster(opts: ServerOptions, count: number): Promise<RunningCluster> {
  const log = opts.log ?? consoleLogger;
  if (opts.clock) throw new Error('a clock of its own runs in one process only (WEB_CONCURRENCY=1)');
  if (opts.accounts?.messages) throw new Error('a message provider of its own runs in one process only (WEB_CONCURRENCY=1)');
  const { clock: _clock, log: _log, worker: _worker, accounts: _accounts, ...plain } = opts;
  assertPlain(plain, 'the server options');

  // Once, before any worker: migrate, seed, sync the catalogue; the key every worker signs with.
  const { database, seeded } = await setup({
    path: opts.dbPath,
    log,
    seedProfiles: opts.seedProfiles ?? DEFAULT_DEMO_PROFILES,
    production: opts.production,
  });
  let accounts: Partial<AccountSettings>;
  try {
    const given = opts.accounts?.settings ?? accountSettingsFromEnv(process.env, opts.dbPath);
    await moveLegacySecret(database.db, given.secret, given.secretFile);
    // The configured key, else the key file's (made now when new); without a file, one key for this run.
    let secret = given.secret;
    if (!secret && given.secretFile) serverSecret(undefined, given.secretFile);
    else secret ??= randomBytes(48).toString('base64url');
    accounts = { ...given, secret, outboxKey: given.outboxKey ?? randomBytes(18).toString('base64url') };
  } finally {
    await database.close();
  }
  const workerOpts: WorkerOptions = { ...plain, seedProfiles: 0 };
  const relayToken = randomBytes(24).toString('base64url');
  let siteDir: string | null = opts.distDir ? (newestBuild(opts.distDir, opts.siteRebuild?.buildsDir) ?? resolve(opts.distDir)) : null;
  let hubPort: number | null = null;
  let port: number | undefined;
  let stopping = false;
  const slots: Slot[] = Array.from({ length: count }, (_, i) => ({ id: i + 1, listening: false, ready: false, deaths: [] }));
  const exited = new Map<Worker, Promise<void>>();

  let started!: () => void;
  let failed!: (err: Error) => void;
  const allReady = new Promise<void>((res, rej) => {
    started = res;
    failed = rej;
  });
  let initial = true;

  cluster.setupPrimary({ exec: import.meta.filename, args: [] });

  const send = (slot: Slot, message: ToWorker) => {
    // A worker that is exiting may close its channel under the message: it misses nothing it needs.
    if (slot.worker && slot.listening && slot.worker.isConnected()) slot.worker.send(message, undefined, () => undefined);
  };
  const others = (from: number, message: ToWorker) => {
    for (const slot of slots) if (slot.id !== from) send(slot, message);
  };

  const fork = (slot: Slot) => {
    slot.restart = undefined;
    slot.listening = false;
    slot.ready = false;
    const worker = cluster.fork();
    slot.worker = worker;
    log.info('worker started', { worker: slot.id, pid: worker.process.pid });
    exited.set(worker, new Promise<void>((res) => worker.once('exit', () => res())));
    worker.on('message', (message: FromWorker) => onMessage(slot, worker, message));
    worker.on('error', (err: Error) => log.error('worker channel error', { worker: slot.id, error: err.message }));
    worker.on('exit', (code, signal) => onExit(slot, worker, code, signal));
  };

  const onMessage = (slot: Slot, worker: Worker, message: FromWorker) => {
    if (slot.worker !== worker || typeof message !== 'object' || message === null) return;
    switch (message.type) {
      case 'hello':
        slot.listening = true;
        if (stopping) return send(slot, { type: 'stop' });
        send(slot, { type: 'start', id: slot.id, opts: workerOpts, accounts, relayToken, hubPort, siteDir });
        return;
      case 'ready':
        slot.ready = true;
        port ??= message.port;
        if (slot.id === LEAD && message.hubPort !== null) {
          hubPort = message.hubPort;
          others(LEAD, { type: 'hub', port: hubPort });
        }
        if (initial && slots.every((s) => s.ready)) started();
        return;
      case 'failed':
        log.error('worker did not start', { worker: slot.id, error: message.error });
        if (initial) failed(new Error(`worker ${slot.id} did not start: ${message.error}`));
        return;
      case 'site':
        if (slot.id !== LEAD) return;
        siteDir = message.dir;
        others(LEAD, { type: 'site', dir: message.dir });
        return;
      case 'content':
        if (slot.id === LEAD) others(LEAD, { type: 'content' });
        return;
    }
  };

  const onExit = (slot: Slot, worker: Worker, code: number | null, signal: string | null) => {
    if (slot.worker !== worker) return;
    slot.worker = undefined;
    slot.listening = false;
    slot.ready = false;
    if (stopping) return;
    if (slot.id === LEAD && hubPort !== null) {
      hubPort = null;
      others(LEAD, { type: 'hub', port: null });
    }
    if (initial) {
      failed(new Error(`worker ${slot.id} exited while starting (code ${code}, signal ${signal})`));
      return;
    }
    const now = Date.now();
    slot.deaths = [...slot.deaths.filter((t) => now - t < DEATH_WINDOW_MS), now];
    const fields = { worker: slot.id, pid: worker.process.pid, code, signal };
    if (slot.deaths.length >= MAX_DEATHS) {
      log.error('worker keeps dying: stopping the server', {
        ...fields,
        deaths: slot.deaths.length,
        withinSeconds: DEATH_WINDOW_MS / 1000,
      });
      void stop().finally(() => process.exit(1));
      return;
    }
    const delay = RESTART_DELAY_MS * 2 ** (slot.deaths.length - 1);
    log.error('worker died: starting it again', { ...fields, inMs: delay });
    slot.restart = setTimeout(() => fork(slot), delay);
  };

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      stopping = true;
      for (const slot of slots) clearTimeout(slot.restart);
      const waits: Promise<void>[] = [];
      for (const slot of slots) {
        const worker = slot.worker;
        if (!worker) continue;
        // A worker still loading has no stop handler yet: the signal's default ends it.
        if (slot.listening && worker.isConnected()) worker.send({ type: 'stop' } satisfies ToWorker, undefined, () => undefined);
        else worker.process.kill('SIGTERM');
        const killer = setTimeout(() => worker.process.kill('SIGKILL'), STOP_TIMEOUT_MS);
        waits.push(exited.get(worker)!.finally(() => clearTimeout(killer)));
      }
      await Promise.all(waits);
    })());

  log.info('starting workers', { workers: count });
  for (const slot of slots) fork(slot);
  try {
    await allReady;
  } catch (err) {
    await stop();
    throw err;
  }
  initial = false;
  const url = `http://${opts.host.includes(':') ? `[${opts.host}]` : opts.host}:${port}`;
  const outboxOn = outboxEnabled({ ...DEFAULT_ACCOUNT_SETTINGS, ...accounts }, opts.production ?? false);
  return {
    url,
    port: port!,
    seeded,
    workers: count,
    outboxUrl: outboxOn ? `${url}/demo/outbox/?key=${accounts.outboxKey}` : undefined,
    close: stop,
  };
}

/** A worker's logger: every line carries its number. */
export function workerLogger(id: number, base: Logger = consoleLogger): Logger {
  return {
    info: (message, fields) => base.info(message, { worker: id, ...fields }),
    error: (message, fields) => base.error(message, { worker: id, ...fields }),
  };
}

/** The worker process: wait for the primary's start message, serve, and follow its announcements. */
function runWorker(): void {
  let server: RunningServer | undefined;
  let starting: Promise<void> | undefined;
  let relay: RealtimeRelay | undefined;
  let log: Logger = consoleLogger;
  let lead = false;
  let pendingSite: string | undefined;
  let stopping = false;
  const send = (message: FromWorker) => {
    if (process.connected) process.send!(message, undefined, undefined, () => undefined);
  };

  /** Serve the build in `dir` from now on (a build the lead swapped in). */
  const switchSite = (dir: string) => {
    const root = server?.site;
    if (!root) {
      pendingSite = dir;
      return;
    }
    if (resolve(root.dir) === resolve(dir)) return;
    try {
      root.use(root.load(dir));
      log.info('site switched', { site: dir });
    } catch (err) {
      log.error('site not switched: the previous build keeps serving', {
        site: dir,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  };

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    try {
      await starting;
      await server?.close();
    } catch (err) {
      log.error('worker did not stop cleanly', { error: err instanceof Error ? err.message : String(err) });
      process.exit(1);
    }
    process.exit(0);
  };

  const start = async (m: Extract<ToWorker, { type: 'start' }>) => {
    lead = m.id === LEAD;
    log = workerLogger(m.id);
    const external = m.opts.realtime?.settings?.external;
    relay = lead || external ? undefined : new RealtimeRelay(m.relayToken, m.hubPort ?? undefined);
    const realtime = lead
      ? { ...m.opts.realtime, server: { ...m.opts.realtime?.server, relayToken: m.relayToken } }
      : { ...m.opts.realtime, ...(relay ? { relay } : {}) };
    try {
      server = await startServer({
        ...m.opts,
        // The lead finds the newest build itself (it swaps the next ones in); the others serve the announced one.
        distDir: lead ? m.opts.distDir : (m.siteDir ?? m.opts.distDir),
        siteRebuild: lead ? m.opts.siteRebuild : undefined,
        accounts: { settings: m.accounts },
        realtime,
        log,
        worker: { id: m.id, lead, onContentChange: () => send({ type: 'content' }) },
      });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      log.error('worker did not start', { error });
      send({ type: 'failed', error });
      process.exit(1);
    }
    if (lead) server.site?.onSwap((dir) => send({ type: 'site', dir }));
    else if (pendingSite) switchSite(pendingSite);
    log.info('worker listening', { pid: process.pid, lead, ...(lead && server.hubPort ? { realtimeHub: server.hubPort } : {}) });
    send({ type: 'ready', port: server.port, hubPort: server.hubPort ?? null });
  };

  process.on('message', (m: ToWorker) => {
    if (typeof m !== 'object' || m === null) return;
    switch (m.type) {
      case 'start':
        if (!starting && !stopping) starting = start(m);
        return;
      case 'hub':
        if (relay) relay.port = m.port ?? undefined;
        return;
      case 'site':
        if (!lead) switchSite(m.dir);
        return;
      case 'content':
        forgetArticles();
        return;
      case 'stop':
        void stop();
        return;
    }
  });
  // The primary stops the workers; a signal to the whole group (Ctrl-C) must not stop one before it asks.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => undefined);
  // The primary is gone: nobody hands out connections any more.
  process.on('disconnect', () => void stop());
  send({ type: 'hello' });
}

if (cluster.isWorker && import.meta.main) runWorker();
