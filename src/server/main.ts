/**
 * The reference server process: one port for the API and (optionally) the built site. Run
 * directly (`node src/server/main.ts`) it reads its settings from the environment:
 * PORT (4321), HOST (127.0.0.1), DATABASE_URL (postgres://…; unset: the embedded database),
 * DB_PATH (data/app.db), DATA_DIR (the node's files with PostgreSQL, data), DIST_DIR (none), SEED_PROFILES (6000),
 * ACCESS_LOG=1 (a line per request), CORS_ORIGINS (comma-separated site origins on other hosts),
 * BUILD_API_TOKEN (a bearer token that lets a site build on another machine use the batch search),
 * REALTIME_* and PUSHER_* (realtime, see src/server/realtime/settings.ts),
 * SITE_REBUILD=off (no background rebuilds of the served site), SITE_BUILDS_DIR (where rebuilds go,
 * default `site/` next to the database), SITE_BUILD_TIMEOUT_SECONDS (1200),
 * MESSAGE_RETENTION_DAYS (90: older messages are deleted by a daily job),
 * TRACKING_RETENTION_DAYS (90: raw tracking events of rolled-up days older than that are deleted),
 * ALARME_GRACE_MINUTES (5: minutes after a missed check-in before contacts are alerted),
 * ALARME_POLL_SECONDS (10: how often the emergency-meeting timers run),
 * AI_* (the AI girlfriend's provider, quota and chat limit: see src/server/ai/settings.ts) and
 * AI_WORKER_ID (the AI job runner's id, default ai@<hostname>; distinct per server on one host),
 * MEDIA_DIR (data/media: where media are stored) or S3_* (an S3 bucket instead: see
 * src/server/media/s3-settings.ts; the start log names the storage in use), MEDIA_QUOTA_MB (2048: stored
 * media per account), MEDIA_UPLOADS_PER_ACCOUNT (2: uploads at once) and MEDIA_TMP_DIR (DATA_DIR/uploads:
 * where uploads wait while they are checked; see src/server/media/uploads.ts).
 * WEB_CONCURRENCY=N serves with N worker processes on the one port (src/server/cluster.ts; run directly
 * this file serves with one process unless it is set, `npm start` with one per core).
 * SIGINT/SIGTERM close connections, stop the job runner and close the database cleanly.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createApp, type App } from './app.ts';
import { DemoPartOff, isProduction, missingProviders } from './demo-mode.ts';
import { verotelSettingsFromEnv } from './billing/providers/verotel.ts';
import { registerPaymentJobs } from './billing/jobs.ts';
import { paymentsOf } from './billing/payments.ts';
import { accountsOf, type AccountOptions } from './auth/accounts.ts';
import { RateLimiter } from './auth/rate-limit.ts';
import { moveLegacySecret } from './auth/secrets.ts';
import { accountSettingsFromEnv, DEFAULT_ACCOUNT_SETTINGS } from './auth/settings.ts';
import { realtimeOf, type RealtimeOptions } from './realtime/realtime.ts';
import { hotAnswersOf } from './http/hot-answers.ts';
import { isHubApiRequest, serveHub, type RealtimeRelay } from './realtime/relay.ts';
import { realtimeLimitsFromEnv, realtimeSettingsFromEnv } from './realtime/settings.ts';
import { consoleLogger, type AppDeps, type Logger } from './context.ts';
import { databaseFromEnv } from './db/location.ts';
import { redactUrl } from './db/postgres.ts';
import { refreshExpiredGold } from './db/search-index.ts';
import { outboxEnabled } from './http/demo-access.ts';
import { PRUNE_EVERY_SECONDS, PRUNE_EXPIRED, pruneExpired } from './jobs/prune.ts';
import { ALARME_RETENTION, alarmeRetention, enqueueAlarmeRetention } from './alarme/retention.ts';
import { graceMinutesFromEnv, pollSecondsFromEnv } from './alarme/deps.ts';
import { startAlarmeTimers } from './alarme/timers.ts';
import { AI_JOBS } from './ai/deps.ts';
import { aiRuntimeOf, aiWorkerId, recoverAiJobs, registerAiJobs } from './ai/runtime.ts';
import { createJobQueue } from './jobs/queue.ts';
import { JobRunner } from './jobs/runner.ts';
import { enqueueRetention, MESSAGE_RETENTION, messageRetention, retentionDaysFromEnv } from './jobs/message-retention.ts';
import { enqueueAlerts, SAVED_SEARCH_ALERTS, savedSearchAlerts } from './jobs/saved-search-alerts.ts';
import { enqueueRollup, TRACKING_ROLLUP, trackingRetentionFromEnv, trackingRollup } from './jobs/tracking-rollup.ts';
import { mediaStorageFromEnv } from './media/from-env.ts';
import type { MediaStorage } from './media/storage.ts';
import { providerFor } from './notify/notifier.ts';
import { registerMailJob } from './notify/smtp.ts';
import { describeSmtp } from './notify/smtp-settings.ts';
import { TWILIO_SEND, twilioSendJob } from './notify/twilio.ts';
import { describeTwilio } from './notify/twilio-settings.ts';
import type { SeedStats } from './seed/demo.ts';
import { DEFAULT_DEMO_PROFILES, setup } from './setup.ts';
import { DEFAULT_BUILD_TIMEOUT_SECONDS, processBuilder } from './site/builder.ts';
import { newestBuild } from './site/builds.ts';
import { SiteRoot } from './site/root.ts';
import { siteRebuildFromEnv, type SiteRebuildSettings } from './site/settings.ts';
import { startSiteRebuilds, type SiteRebuilds } from './site/worker.ts';
import { watchContent } from './site/content-watch.ts';
import { siteChanged } from './services/site-freshness.ts';
import { contentDir, forgetArticles } from '../lib/content/catalog.ts';
import type { Clock } from './time.ts';

export interface ServerOptions {
  port: number;
  host: string;
  dbPath: string;
  distDir?: string;
  seedProfiles?: number;
  clock?: Clock;
  log?: Logger;
  accessLog?: boolean;
  corsOrigins?: string[];
  /** Bearer token of a site build calling from another machine. */
  buildToken?: string;
  /** Account settings (default: from the environment, see src/server/auth/settings.ts). */
  accounts?: AccountOptions;
  /**
   * Rebuild the served site in the background after changes and swap it in (needs `distDir`);
   * the newest complete build of `distDir` and the builds folder is served.
   */
  siteRebuild?: SiteRebuildSettings;
  /** Realtime settings (default: the built-in Pusher-protocol server on this port). */
  realtime?: RealtimeOptions;
  /** Days messages are kept (default: MESSAGE_RETENTION_DAYS, else 90). */
  messageRetentionDays?: number;
  /** Days raw tracking events are kept (default: TRACKING_RETENTION_DAYS, else 90). */
  trackingRetentionDays?: number;
  /** Production mode (NODE_ENV=production): no demo data, no demo parts (src/server/demo-mode.ts). */
  production?: boolean;
  /** One worker of several sharing the port (src/server/cluster.ts); unset: the one process that serves. */
  worker?: WorkerRole;
  /**
   * Anonymous searches asked before are answered by the request listener (http/hot-answers.ts);
   * false (HOT_ANSWERS=off) sends every request through the app, to compare.
   */
  hotAnswers?: boolean;
}

/**
 * A cluster worker's part: the lead runs what must run once (the job runners and timers, the site
 * rebuilds, the content watch, the built-in realtime server, which it also serves on a loopback port
 * for the others to relay to); the others serve requests and relay realtime (`realtime.relay`).
 */
export interface WorkerRole {
  /** 1, 2, …: the worker's number in the cluster (log lines carry it). */
  id: number;
  lead: boolean;
  /** The lead's content watch saw an article change (the other workers forget the articles they read). */
  onContentChange?: () => void;
}

/** The project root: the default rebuild runs its astro build. */
const PROJECT_ROOT = resolve(import.meta.dirname, '..', '..');

export interface RunningServer {
  url: string;
  port: number;
  seeded?: SeedStats;
  /** The demo outbox page with its key (opens it from another machine), when the outbox is on. */
  outboxUrl?: string;
  /** The site served (a cluster switches it when the lead swaps a rebuild in). */
  site?: SiteRoot;
  /** A cluster's lead: the loopback port its realtime server is relayed to. */
  hubPort?: number;
  close(): Promise<void>;
}

/** Open the database (seeding it when new), build the app and listen. */
export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const log = opts.log ?? consoleLogger;
  const lead = opts.worker?.lead ?? true;
  const { database, deps, seeded } = await setup({
    path: opts.dbPath,
    clock: opts.clock,
    log,
    seedProfiles: opts.seedProfiles ?? DEFAULT_DEMO_PROFILES,
    production: opts.production,
  });
  const given = opts.accounts ?? { settings: accountSettingsFromEnv(process.env, opts.dbPath) };
  // The key is known here so the start message can print the outbox page's address with it.
  const outboxKey = given.settings?.outboxKey ?? randomBytes(18).toString('base64url');
  const accounts = { ...given, settings: { ...given.settings, outboxKey } };
  if (opts.production && lead) {
    const messages = accounts.settings.messages?.kind ?? DEFAULT_ACCOUNT_SETTINGS.messages.kind;
    const payments = verotelSettingsFromEnv(process.env) !== undefined && process.env.PAYMENT_PROVIDER !== 'demo';
    const email = accounts.settings.messages?.smtp !== undefined;
    const sms = accounts.settings.messages?.twilio !== undefined;
    for (const missing of missingProviders({ messages, payments, email, sms })) log.error('production: provider missing', { missing });
  }
  // Uploads, downloads, deletions and the jobs all use this one storage.
  const media = mediaStorageFromEnv(process.env, log);
  await moveLegacySecret(deps.db, accounts.settings.secret, accounts.settings.secretFile);
  const rebuild = opts.distDir && lead ? opts.siteRebuild : undefined;
  const siteDir = opts.distDir ? (newestBuild(opts.distDir, rebuild?.buildsDir) ?? opts.distDir) : undefined;
  const site = siteDir ? new SiteRoot(siteDir, deps.regions) : undefined;
  const app = createApp({
    ...deps,
    media,
    site,
    accessLog: opts.accessLog,
    corsOrigins: opts.corsOrigins,
    buildToken: opts.buildToken,
    accounts,
    realtime: opts.realtime,
    production: opts.production ?? false,
  });
  const realtime = realtimeOf(app);

  let server: ServerType | undefined;
  const port = await new Promise<number>((resolve, reject) => {
    // Anonymous searches asked before are answered by the request listener itself (http/hot-answers.ts).
    server = serve(
      {
        fetch: serveFetch(app.fetch, opts.realtime?.relay),
        port: opts.port,
        hostname: opts.host,
        ...(opts.hotAnswers === false ? {} : { createServer: hotAnswersOf(app).createServer }),
      },
      (info: AddressInfo) => resolve(info.port),
    );
    server.once('error', reject);
  });
  if (opts.accessLog) server!.on('upgrade', (req: IncomingMessage) => logUpgrade(log, req));
  // The Pusher-protocol WebSocket endpoint `/app/{key}` shares the port with the site and API.
  realtime.attach(server as Server);
  // A cluster's other workers relay to the lead's server on a loopback port of its own.
  const hub = opts.worker && realtime.server ? await serveHub(realtime.server, realtime.keys.app) : undefined;
  const url = `http://${opts.host.includes(':') ? `[${opts.host}]` : opts.host}:${port}`;
  const settings = { ...DEFAULT_ACCOUNT_SETTINGS, ...accounts.settings };
  const once = lead
    ? await startOnceOnly({
        app,
        deps,
        log,
        media,
        url,
        site,
        rebuild,
        settings,
        messageRetentionDays: opts.messageRetentionDays,
        trackingRetentionDays: opts.trackingRetentionDays,
        onContentChange: opts.worker?.onContentChange,
      })
    : undefined;
  const accountJobs = accountsOf(app).jobs;

  let closing: Promise<void> | undefined;
  const outboxOn = outboxEnabled(settings, opts.production ?? false);
  return {
    url,
    port,
    seeded,
    site,
    hubPort: hub?.port,
    outboxUrl: outboxOn ? `${url}/demo/outbox/?key=${outboxKey}` : undefined,
    close() {
      closing ??= (async () => {
        await once?.close();
        // Reset requests answered here finish their work first.
        await accountJobs.stop();
        await hub?.close();
        await realtime.close();
        await new Promise<void>((resolve) => {
          if (!server) return resolve();
          server.close(() => resolve());
          if ('closeAllConnections' in server) server.closeAllConnections();
        });
        await database.close();
      })();
      return closing;
    },
  };
}

/**
 * The parts that run once however many workers serve: the job runners (the general one, the
 * account jobs' poll, the AI girlfriend's), the hourly Gold re-rank, the emergency-meeting timers,
 * the site rebuilds and the content watch. One process runs them all: the server, or a cluster's lead.
 */
async function startOnceOnly(o: {
  app: App;
  deps: AppDeps;
  log: Logger;
  media: MediaStorage;
  url: string;
  site: SiteRoot | undefined;
  rebuild: SiteRebuildSettings | undefined;
  settings: typeof DEFAULT_ACCOUNT_SETTINGS;
  messageRetentionDays?: number;
  trackingRetentionDays?: number;
  onContentChange?: () => void;
}): Promise<{ close(): Promise<void> }> {
  const { app, deps, log, media } = o;
  // Gold listings that ran out lose their boost within the hour.
  const timer = setInterval(() => {
    refreshExpiredGold(deps.db, deps.clock.now()).catch((err: unknown) => log.error('expired gold not re-ranked', { error: String(err) }));
  }, 3_600_000);
  timer.unref();
  const queue = createJobQueue(deps.db, deps.clock);
  const jobs = new JobRunner({ queue, clock: deps.clock, log });
  jobs.register(PRUNE_EXPIRED, pruneExpired(deps.db, deps.clock, log), { every: PRUNE_EVERY_SECONDS });
  await jobs.schedule(PRUNE_EXPIRED);
  const alerts = {
    ...deps,
    log,
    messages: providerFor(o.settings.messages, deps.db, log, deps.clock),
    siteUrl: o.settings.siteUrl ?? o.url,
  };
  jobs.register(SAVED_SEARCH_ALERTS, savedSearchAlerts(alerts, queue));
  // Today's run (once per day by its dedupe key and the day's e-mail bookings); each run enqueues the next.
  await enqueueAlerts(queue, deps.clock.now());
  const retention = { ...deps, log, media, days: o.messageRetentionDays ?? retentionDaysFromEnv() };
  jobs.register(MESSAGE_RETENTION, messageRetention(retention, queue));
  // Today's run (once per day by its dedupe key); each run enqueues the next day's.
  await enqueueRetention(queue, deps.clock.now());
  const rollup = { ...deps, log, retentionDays: o.trackingRetentionDays ?? trackingRetentionFromEnv() };
  jobs.register(TRACKING_ROLLUP, trackingRollup(rollup, queue));
  // Today's run rolls up the days before today (once per day by its dedupe key); each run enqueues the next.
  await enqueueRollup(queue, deps.clock.now());
  await registerPaymentJobs(jobs, paymentsOf(app));
  // E-mails over SMTP: each is sent right after it was queued; these polls retry the ones that failed.
  const smtp = o.settings.messages.smtp;
  if (smtp) {
    registerMailJob(jobs, { db: deps.db, clock: deps.clock, log, settings: smtp });
    log.info('e-mails go out over SMTP', describeSmtp(smtp));
  }
  // SMS through Twilio: each is sent right after it was queued; these polls retry the ones that failed.
  const twilio = o.settings.messages.twilio;
  if (twilio) {
    jobs.register(TWILIO_SEND, twilioSendJob(twilio, { db: deps.db, clock: deps.clock, log }));
    log.info('sms go out through Twilio', describeTwilio(twilio));
  }
  jobs.register(ALARME_RETENTION, alarmeRetention({ ...deps, log }, queue));
  // Today's run (once per day by its dedupe key); each run enqueues the next day's.
  await enqueueAlarmeRetention(queue, deps.clock.now());
  jobs.start();
  // The account jobs (reset requests) run right after their request, in the process that answered it;
  // this poll picks up leftovers and retries.
  accountsOf(app).jobs.start();
  // The AI girlfriend's jobs run on a runner of their own that looks every second, so a drawing or
  // a companion's reply starts at once; its worker id is stable per host, so after a restart the
  // jobs it held are released and run again (idempotently) without waiting for their leases.
  const ai = aiRuntimeOf(deps).deps;
  const aiWorker = aiWorkerId();
  const aiJobs = registerAiJobs(new JobRunner({ queue, clock: deps.clock, log, workerId: aiWorker, pollMs: 1000, leaseSeconds: 900 }), ai);
  await recoverAiJobs(ai, aiWorker);
  await aiJobs.schedule(AI_JOBS.sweep);
  aiJobs.start();
  // The emergency-meeting timers run now (finishing whatever a crash left) and then every few seconds.
  const alarmeTimers = startAlarmeTimers(
    { ...alerts, limiter: new RateLimiter(deps.db, deps.clock), graceMinutes: graceMinutesFromEnv() },
    pollSecondsFromEnv(),
  );
  const rebuilds = o.site && o.rebuild ? await startRebuilds(o.rebuild, { deps, log, site: o.site, url: o.url }) : undefined;
  // An article saved in the content folder is a site change of its region (the rebuild picks it up).
  const contentWatch = rebuilds
    ? watchContent(contentDir(), (region) => {
        forgetArticles();
        o.onContentChange?.();
        log.info('content changed: site rebuild recorded', { region });
        void siteChanged(deps, region, 'content').catch((err: unknown) =>
          log.error('content change not recorded', { region, err: String(err) }),
        );
      })
    : undefined;
  return {
    async close() {
      clearInterval(timer);
      contentWatch?.close();
      await rebuilds?.close();
      await alarmeTimers.stop();
      await aiJobs.stop();
      await jobs.stop();
    },
  };
}

/** The request handler: the app's, and on a relaying worker the Pusher HTTP API goes to the hub. */
function serveFetch(fetch: App['fetch'], relay: RealtimeRelay | undefined): App['fetch'] {
  if (!relay) return fetch;
  return (request, ...rest) => (isHubApiRequest(new URL(request.url).pathname) ? relay.forward(request) : fetch(request, ...rest));
}

/** The access log line of a WebSocket upgrade (the realtime endpoint; HTTP requests have theirs from the app). */
function logUpgrade(log: Logger, req: IncomingMessage): void {
  const id = req.headers['x-request-id'];
  log.info('upgrade', {
    requestId: typeof id === 'string' ? id.slice(0, 255) : undefined,
    path: new URL(req.url ?? '/', 'http://localhost').pathname,
  });
}

/** Start the background rebuilds of the served site (none when the project's astro is missing). */
async function startRebuilds(
  settings: SiteRebuildSettings,
  o: { deps: AppDeps; log: Logger; site: SiteRoot; url: string },
): Promise<SiteRebuilds | undefined> {
  const timeoutSeconds = settings.timeoutSeconds ?? DEFAULT_BUILD_TIMEOUT_SECONDS;
  if (!settings.build && !existsSync(join(PROJECT_ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs'))) {
    o.log.info('site rebuilds off: astro is not installed next to this server');
    return undefined;
  }
  const build =
    settings.build ??
    processBuilder({ root: PROJECT_ROOT, log: o.log, timeoutSeconds, logFile: join(settings.buildsDir, 'last-build.log') });
  return startSiteRebuilds({
    db: o.deps.db,
    clock: o.deps.clock,
    log: o.log,
    root: o.site,
    buildsDir: settings.buildsDir,
    build,
    apiOrigin: o.url,
    // A build holds its job well past its timeout: no second worker takes it while it runs.
    leaseSeconds: timeoutSeconds + 300,
    pollMs: settings.pollMs,
    publish: settings.publish,
    // Astro's build fills the cache the first time; a builder given in the settings (tests) has none.
    warmUp: !settings.build,
  });
}

/** Settings from the environment. */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const port = Number(env.PORT ?? 4321);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0..65535, got "${env.PORT}"`);
  const seedProfiles = Number(env.SEED_PROFILES ?? DEFAULT_DEMO_PROFILES);
  if (!Number.isInteger(seedProfiles) || seedProfiles < 0)
    throw new Error(`SEED_PROFILES must be a whole number, got "${env.SEED_PROFILES}"`);
  const dbPath = databaseFromEnv(env);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dbPath,
    siteRebuild: siteRebuildFromEnv(env, dbPath),
    distDir: env.DIST_DIR || undefined,
    seedProfiles,
    production: isProduction(env),
    accessLog: env.ACCESS_LOG === '1',
    hotAnswers: hotAnswersFromEnv(env),
    buildToken: env.BUILD_API_TOKEN || undefined,
    realtime: { settings: realtimeSettingsFromEnv(env), server: realtimeLimitsFromEnv(env) },
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  };
}

/** HOT_ANSWERS: `on` (the default) or `off`. */
export function hotAnswersFromEnv(env: NodeJS.ProcessEnv): boolean {
  const value = env.HOT_ANSWERS ?? 'on';
  if (value !== 'on' && value !== 'off') throw new Error(`HOT_ANSWERS must be on or off, got "${value}"`);
  return value === 'on';
}

/** Start, or end the process with the one line saying why production mode refuses this database. */
export async function startOrExit(opts: ServerOptions): Promise<RunningServer> {
  try {
    return await startServer(opts);
  } catch (err) {
    if (!(err instanceof DemoPartOff)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/** Stop cleanly on Ctrl-C or SIGTERM; a second signal exits at once. */
export function closeOnSignals(server: RunningServer, log: Logger = consoleLogger): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info('stopping', { signal });
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error('stop failed', { error: err instanceof Error ? err.message : String(err) });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/** `node src/server/main.ts`: serve with the settings of the environment until a signal. */
async function serveFromEnv(): Promise<void> {
  const opts = optionsFromEnv();
  // One process unless WEB_CONCURRENCY asks for more (`npm start` defaults to every core). Imported
  // here: the cluster imports this file, which must have finished loading first.
  const { startServingOrExit, workersFromEnv } = await import('./cluster.ts');
  const server = await startServingOrExit(opts, workersFromEnv(process.env, 1));
  if (server.seeded) consoleLogger.info('seeded demo data', { ...server.seeded });
  consoleLogger.info('listening', {
    url: server.url,
    db: redactUrl(opts.dbPath),
    site: opts.distDir ?? null,
    rebuilds: opts.siteRebuild?.buildsDir ?? null,
    outbox: server.outboxUrl ?? null,
    workers: server.workers,
  });
  closeOnSignals(server);
}

if (import.meta.main) {
  serveFromEnv().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
