/**
 * The AI girlfriend: creations (a model, a name, the choices, a wish) with the state of their
 * generation job and its progress, their rendered images (one row per creation and image number,
 * so a generation that runs again after a crash fills in what is missing and never adds twice),
 * the companion user an owner chats with and publishes as an `escort_ai` profile, and the number
 * of creations each user started per day (the quota counts what was started, deleted ones too).
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { between, nullOr, oneOf, regionCheck } from './checks.ts';
import { nowText } from './dialect.ts';

// The lists as they were when this shipped (a later change needs a migration of its own).
const STATES = ['queued', 'processing', 'succeeded', 'failed', 'canceled'];
const ERRORS = ['provider', 'timeout', 'malformed', 'refused', 'stopped'];

export const ai: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    const now = nowText(db);

    await s
      .createTable('ai_creations')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      // The companion's user (no login), made when the owner first chats with or publishes the creation.
      .addColumn('companion_id', 'integer', (c) => c.unique().references('users.id').onDelete('set null'))
      .addColumn('name', 'text', (c) => c.notNull().check(sql`length(name) BETWEEN 1 AND 40`))
      .addColumn('model', 'text', (c) => c.notNull())
      // JSON object: attribute id → a value, a list of values or a number.
      .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('wish', 'text', (c) =>
        c
          .notNull()
          .defaultTo('')
          .check(sql`length(wish) <= 300`),
      )
      // Seed of the local renderer (the same creation always draws the same pictures).
      .addColumn('seed', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued').check(oneOf('status', STATES)))
      .addColumn('progress', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(between('progress', 0, 100)),
      )
      .addColumn('error', 'text', (c) => c.check(nullOr('error', oneOf('error', ERRORS))))
      // What the provider said (English, for the logs and support; the owner sees `error` in words).
      .addColumn('error_detail', 'text', (c) => c.check(nullOr('error_detail', sql`length(error_detail) <= 2000`)))
      .addColumn('job_id', 'integer')
      .addColumn('published_region', 'text', (c) => c.check(nullOr('published_region', regionCheck('published_region'))))
      .addColumn('finished_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .addCheckConstraint('ai_creations_error', sql`(status = 'failed') = (error IS NOT NULL)`)
      .execute();
    await s.createIndex('ai_creations_owner').on('ai_creations').columns(['owner_id', 'id']).execute();
    await s
      .createIndex('ai_creations_open')
      .on('ai_creations')
      .column('status')
      .where(sql.ref('status'), 'in', sql`('queued', 'processing')`)
      .execute();

    await s
      .createTable('ai_images')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('creation_id', 'integer', (c) => c.notNull().references('ai_creations.id').onDelete('cascade'))
      // 0-based number of the image within its creation.
      .addColumn('idx', 'integer', (c) => c.notNull().check(between('idx', 0, 7)))
      // Renditions are `<storage_key>-<width>.webp` in media storage.
      .addColumn('storage_key', 'text', (c) => c.notNull().unique())
      .addColumn('widths', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('thumbhash', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('ai_images_once', ['creation_id', 'idx'])
      .execute();

    await s
      .createTable('ai_usage')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      // Europe/Berlin day.
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('created', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('ai_usage_pk', ['user_id', 'day'])
      .execute();
  },
};
