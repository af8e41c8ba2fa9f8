/**
 * Stored media per account for the upload quota (SQL only; services/media-quota.ts decides): the
 * bytes of the profile's uploaded photos, of its gallery items and of the message images it sent,
 * and the uploads whose size was never recorded (stored before sizes were kept) so they can be
 * measured once and written back.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../types.ts';

/** An upload without a recorded size, with what names its files. */
export type Unmeasured =
  | { table: 'photos'; id: number; storageKey: string; widths: string | null }
  | { table: 'gallery_items'; id: number; kind: 'photo' | 'video'; mediaKey: string; widths: string | null }
  | { table: 'message_attachments'; id: number; mediaKey: string };

/** The recorded bytes of `ownerId`'s stored media, and its uploads of unknown size. */
export async function mediaUsage(db: Kysely<DB>, ownerId: number): Promise<{ bytes: number; unmeasured: Unmeasured[] }> {
  const total = sql<number>`coalesce(sum(bytes), 0)`;
  const photos = await db
    .selectFrom('photos')
    .select(total.as('n'))
    .where('profile_id', '=', ownerId)
    .where('storage_key', 'is not', null)
    .executeTakeFirst();
  const items = await db
    .selectFrom('gallery_items')
    .innerJoin('galleries', 'galleries.id', 'gallery_items.gallery_id')
    .select(sql<number>`coalesce(sum(gallery_items.bytes), 0)`.as('n'))
    .where('galleries.owner_id', '=', ownerId)
    .where('gallery_items.seed', 'is', null)
    .executeTakeFirst();
  const attachments = await db
    .selectFrom('message_attachments')
    .select(total.as('n'))
    .where('uploader_id', '=', ownerId)
    .executeTakeFirst();

  const photoRows = await db
    .selectFrom('photos')
    .select(['id', 'storage_key', 'widths'])
    .where('profile_id', '=', ownerId)
    .where('storage_key', 'is not', null)
    .where('bytes', 'is', null)
    .execute();
  const itemRows = await db
    .selectFrom('gallery_items')
    .innerJoin('galleries', 'galleries.id', 'gallery_items.gallery_id')
    .select(['gallery_items.id', 'gallery_items.kind', 'gallery_items.media_key', 'gallery_items.widths'])
    .where('galleries.owner_id', '=', ownerId)
    .where('gallery_items.seed', 'is', null)
    .where('gallery_items.bytes', 'is', null)
    .execute();
  const attachmentRows = await db
    .selectFrom('message_attachments')
    .select(['id', 'media_key'])
    .where('uploader_id', '=', ownerId)
    .where('bytes', 'is', null)
    .execute();

  return {
    bytes: Number(photos?.n ?? 0) + Number(items?.n ?? 0) + Number(attachments?.n ?? 0),
    unmeasured: [
      ...photoRows.map((r) => ({ table: 'photos' as const, id: r.id, storageKey: r.storage_key ?? '', widths: r.widths })),
      ...itemRows.map((r) => ({ table: 'gallery_items' as const, id: r.id, kind: r.kind, mediaKey: r.media_key, widths: r.widths })),
      ...attachmentRows.map((r) => ({ table: 'message_attachments' as const, id: r.id, mediaKey: r.media_key })),
    ],
  };
}

/** Record the measured size of an upload stored before sizes were kept. */
export async function setMeasuredBytes(db: Kysely<DB>, row: Pick<Unmeasured, 'table' | 'id'>, bytes: number): Promise<void> {
  await db.updateTable(row.table).set({ bytes }).where('id', '=', row.id).where('bytes', 'is', null).execute();
}
