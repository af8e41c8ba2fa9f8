/**
 * Media sizes for the storage quota: the bytes stored for each uploaded photo (the sum of its WebP
 * renditions) and each message image, next to the gallery items' `bytes` that exist already. What
 * has no file (generated placeholder photos, seeded gallery items) is 0; uploads stored before this
 * stay NULL here and are measured in media storage the first time their account's use is counted.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const mediaSizes: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await s.alterTable('photos').addColumn('bytes', 'integer').execute();
    await s.alterTable('message_attachments').addColumn('bytes', 'integer').execute();
    await sql`UPDATE photos SET bytes = 0 WHERE storage_key IS NULL`.execute(db);
    await sql`UPDATE gallery_items SET bytes = 0 WHERE bytes IS NULL AND seed IS NOT NULL`.execute(db);
    // A sender's images are summed for the quota.
    await s.createIndex('message_attachments_uploader').on('message_attachments').column('uploader_id').execute();
  },
};
