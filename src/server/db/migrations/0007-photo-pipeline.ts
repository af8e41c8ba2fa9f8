/**
 * Photo pipeline (issue 9): uploaded photos live in media storage under `storage_key`, with the
 * WebP widths written, a ThumbHash placeholder, a perceptual hash for duplicate detection, a
 * moderation status and what metadata the pipeline removed. Seeded demo photos keep a NULL
 * `storage_key` and stay generated SVG placeholders drawn from their `seed`.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { oneOf } from './checks.ts';

export const photoPipeline: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    // Key of the renditions in media storage (`photos/<id>`); NULL for generated placeholders.
    await s.alterTable('photos').addColumn('storage_key', 'text').execute();
    // Comma-separated widths of the WebP renditions written ("320,640,1280").
    await s.alterTable('photos').addColumn('widths', 'text').execute();
    // Base64 ThumbHash.
    await s.alterTable('photos').addColumn('thumbhash', 'text').execute();
    // 64-bit dHash as 16 hex digits.
    await s.alterTable('photos').addColumn('phash', 'text').execute();
    // 'flagged': the same image is on the site already; not public until support reviews it.
    await s
      .alterTable('photos')
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('ok')
          .check(oneOf('status', ['ok', 'flagged'])),
      )
      .execute();
    // Comma-separated kinds of metadata removed from the upload ("location,camera").
    await s.alterTable('photos').addColumn('removed', 'text').execute();
  },
};
