/**
 * The Hono app: `/api/v2` (SPEC §7) and `/api/v1/features`, and, when a built site is given, the
 * static site on the same origin. Every input is validated with the contract's schemas; errors
 * are JSON; API answers are `no-store` unless a route marks itself cacheable.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { IDEMPOTENCY_HEADER } from '../lib/api/billing-codes.ts';
import { ACT_FOR_HEADER } from '../lib/api/manager.ts';
import { attachAccounts, createAccounts } from './auth/accounts.ts';
import { mailRunner } from './billing/jobs.ts';
import { attachPayments, createPayments, demoOf } from './billing/payments.ts';
import { VEROTEL_PROVIDER } from './billing/providers/verotel.ts';
import { isProduction } from './demo-mode.ts';
import type { UpgradeRefusal } from './realtime/server.ts';
import { registerBillingFulfilments } from './billing/vip.ts';
import { sameSiteOnly } from './auth/csrf.ts';
import type { AppDeps, AppEnv, MediaAppDeps } from './context.ts';
import { isMultipartUpload, jsonWritesOnly } from './http/content-type.ts';
import { auditActingWrites } from './http/acting.ts';
import { errorHandler, notFoundJson } from './http/errors.ts';
import { auditImpersonatedWrites } from './http/impersonation-audit.ts';
import { attachHotAnswers, HotAnswers } from './http/hot-answers.ts';
import { serverRequestId } from './http/request-ids.ts';
import { securityHeaders } from './http/security-headers.ts';
import { mediaStorageFromEnv } from './media/from-env.ts';
import { adminRoutes } from './routes/admin.ts';
import { adminPaymentRoutes } from './routes/admin-payments.ts';
import { adminProfileRoutes } from './routes/admin-profile.ts';
import { alarmeRoutes } from './routes/alarme.ts';
import { aiRoutes } from './routes/ai.ts';
import { ageVerificationRoutes, demoAgeCheckRoutes } from './routes/age-verification.ts';
import { billingRoutes } from './routes/billing.ts';
import { paymentRoutes } from './routes/payments.ts';
import { demoPayRoutes } from './routes/payments-demo.ts';
import { verotelRoutes } from './routes/payments-verotel.ts';
import { authRoutes, sendOutSmsRoute } from './routes/auth.ts';
import { favouriteRoutes } from './routes/favourites.ts';
import { featuredRoutes } from './routes/featured.ts';
import { featureRoutes, featureRoutesV1 } from './routes/features.ts';
import { galleryRoutes } from './routes/galleries.ts';
import { explicitPhotoRoutes } from './routes/explicit-photos.ts';
import { guestGalleryRoutes } from './routes/galleries-guest.ts';
import { ownGalleryRoutes } from './routes/galleries-own.ts';
import { managerRoutes } from './routes/manager.ts';
import { messageRoutes } from './routes/messages.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { mediaRoutes } from './routes/media.ts';
import { mfaRoutes } from './routes/mfa.ts';
import { onboardingRoutes } from './routes/onboarding.ts';
import { outboxRoutes } from './routes/outbox.ts';
import { ownProfileRoutes } from './routes/own-profile.ts';
import { photoRoutes } from './routes/photos.ts';
import { venueRoutes } from './routes/venue.ts';
import { profileRoutes } from './routes/profiles.ts';
import { reviewWriteRoutes } from './routes/reviews-write.ts';
import { savedSearchRoutes } from './routes/saved-searches.ts';
import { searchRoutes } from './routes/search.ts';
import { guestTipRoutes, tipRoutes } from './routes/tips.ts';
import { seoRoutes } from './routes/seo.ts';
import { statisticsRoutes } from './routes/statistics.ts';
import { trackingRoutes } from './routes/tracking.ts';
import { twilioRoutes } from './routes/twilio.ts';
import { userRoutes } from './routes/users.ts';
import { broadcastingRoutes, realtimeConfigRoutes } from './routes/realtime.ts';
import { serverSecret } from './auth/secrets.ts';
import { attachRealtime, createRealtime } from './realtime/realtime.ts';
import { registerChannelRule } from './realtime/rules.ts';
import { CONVERSATION_CHANNEL, conversationChannelRule } from './messaging/channels.ts';
import { loadStaticSite, serveSite } from './static.ts';
import { profilePageVisible } from './services/profiles.ts';
import { revisionsTakenHere, searchIndexVersion } from './db/search-index.ts';
import { isoDay } from './time.ts';

/** Largest JSON body accepted (profile texts are the longest inputs). */
const MAX_BODY_BYTES = 256 * 1024;

/** Build the app from its dependencies. */
export function createApp(given: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  // One media storage for every route (main.ts passes the one it logged at start).
  let deps: MediaAppDeps = { ...given, media: given.media ?? mediaStorageFromEnv(), production: given.production ?? isProduction() };
  const accounts = createAccounts(deps, deps.accounts);
  attachAccounts(app, accounts);
  const session = deps.session ?? accounts.session;
  const sameSite = sameSiteOnly([...(deps.corsOrigins ?? []), ...(accounts.settings.siteUrl ? [accounts.settings.siteUrl] : [])]);
  // Refused upgrades (a flood from one address or session, or the server full) are security events.
  const realtimeServer = {
    trustedHops: accounts.settings.trustProxy ? accounts.settings.trustProxyHops : 0,
    onRefused: (r: UpgradeRefusal) =>
      void accounts.events
        .record({ type: 'realtime.refused', ip: r.address, details: { reason: r.reason, open: r.open } })
        .catch((err: unknown) => deps.log.error('security event not recorded', { error: String(err) })),
    ...deps.realtime?.server,
  };
  const realtime = createRealtime(
    { ...deps.realtime, server: realtimeServer },
    () => serverSecret(accounts.settings.secret, accounts.settings.secretFile),
    deps.log,
  );
  attachRealtime(app, realtime);
  // Features publish through the realtime transport (built-in server or Pusher Channels) unless a
  // test gives its own; conversation channels admit their two members.
  deps = {
    ...deps,
    broadcast: deps.broadcast ?? ((channels, event, data, except) => realtime.publisher.publish(channels, event, data, except)),
  };
  registerChannelRule(CONVERSATION_CHANNEL, (user, channel, d) => conversationChannelRule(d.db)(user, channel));
  app.onError(errorHandler(deps.log));
  // Outermost: it keeps the whole answer to an anonymous search, headers included, which the
  // server's request listener gives again while it holds (http/hot-answers.ts, main.ts).
  const db = deps.db;
  const clock = deps.clock;
  const hot = new HotAnswers({
    version: () => searchIndexVersion(db),
    writes: revisionsTakenHere,
    now: () => clock.now(),
    day: isoDay,
    accessLog: deps.accessLog ? deps.log : undefined,
  });
  attachHotAnswers(app, hot);
  app.use(hot.store);
  // First of the rest, so it also covers what onError and notFound answer.
  app.use(
    securityHeaders({
      corsOrigins: deps.corsOrigins,
      imageCdn: process.env.PUBLIC_IMAGE_CDN,
      mediaOrigin: deps.media.signedUrlOrigin,
      trustProxy: accounts.settings.trustProxy,
    }),
  );
  app.use(requestId());
  app.use(serverRequestId);
  app.use(compress());
  if (deps.accessLog) {
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      deps.log.info('request', {
        requestId: c.get('requestId'),
        serverRequestId: c.get('serverRequestId'),
        method: c.req.method,
        path: new URL(c.req.url).pathname,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    });
  }

  const api = new Hono<AppEnv>({ strict: false });
  const corsOrigins = deps.corsOrigins ?? [];
  if (corsOrigins.length) {
    api.use(
      cors({
        origin: (origin) => (corsOrigins.includes(origin) ? origin : null),
        credentials: true,
        allowHeaders: ['content-type', 'x-locale', 'x-origin-url', 'x-request-id', ACT_FOR_HEADER, IDEMPOTENCY_HEADER, 'x-socket-id'],
        exposeHeaders: ['x-request-id'],
        maxAge: 600,
      }),
    );
  }
  api.use(async (c, next) => {
    c.set('user', await session(c));
    await next();
    if (!c.res.headers.has('cache-control')) c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
  });
  api.use(sameSite);
  api.use(jsonWritesOnly);
  api.use(auditImpersonatedWrites(accounts, deps));
  api.use(auditActingWrites(accounts));
  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ message: 'The request body is too large.', errors: { body: [`at most ${MAX_BODY_BYTES} bytes`] } }, 413),
  });
  // Uploads enforce their own per-file and total limits while streaming (src/server/media/multipart.ts).
  api.use((c, next) => (isMultipartUpload(c) ? next() : jsonBodyLimit(c, next)));

  const v2 = new Hono<AppEnv>({ strict: false });
  for (const routes of [
    featuredRoutes,
    seoRoutes,
    featureRoutes,
    mediaRoutes,
    favouriteRoutes,
    onboardingRoutes,
    photoRoutes,
    venueRoutes,
    tipRoutes,
    reviewWriteRoutes,
    savedSearchRoutes,
    galleryRoutes,
    ownGalleryRoutes,
    explicitPhotoRoutes,
    adminPaymentRoutes,
    adminProfileRoutes,
    notificationRoutes,
    statisticsRoutes,
  ]) {
    v2.route('/', routes(deps));
  }
  for (const routes of [
    ownProfileRoutes,
    managerRoutes,
    searchRoutes,
    profileRoutes,
    authRoutes,
    userRoutes,
    mfaRoutes,
    adminRoutes,
    outboxRoutes,
    ageVerificationRoutes,
    messageRoutes,
    trackingRoutes,
    alarmeRoutes,
    aiRoutes,
    twilioRoutes,
  ]) {
    v2.route('/', routes(deps, accounts));
  }
  // Payments: the demo provider's notifications reach the webhook route through this app itself.
  registerBillingFulfilments();
  const payments = createPayments(deps, {
    notifier: accounts.notifier,
    selfRequest: (path, init) => Promise.resolve(app.request(path, init)),
  });
  const paymentMail = mailRunner(payments);
  // Verotel's postback and return addresses (the postback is a GET, answered "OK").
  if (payments.provider.name === VEROTEL_PROVIDER) v2.route('/', verotelRoutes(payments, paymentMail));
  v2.route('/', paymentRoutes(payments, paymentMail));
  v2.route('/', billingRoutes(payments, paymentMail));
  v2.route('/', realtimeConfigRoutes(realtime));
  api.route('/v2', v2);
  api.route('/v1', featureRoutesV1(deps));
  api.route('/v1', guestTipRoutes(deps));
  api.route('/v1', guestGalleryRoutes(deps, accounts));
  api.all('*', (c) => notFoundJson(c));
  app.route('/api', api);
  app.route('/', sendOutSmsRoute(deps, accounts, sameSite));
  // The demo provider's pages (payment, age check) do not exist in production (src/server/demo-mode.ts),
  // nor the demo's payment pages when another provider takes the payments.
  if (!deps.production) {
    app.route('/', demoAgeCheckRoutes(deps, accounts));
    if (demoOf(payments)) app.route('/', demoPayRoutes(payments, sameSite));
  }
  app.route('/', broadcastingRoutes(deps, realtime, { session, sameSite, corsOrigins }));
  attachPayments(app, payments);

  const site = deps.site ?? (deps.distDir ? loadStaticSite(deps.distDir, deps.regions) : undefined);
  if (site) app.all('*', serveSite(site, { profileVisible: (id) => profilePageVisible(deps, id) }));
  app.notFound((c) => notFoundJson(c));
  return app;
}

export type App = ReturnType<typeof createApp>;
