/**
 * The SQL of one profile's whole record in the admin area: the account (never its password hash or
 * second-factor secret), the profile with its place, services, prices and hours, photos, removed
 * photos, reports, restrictions, and the audit entries about the profile and its account.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../types.ts';

/** The account with its manager's username; undefined when there is no such user. */
export function recordAccountRow(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('users as m', 'm.id', 'u.manager_id')
    .leftJoin('age_verifications as av', 'av.user_id', 'u.id')
    .select([
      'u.id',
      'u.username',
      'u.email',
      'u.phone',
      'u.region',
      'u.locale',
      'u.created_at',
      'u.updated_at',
      'u.is_quarantined',
      'u.vip_valid_till',
      'u.manager_id',
      'm.username as manager_username',
      'u.registration_source',
      'u.terms_accepted_at',
      'u.is_demo',
      'u.email_verified_at',
      'u.phone_verified_at',
      'u.phone_channel',
      'u.totp_enabled_at',
      'av.provider as age_provider',
      'av.verified_at as age_verified_at',
      'av.explicit_unlocked',
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();
}

/** The profile row with its place; undefined for an account without a profile. */
export function recordProfileRow(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('profiles as p')
    .leftJoin('places as pl', 'pl.id', 'p.place_id')
    .selectAll('p')
    .select(['pl.name as place_name', 'pl.slug as place_slug', 'pl.kind as place_kind', 'pl.state_slug as place_state'])
    .where('p.user_id', '=', id)
    .executeTakeFirst();
}

/** The keys of the services a profile offers, in the services' order. */
export async function serviceKeysOf(db: Kysely<DB>, profileId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('profile_services as ps')
    .innerJoin('services as s', 's.id', 'ps.service_id')
    .select('s.key')
    .where('ps.profile_id', '=', profileId)
    .orderBy('s.position')
    .orderBy('s.id')
    .execute();
  return rows.map((r) => r.key);
}

/** A profile's photos in display order. */
export function recordPhotoRows(db: Kysely<DB>, profileId: number) {
  return db
    .selectFrom('photos')
    .select(['id', 'position', 'width', 'height', 'widths', 'is_main', 'is_explicit', 'status', 'created_at', 'removed'])
    .where('profile_id', '=', profileId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Photos a moderator removed from the account (their files are gone), newest first, with the admin. */
export function removedPhotoRows(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('restrictions as r')
    .leftJoin('users as d', 'd.id', 'r.decided_by')
    .select(['r.id', 'r.target_id', 'r.reason_code', 'r.reason_text', 'r.decided_at', 'r.decided_by', 'd.username as decided_by_name'])
    .where('r.user_id', '=', userId)
    .where('r.kind', '=', 'photo_removal')
    .orderBy('r.id', 'desc')
    .execute();
}

/** The newest reports about a profile, with reporter and resolver, and how many there are. */
export async function recordReportRows(db: Kysely<DB>, profileId: number, limit: number) {
  const rows = await db
    .selectFrom('profile_reports as r')
    .leftJoin('users as rep', 'rep.id', 'r.reporter_id')
    .leftJoin('users as res', 'res.id', 'r.resolved_by')
    .select([
      'r.id',
      'r.reason',
      'r.message',
      'r.contact_email',
      'r.reporter_id',
      'rep.username as reporter_name',
      'r.created_at',
      'r.resolved_at',
      'r.resolved_by',
      'res.username as resolved_by_name',
      'r.resolution_note',
    ])
    .where('r.profile_id', '=', profileId)
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
  const count = await db
    .selectFrom('profile_reports')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  return { rows, total: Number(count?.n ?? 0) };
}

/** The newest restrictions of an account, with the deciding admin, and how many there are. */
export async function recordRestrictionRows(db: Kysely<DB>, userId: number, limit: number) {
  const rows = await db
    .selectFrom('restrictions as r')
    .leftJoin('users as d', 'd.id', 'r.decided_by')
    .selectAll('r')
    .select('d.username as decided_by_name')
    .where('r.user_id', '=', userId)
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
  const count = await db
    .selectFrom('restrictions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { rows, total: Number(count?.n ?? 0) };
}

/**
 * Audit entries about a profile and its account, newest first, older than the entry `before`: those
 * whose target is the profile or the account, and those whose target belongs to them (a photo of
 * the profile, a removed one included; a report about it; a review of it; a restriction of the
 * account). With the actor's username.
 */
export function recordAuditRows(db: Kysely<DB>, id: number, o: { before?: number; limit: number }) {
  let q = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .selectAll('a')
    .select('u.username as actor_name')
    .where((eb) =>
      eb.or([
        eb.and([eb('a.target_type', 'in', ['profile', 'user']), eb('a.target_id', '=', id)]),
        eb.and([
          eb('a.target_type', '=', 'photo'),
          eb.or([
            eb('a.target_id', 'in', eb.selectFrom('photos').select('id').where('profile_id', '=', id)),
            eb(
              'a.target_id',
              'in',
              eb.selectFrom('restrictions').select('target_id').where('user_id', '=', id).where('target_type', '=', 'photo'),
            ),
          ]),
        ]),
        eb.and([
          eb('a.target_type', '=', 'report'),
          eb('a.target_id', 'in', eb.selectFrom('profile_reports').select('id').where('profile_id', '=', id)),
        ]),
        eb.and([
          eb('a.target_type', '=', 'review'),
          eb('a.target_id', 'in', eb.selectFrom('reviews').select('id').where('profile_id', '=', id)),
        ]),
        eb.and([
          eb('a.target_type', '=', 'restriction'),
          eb('a.target_id', 'in', eb.selectFrom('restrictions').select('id').where('user_id', '=', id)),
        ]),
      ]),
    );
  if (o.before !== undefined) q = q.where('a.id', '<', o.before);
  return q.orderBy('a.id', 'desc').limit(o.limit).execute();
}
