/** Private galleries: galleries, items, purchases and guest checkouts (SQL only; services decide). */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { RegionCode } from '../../../../regions/schema.ts';
import { lockFor } from '../transactions.ts';
import type { DB, GalleriesTable, GalleryItemsTable } from '../types.ts';

/** A row of `galleries`. */
export type GalleryRow = Selectable<GalleriesTable>;
/** A row of `gallery_items`. */
export type GalleryItemRow = Selectable<GalleryItemsTable>;

/** A published escort's or venue's profile that can carry galleries; undefined when there is none. */
export async function galleryProfile(
  db: Kysely<DB>,
  profileId: number,
): Promise<{ id: number; name: string; region: RegionCode } | undefined> {
  const row = await db
    .selectFrom('profiles')
    .select(['user_id', 'display_name', 'region'])
    .where('user_id', '=', profileId)
    .where('published', '=', 1)
    .where('profile_type', 'in', ['escort', 'venue'])
    .executeTakeFirst();
  return row ? { id: row.user_id, name: row.display_name, region: row.region } : undefined;
}

/** A profile's galleries, oldest first. */
export function galleriesOf(db: Kysely<DB>, ownerId: number): Promise<GalleryRow[]> {
  return db.selectFrom('galleries').selectAll().where('owner_id', '=', ownerId).orderBy('id').execute();
}

/** One gallery. */
export function galleryById(db: Kysely<DB>, id: number): Promise<GalleryRow | undefined> {
  return db.selectFrom('galleries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Galleries by id (any owner). */
export function galleriesByIds(db: Kysely<DB>, ids: readonly number[]): Promise<GalleryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('galleries')
    .selectAll()
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
}

/** The items of some galleries in display order (optionally of one kind). */
export function itemsOf(db: Kysely<DB>, galleryIds: readonly number[], kind?: 'photo' | 'video'): Promise<GalleryItemRow[]> {
  if (galleryIds.length === 0) return Promise.resolve([]);
  let q = db
    .selectFrom('gallery_items')
    .selectAll()
    .where('gallery_id', 'in', [...galleryIds]);
  if (kind) q = q.where('kind', '=', kind);
  return q.orderBy('gallery_id').orderBy('position').orderBy('id').execute();
}

/** An item by its media key, with its gallery's owner. */
export function itemByMediaKey(db: Kysely<DB>, key: string): Promise<(GalleryItemRow & { owner_id: number }) | undefined> {
  return db
    .selectFrom('gallery_items as i')
    .innerJoin('galleries as g', 'g.id', 'i.gallery_id')
    .selectAll('i')
    .select('g.owner_id')
    .where('i.media_key', '=', key)
    .executeTakeFirst();
}

/** Which of `galleryIds` a user bought, or one of the check codes (by hash) bought. */
export async function purchasedAmong(
  db: Kysely<DB>,
  galleryIds: readonly number[],
  buyer: { userId?: number; codeHashes: readonly string[] },
): Promise<Set<number>> {
  if (galleryIds.length === 0 || (buyer.userId === undefined && buyer.codeHashes.length === 0)) return new Set();
  const rows = await db
    .selectFrom('gallery_purchases')
    .select('gallery_id')
    .where('gallery_id', 'in', [...galleryIds])
    .where((eb) =>
      eb.or([
        ...(buyer.userId !== undefined ? [eb('user_id', '=', buyer.userId)] : []),
        ...(buyer.codeHashes.length ? [eb('check_code_hash', 'in', [...buyer.codeHashes])] : []),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => r.gallery_id));
}

/** The galleries (and their owners) a check code bought. */
export function galleriesOfCode(db: Kysely<DB>, codeHash: string): Promise<{ gallery_id: number; owner_id: number }[]> {
  return db
    .selectFrom('gallery_purchases as p')
    .innerJoin('galleries as g', 'g.id', 'p.gallery_id')
    .select(['p.gallery_id', 'g.owner_id'])
    .where('p.check_code_hash', '=', codeHash)
    .orderBy('p.gallery_id')
    .execute();
}

/** A purchase to record. */
export interface NewPurchase {
  galleryId: number;
  userId: number | null;
  checkCodeHash: string | null;
  credits: number;
  journalReference: string;
  transactionId: number | null;
  at: string;
}

/** Record a purchase; an existing one for the same gallery and buyer stays as it is. */
export async function insertPurchase(db: Kysely<DB>, p: NewPurchase): Promise<void> {
  await db
    .insertInto('gallery_purchases')
    .values({
      gallery_id: p.galleryId,
      user_id: p.userId,
      check_code_hash: p.checkCodeHash,
      credits: p.credits,
      journal_reference: p.journalReference,
      transaction_id: p.transactionId,
      created_at: p.at,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The galleries a user bought, newest first, with their profile and counts. */
export function purchasesOfUser(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('gallery_purchases as p')
    .innerJoin('galleries as g', 'g.id', 'p.gallery_id')
    .innerJoin('profiles as pr', 'pr.user_id', 'g.owner_id')
    .select([
      'g.id as gallery_id',
      'g.title',
      'g.owner_id',
      'pr.display_name',
      'pr.region',
      'p.credits',
      'p.created_at',
      sql<number>`(SELECT count(*) FROM gallery_items i WHERE i.gallery_id = g.id AND i.kind = 'photo')`.as('photos'),
      sql<number>`(SELECT count(*) FROM gallery_items i WHERE i.gallery_id = g.id AND i.kind = 'video')`.as('videos'),
    ])
    .where('p.user_id', '=', userId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
}

/** Purchases per gallery of an owner. */
export async function salesOf(db: Kysely<DB>, ownerId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('gallery_purchases as p')
    .innerJoin('galleries as g', 'g.id', 'p.gallery_id')
    .select(['p.gallery_id', sql<number>`count(*)`.as('n')])
    .where('g.owner_id', '=', ownerId)
    .groupBy('p.gallery_id')
    .execute();
  return new Map(rows.map((r) => [r.gallery_id, Number(r.n)]));
}

/** Whether a user's VIP plan runs at `now` (SPEC §4). */
export async function isVipAt(db: Kysely<DB>, userId: number, now: Date): Promise<boolean> {
  const row = await db.selectFrom('users').select('vip_valid_till').where('id', '=', userId).executeTakeFirst();
  return !!row?.vip_valid_till && new Date(row.vip_valid_till).getTime() > now.getTime();
}

// The owner's writes.

/** How many galleries an owner has. */
export async function galleryCount(db: Kysely<DB>, ownerId: number): Promise<number> {
  const row = await db
    .selectFrom('galleries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Create a gallery; its id. */
export async function insertGallery(db: Kysely<DB>, ownerId: number, title: string, price: number, at: string): Promise<number> {
  const row = await db
    .insertInto('galleries')
    .values({ owner_id: ownerId, title, price_credits: price, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Rename or reprice an owner's gallery; false when it is not theirs. */
export async function updateGallery(
  db: Kysely<DB>,
  ownerId: number,
  id: number,
  change: { title?: string; priceCredits?: number },
  at: string,
): Promise<boolean> {
  const res = await db
    .updateTable('galleries')
    .set({
      ...(change.title !== undefined ? { title: change.title } : {}),
      ...(change.priceCredits !== undefined ? { price_credits: change.priceCredits } : {}),
      updated_at: at,
    })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Whether anyone bought the gallery. */
export async function hasPurchases(db: Kysely<DB>, galleryId: number): Promise<boolean> {
  const row = await db.selectFrom('gallery_purchases').select('id').where('gallery_id', '=', galleryId).executeTakeFirst();
  return row !== undefined;
}

/** Delete an owner's gallery and its items (rows); the deleted items, for their files. */
export async function deleteGallery(db: Kysely<DB>, ownerId: number, id: number): Promise<GalleryItemRow[] | undefined> {
  return db.transaction().execute(async (trx) => {
    const g = await trx.selectFrom('galleries').select('id').where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
    if (!g) return undefined;
    const items = await trx.selectFrom('gallery_items').selectAll().where('gallery_id', '=', id).execute();
    await trx.deleteFrom('gallery_items').where('gallery_id', '=', id).execute();
    await trx.deleteFrom('galleries').where('id', '=', id).execute();
    return items;
  });
}

/** An item to add to a gallery. */
export type NewItem = Omit<GalleryItemRow, 'id' | 'position' | 'created_at' | 'gallery_id'>;

/** Add an item at the end of a gallery, unless it holds `max` items already; its id or undefined. */
export async function insertItem(db: Kysely<DB>, galleryId: number, item: NewItem, max: number, at: string): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    await lockFor(trx, `gallery:${galleryId}`);
    const row = await trx
      .selectFrom('gallery_items')
      .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(max(position), -1)`.as('last')])
      .where('gallery_id', '=', galleryId)
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= max) return undefined;
    const inserted = await trx
      .insertInto('gallery_items')
      .values({ ...item, gallery_id: galleryId, position: Number(row.last) + 1, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  });
}

/** How many items a gallery holds. */
export async function itemCount(db: Kysely<DB>, galleryId: number): Promise<number> {
  const row = await db
    .selectFrom('gallery_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('gallery_id', '=', galleryId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Mark an item explicit or not; false when it is not in the gallery. */
export async function setItemExplicit(db: Kysely<DB>, galleryId: number, itemId: number, explicit: boolean): Promise<boolean> {
  const res = await db
    .updateTable('gallery_items')
    .set({ is_explicit: explicit ? 1 : 0 })
    .where('id', '=', itemId)
    .where('gallery_id', '=', galleryId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Put a gallery's items in the order of `ids` (every item exactly once); false otherwise. */
export async function reorderItems(db: Kysely<DB>, galleryId: number, ids: readonly number[]): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockFor(trx, `gallery:${galleryId}`);
    const rows = await trx.selectFrom('gallery_items').select('id').where('gallery_id', '=', galleryId).execute();
    const have = new Set(rows.map((r) => r.id));
    if (ids.length !== have.size || new Set(ids).size !== ids.length || !ids.every((id) => have.has(id))) return false;
    for (const [position, id] of ids.entries()) await trx.updateTable('gallery_items').set({ position }).where('id', '=', id).execute();
    return true;
  });
}

/** Delete an item of a gallery; its row (for its files) or undefined. */
export async function deleteItem(db: Kysely<DB>, galleryId: number, itemId: number): Promise<GalleryItemRow | undefined> {
  return db.deleteFrom('gallery_items').where('id', '=', itemId).where('gallery_id', '=', galleryId).returningAll().executeTakeFirst();
}

// Guest checkouts.

/** Remember a guest checkout until it is paid (a repeat for the same transaction changes nothing). */
export async function insertGuestCheckout(
  db: Kysely<DB>,
  c: { transactionId: number; codeHash: string; ownerId: number; galleryIds: readonly number[]; at: string },
): Promise<void> {
  await db
    .insertInto('guest_gallery_checkouts')
    .values({
      transaction_id: c.transactionId,
      check_code_hash: c.codeHash,
      owner_id: c.ownerId,
      gallery_ids: JSON.stringify(c.galleryIds),
      created_at: c.at,
    })
    .onConflict((oc) => oc.column('transaction_id').doNothing())
    .execute();
}

/** A guest checkout by its transaction. */
export function guestCheckout(db: Kysely<DB>, transactionId: number) {
  return db.selectFrom('guest_gallery_checkouts').selectAll().where('transaction_id', '=', transactionId).executeTakeFirst();
}

/** Record that the check code was shown; false when it had been shown before. */
export async function markRevealed(db: Kysely<DB>, transactionId: number, at: string): Promise<boolean> {
  const res = await db
    .updateTable('guest_gallery_checkouts')
    .set({ revealed_at: at })
    .where('transaction_id', '=', transactionId)
    .where('revealed_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
