/**
 * Tracking: the raw events of POST /e, /p and /s (append-only: a trigger refuses updates; only
 * the retention job deletes), the traffic-manager clicks (one row per click id), and the daily
 * rollups the dashboard and the admin statistics read (per profile; searches by region, place and
 * category; partner-advert clicks by region and partner), with the days rolled up so far.
 */
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { nullOr, oneOf, regionCheck } from './checks.ts';
import { clustered, dayShape, nowText, refuseUpdates } from './dialect.ts';

// The lists as they were when this shipped (a later change needs a migration of its own).
const CATEGORIES = ['page_view', 'profile_open', 'search', 'contact_click', 'partner_click', 'event'];
const KINDS = ['e', 'p', 's'];
const PARTNERS = ['solad', 'strip-chat', 'susi-live'];

/** CHECK: at most `max` characters. */
const maxLength = (column: string, max: number) => nullOr(column, sql`length(${sql.ref(column)}) <= ${sql.lit(max)}`);

export const tracking: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    const now = nowText(db);

    await s
      .createTable('tracking_events')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      // The endpoint: e (event), p (page view or profile open), s (search).
      .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', KINDS)))
      .addColumn('category', 'text', (c) => c.notNull().check(oneOf('category', CATEGORIES)))
      .addColumn('action', 'text', (c) => c.notNull().check(sql`length(action) BETWEEN 1 AND 64`))
      .addColumn('label', 'text', (c) => c.check(maxLength('label', 200)))
      .addColumn('value', 'real')
      // The whole `atr` object as JSON; the columns below repeat what rollups group by.
      .addColumn('attributes', 'text', (c) =>
        c
          .notNull()
          .defaultTo('{}')
          .check(sql`length(attributes) <= 16384`),
      )
      .addColumn('region', 'text', (c) => c.notNull().check(regionCheck()))
      // No foreign keys: events outlive the profiles and users they name (history stays as it was).
      .addColumn('profile_id', 'integer')
      .addColumn('place', 'text', (c) => c.check(maxLength('place', 120)))
      .addColumn('category_id', 'integer')
      .addColumn('partner', 'text', (c) => c.check(nullOr('partner', oneOf('partner', PARTNERS))))
      .addColumn('path', 'text', (c) => c.check(maxLength('path', 500)))
      .addColumn('search_request_id', 'text', (c) => c.check(maxLength('search_request_id', 64)))
      .addColumn('homepage_results_id', 'text', (c) => c.check(maxLength('homepage_results_id', 64)))
      // The signed-in user of the session (never what the page claims) and that user's role ids (JSON).
      .addColumn('user_id', 'integer')
      .addColumn('role_ids', 'text', (c) => c.notNull().defaultTo('[]'))
      // The `u` the page sent when it differs from the session's user (a stale page); never used for counting.
      .addColumn('claimed_user_id', 'integer')
      .addColumn('device_id', 'text', (c) => c.check(maxLength('device_id', 64)))
      .addColumn('session_id', 'text', (c) => c.check(maxLength('session_id', 64)))
      .addColumn('referrer', 'text', (c) => c.check(maxLength('referrer', 1000)))
      // The Europe/Berlin day the server received the event: rollups and retention go by it.
      .addColumn('day', 'text', (c) => c.notNull().check(dayShape(db, 'day')))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('tracking_events_day').on('tracking_events').columns(['day', 'category']).execute();
    await s
      .createIndex('tracking_events_profile')
      .on('tracking_events')
      .columns(['profile_id', 'day'])
      .where(sql.ref('profile_id'), 'is not', null)
      .execute();
    await refuseUpdates(db, 'tracking_events');

    await s
      .createTable('traffic_clicks')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('click_id', 'text', (c) =>
        c
          .notNull()
          .unique()
          .check(sql`length(click_id) BETWEEN 1 AND 200`),
      )
      .addColumn('offer_id', 'text', (c) => c.notNull().check(sql`length(offer_id) BETWEEN 1 AND 200`))
      // Every hash parameter as a JSON object.
      .addColumn('params', 'text', (c) => c.notNull().check(sql`length(params) <= 16384`))
      .addColumn('user_id', 'integer')
      .addColumn('device_id', 'text', (c) => c.check(maxLength('device_id', 64)))
      .addColumn('session_id', 'text', (c) => c.check(maxLength('session_id', 64)))
      .addColumn('referrer', 'text', (c) => c.check(maxLength('referrer', 1000)))
      .addColumn('day', 'text', (c) => c.notNull().check(dayShape(db, 'day')))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('traffic_clicks_day').on('traffic_clicks').column('day').execute();
    await refuseUpdates(db, 'traffic_clicks');

    const counter = (name: string) => (c: ColumnDefinitionBuilder) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`${sql.ref(name)} >= 0`);

    await clustered(
      db,
      s
        .createTable('profile_daily_stats')
        .addColumn('profile_id', 'integer', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull().check(dayShape(db, 'day')))
        // Tracked page views of the profile's page, opens from a listing, tracked contact clicks.
        .addColumn('page_views', 'integer', counter('page_views'))
        .addColumn('opens', 'integer', counter('opens'))
        .addColumn('contact_clicks', 'integer', counter('contact_clicks'))
        .addPrimaryKeyConstraint('profile_daily_stats_pk', ['profile_id', 'day']),
    ).execute();

    await clustered(
      db,
      s
        .createTable('search_daily_stats')
        .addColumn('day', 'text', (c) => c.notNull().check(dayShape(db, 'day')))
        .addColumn('region', 'text', (c) => c.notNull().check(regionCheck()))
        // '' and 0 stand for a search without a place or a category (a key column cannot be NULL).
        .addColumn('place', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('category_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('searches', 'integer', counter('searches'))
        .addPrimaryKeyConstraint('search_daily_stats_pk', ['day', 'region', 'place', 'category_id']),
    ).execute();

    await clustered(
      db,
      s
        .createTable('partner_daily_stats')
        .addColumn('day', 'text', (c) => c.notNull().check(dayShape(db, 'day')))
        .addColumn('region', 'text', (c) => c.notNull().check(regionCheck()))
        .addColumn('partner', 'text', (c) => c.notNull().check(oneOf('partner', PARTNERS)))
        .addColumn('clicks', 'integer', counter('clicks'))
        .addPrimaryKeyConstraint('partner_daily_stats_pk', ['day', 'region', 'partner']),
    ).execute();

    await s
      .createTable('tracking_rollups')
      .addColumn('day', 'text', (c) => c.primaryKey().check(dayShape(db, 'day')))
      .addColumn('events', 'integer', (c) => c.notNull())
      .addColumn('rolled_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
  },
};
