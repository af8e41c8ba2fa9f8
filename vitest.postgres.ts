/**
 * The test files `npm run test:postgres` runs again on PostgreSQL: the integration tests of the
 * API whose database comes from the shared harnesses. Tests that read the database through the
 * raw SQLite handle, and pure unit tests, run on SQLite only (`npm run test:unit`).
 */
export const POSTGRES_TESTS: string[] = [
  'src/lib/api/http.test.ts',
  'src/lib/realtime.test.ts',
  'src/lint-boundaries.test.ts',
  'src/server/alarme/timers.test.ts',
  'src/server/fuzz.test.ts',
  'src/server/http/content-type.test.ts',
  'src/server/jobs/message-retention.test.ts',
  'src/server/jobs/saved-search-alerts.test.ts',
  'src/server/messaging/live.test.ts',
  'src/server/realtime/clients.test.ts',
  'src/server/routes/admin-payments.test.ts',
  'src/server/routes/alarme.test.ts',
  'src/server/routes/auth.fuzz.test.ts',
  'src/server/routes/billing.test.ts',
  'src/server/routes/features.test.ts',
  'src/server/routes/guest-tip-payment.test.ts',
  'src/server/routes/messages.test.ts',
  'src/server/routes/outbox.test.ts',
  'src/server/routes/payments.test.ts',
  'src/server/routes/places.test.ts',
  'src/server/routes/private-media-s3.test.ts',
  'src/server/routes/realtime.test.ts',
  'src/server/routes/reset-link.test.ts',
  'src/server/routes/reviews-write.test.ts',
  'src/server/routes/saved-searches.test.ts',
  'src/server/routes/tips.test.ts',
  'src/server/services/login-redirect.test.ts',
  'src/server/services/saved-searches.test.ts',
  'src/stores/search.test.ts',
  'src/stores/session.test.ts',
];
