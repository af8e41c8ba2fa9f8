/** AI creations, their images, the daily usage and the companion users and profiles. */
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { AiCreationsTable, AiImagesTable, DB, ProfilesTable } from '../types.ts';

export type CreationRow = Selectable<AiCreationsTable>;
export type AiImageRow = Selectable<AiImagesTable>;

/** Creations still queued or processing. */
export const OPEN_STATES = ['queued', 'processing'] as const;

/** A creation by id. */
export function creationById(db: Kysely<DB>, id: number) {
  return db.selectFrom('ai_creations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A creation of its owner (undefined for anyone else's). */
export function ownCreation(db: Kysely<DB>, ownerId: number, id: number) {
  return db.selectFrom('ai_creations').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
}

/** The creation a companion user belongs to. */
export function creationOfCompanion(db: Kysely<DB>, companionId: number) {
  return db.selectFrom('ai_creations').selectAll().where('companion_id', '=', companionId).executeTakeFirst();
}

/** A user's creations, newest first. */
export function creationsOf(db: Kysely<DB>, ownerId: number) {
  return db.selectFrom('ai_creations').selectAll().where('owner_id', '=', ownerId).orderBy('id', 'desc').limit(200).execute();
}

/** Store a creation. */
export function insertCreation(db: Kysely<DB>, row: Insertable<AiCreationsTable>) {
  return db.insertInto('ai_creations').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Change a creation while it is in one of `states` (all when not given); whether it changed. */
export async function updateCreation(
  db: Kysely<DB>,
  id: number,
  set: Updateable<AiCreationsTable>,
  states?: readonly CreationRow['status'][],
): Promise<boolean> {
  const r = await db
    .updateTable('ai_creations')
    .set(set)
    .where('id', '=', id)
    .$if(states !== undefined, (q) => q.where('status', 'in', [...(states ?? [])]))
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** Raise the progress of a processing creation (never lowers it). */
export async function raiseProgress(db: Kysely<DB>, id: number, progress: number, at: string): Promise<void> {
  await db
    .updateTable('ai_creations')
    .set({ progress: sql`CASE WHEN progress > ${progress} THEN progress ELSE ${progress} END`, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .execute();
}

/** Images of creations, by creation and number. */
export function imagesOf(db: Kysely<DB>, creationIds: readonly number[]) {
  if (creationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('ai_images')
    .selectAll()
    .where('creation_id', 'in', [...creationIds])
    .orderBy('creation_id')
    .orderBy('idx')
    .execute();
}

/** Store an image unless its number is stored already (a re-run fills in, never doubles). */
export async function insertImage(db: Kysely<DB>, row: Insertable<AiImagesTable>): Promise<void> {
  await db
    .insertInto('ai_images')
    .values(row)
    .onConflict((oc) => oc.columns(['creation_id', 'idx']).doNothing())
    .execute();
}

/** Delete the images of a creation; returns what was deleted (its files go next). */
export async function deleteImages(db: Kysely<DB>, creationId: number) {
  return db.deleteFrom('ai_images').where('creation_id', '=', creationId).returningAll().execute();
}

/** An image with its creation's owner and whether its companion is listed. */
export function imageWithAccess(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('ai_images as i')
    .innerJoin('ai_creations as c', 'c.id', 'i.creation_id')
    .leftJoin('profiles as p', 'p.user_id', 'c.companion_id')
    .select(['i.id', 'i.creation_id', 'i.storage_key', 'i.widths', 'i.width', 'c.owner_id', 'c.status', 'p.published'])
    .where('i.id', '=', id)
    .executeTakeFirst();
}

/** Creations a user started on `day`. */
export async function usageOn(db: Kysely<DB>, userId: number, day: string): Promise<number> {
  const row = await db.selectFrom('ai_usage').select('created').where('user_id', '=', userId).where('day', '=', day).executeTakeFirst();
  return row?.created ?? 0;
}

/** Count one more creation of a user on `day`. */
export async function countUsage(db: Kysely<DB>, userId: number, day: string): Promise<void> {
  await db
    .insertInto('ai_usage')
    .values({ user_id: userId, day, created: 1 })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doUpdateSet((eb) => ({ created: eb('ai_usage.created', '+', 1) })))
    .execute();
}

/** The companion profile's listing facts. */
export function companionProfile(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('profiles')
    .select(['user_id', 'region', 'published', 'profile_type', 'display_name', 'about', 'date_of_birth'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Create the companion's user (no password, no e-mail: it cannot sign in) and its profile. */
export async function insertCompanion(
  db: Kysely<DB>,
  o: { username: string; region: ProfilesTable['region']; at: string; profile: Omit<Insertable<ProfilesTable>, 'user_id'> },
): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({
      username: o.username,
      email: null,
      phone: null,
      password_hash: null,
      email_verified_at: null,
      phone_verified_at: null,
      date_of_birth: null,
      manager_id: null,
      vip_valid_till: null,
      region: o.region,
      locale: null,
      created_at: o.at,
      updated_at: o.at,
      terms_accepted_at: null,
      phone_channel: null,
      registration_source: 'ai-creation',
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('profiles')
    .values({ ...o.profile, user_id: user.id })
    .execute();
  return user.id;
}

/** Change the companion's profile. */
export async function updateCompanionProfile(db: Kysely<DB>, userId: number, set: Updateable<ProfilesTable>): Promise<void> {
  await db.updateTable('profiles').set(set).where('user_id', '=', userId).execute();
}

/** Photos of the companion profile (its creation's images once published). */
export async function companionPhotoCount(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('profile_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Put a creation's images on the companion profile as its photos (the first is the main one). */
export async function insertCompanionPhotos(db: Kysely<DB>, userId: number, images: readonly AiImageRow[], at: string): Promise<void> {
  if (images.length === 0) return;
  await db
    .insertInto('photos')
    .values(
      images.map((img, i) => ({
        profile_id: userId,
        position: i,
        width: img.width,
        height: img.height,
        is_main: i === 0 ? 1 : 0,
        is_explicit: 0,
        seed: img.id,
        created_at: at,
        storage_key: img.storage_key,
        widths: img.widths,
        thumbhash: img.thumbhash,
        phash: null,
        status: 'ok',
        removed: null,
      })),
    )
    .execute();
}

/** Delete a user (the companion: its profile, photos and conversations go with it). */
export async function deleteUser(db: Kysely<DB>, userId: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

/** Creations left queued or processing whose job has ended (the worker gave up or was reaped). */
export function strandedCreations(db: Kysely<DB>) {
  return db
    .selectFrom('ai_creations as c')
    .leftJoin('jobs as j', 'j.id', 'c.job_id')
    .select(['c.id'])
    .where('c.status', 'in', [...OPEN_STATES])
    .where((eb) => eb.or([eb('j.id', 'is', null), eb('j.done_at', 'is not', null)]))
    .execute();
}

/** Let this worker's leases of `kinds` run out now (it restarted: what it held, nobody runs). */
export async function releaseLeases(db: Kysely<DB>, workerId: string, kinds: readonly string[], at: string): Promise<number> {
  const r = await db
    .updateTable('jobs')
    .set({ locked_until: at })
    .where('locked_by', '=', workerId)
    .where('done_at', 'is', null)
    .where('kind', 'in', [...kinds])
    .where('locked_until', '>', at)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
