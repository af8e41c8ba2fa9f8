/**
 * Private galleries: an escort's or venue's galleries (title, price in credits), their photos and
 * videos (stored under a private media prefix, served only by the authorised gallery route), the
 * purchases (a user, or a guest's check code kept as a hash; one per gallery and buyer), the guest
 * checkouts waiting for their payment, and the viewer's age verification and explicit unlock.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { between, flag, oneOf } from './checks.ts';
import { nowText } from './dialect.ts';

export const galleries: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await s
      .createTable('galleries')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull().check(sql`length(title) BETWEEN 1 AND 80`))
      .addColumn('price_credits', 'integer', (c) => c.notNull().check(between('price_credits', 1, 1000)))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowText(db)))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowText(db)))
      .execute();
    await s.createIndex('galleries_owner').on('galleries').column('owner_id').execute();

    await s
      .createTable('gallery_items')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('gallery_id', 'integer', (c) => c.notNull().references('galleries.id').onDelete('cascade'))
      // Random and unguessable: the media URL names the item by it, never by the sequential id.
      .addColumn('media_key', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', ['photo', 'video'])))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('is_explicit', 'integer', (c) => c.notNull().defaultTo(0).check(flag('is_explicit')))
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      // Photos: comma-separated WebP widths; null for a generated (seeded) placeholder.
      .addColumn('widths', 'text')
      .addColumn('thumbhash', 'text')
      // Videos: the container type checked from the bytes, and the size.
      .addColumn('mime', 'text', (c) => c.check(sql`mime IS NULL OR mime IN ('video/mp4', 'video/webm', 'video/quicktime')`))
      .addColumn('bytes', 'integer')
      // Seeded demo items are drawn from this seed instead of stored files.
      .addColumn('seed', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowText(db)))
      .execute();
    await s.createIndex('gallery_items_gallery').on('gallery_items').columns(['gallery_id', 'position']).execute();

    await s
      .createTable('gallery_purchases')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('gallery_id', 'integer', (c) => c.notNull().references('galleries.id').onDelete('restrict'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      // SHA-256 of a guest's check code; the code itself is never stored.
      .addColumn('check_code_hash', 'text')
      .addColumn('credits', 'integer', (c) => c.notNull().check(sql`credits >= 0`))
      .addColumn('journal_reference', 'text', (c) => c.notNull())
      .addColumn('transaction_id', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowText(db)))
      .addCheckConstraint('gallery_purchases_one_buyer', sql`(user_id IS NULL) <> (check_code_hash IS NULL)`)
      .execute();
    await s.createIndex('gallery_purchases_user').on('gallery_purchases').columns(['gallery_id', 'user_id']).unique().execute();
    await s.createIndex('gallery_purchases_code').on('gallery_purchases').columns(['gallery_id', 'check_code_hash']).unique().execute();
    await s.createIndex('gallery_purchases_buyer').on('gallery_purchases').columns(['user_id', 'created_at']).execute();
    await s.createIndex('gallery_purchases_code_hash').on('gallery_purchases').column('check_code_hash').execute();

    await s
      .createTable('guest_gallery_checkouts')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('transaction_id', 'integer', (c) => c.notNull().unique())
      .addColumn('check_code_hash', 'text', (c) => c.notNull())
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('gallery_ids', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowText(db)))
      // When the check code was shown to the guest (once).
      .addColumn('revealed_at', 'text')
      .execute();

    await s
      .createTable('age_verification_requests')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('return_path', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();

    await s
      .createTable('age_verifications')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('verified_at', 'text', (c) => c.notNull())
      // The verified adult's own choice to see explicit content (off until switched on).
      .addColumn('explicit_unlocked', 'integer', (c) => c.notNull().defaultTo(0).check(flag('explicit_unlocked')))
      .addColumn('explicit_changed_at', 'text')
      .execute();
  },
};
