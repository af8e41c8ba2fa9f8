/**
 * Punters taking part: tips (the message and who tipped whom; the credits move in the ledger),
 * the contacts a signed-in punter made with a profile (a review needs one, or a purchase), the
 * reviewer's VIP state at writing time, reports of reviews, saved searches with their alert state
 * and the one alert e-mail per punter and day.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { between, flag, nullOr, regionCheck } from './checks.ts';
import { clustered, nowText } from './dialect.ts';

export const punter: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    const now = nowText(db);

    await s
      .createTable('tips')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      // The ledger journal's reference (`tip:<userId>:<key>`, `guest-tip:<txn>`): one tip per reference.
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('escort_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('punter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('credits', 'integer', (c) => c.notNull().check(between('credits', 1, 10_000)))
      .addColumn('escort_credits', 'integer', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.check(nullOr('message', sql`length(message) <= 280`)))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('tips_escort').on('tips').columns(['escort_id', 'created_at']).execute();
    await s.createIndex('tips_punter').on('tips').columns(['punter_id', 'escort_id']).execute();

    await clustered(
      db,
      s
        .createTable('punter_contacts')
        .addColumn('punter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('profile_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('first_at', 'text', (c) => c.notNull())
        .addColumn('last_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('punter_contacts_pk', ['punter_id', 'profile_id']),
    ).execute();

    await s
      .alterTable('reviews')
      .addColumn('author_vip', 'integer', (c) => c.notNull().defaultTo(0).check(flag('author_vip')))
      .execute();
    await s.createIndex('reviews_author').on('reviews').columns(['author_id', 'profile_id', 'created_at']).execute();

    await s
      .createTable('review_reports')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('review_id', 'integer', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
      .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.check(nullOr('note', sql`length(note) <= 1000`)))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('review_reports_once', ['review_id', 'reporter_id'])
      .execute();
    await s.createIndex('review_reports_reporter').on('review_reports').columns(['reporter_id', 'created_at']).execute();

    await s
      .createTable('saved_searches')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull().check(sql`length(name) BETWEEN 1 AND 80`))
      .addColumn('region', 'text', (c) => c.notNull().check(regionCheck()))
      .addColumn('category_id', 'integer', (c) => c.notNull())
      .addColumn('place', 'text')
      // The search page's path and its canonical filter query (the search codec's encoding).
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('query', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('alerts', 'integer', (c) => c.notNull().defaultTo(1).check(flag('alerts')))
      // Listings published after this instant are new to the punter (the last alert, or the save).
      .addColumn('alerted_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('saved_searches_user').on('saved_searches').columns(['user_id', 'id']).execute();

    await clustered(
      db,
      s
        .createTable('saved_search_mails')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('matches', 'integer', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('saved_search_mails_pk', ['user_id', 'day']),
    ).execute();
  },
};
