/**
 * The manager area's SQL: the escorts a manager manages (`users.manager_id`), creating one, their
 * venue, the published venues of a region and the manager's own contact details. Every escort
 * query is scoped by the manager's id, so a manager never reads another manager's escort.
 */
import { sql, type Kysely } from 'kysely';
import type { RegionCode } from '../../../../regions/schema.ts';
import { ROLES } from '../../../lib/permissions.ts';
import { isUniqueViolation } from '../dialects.ts';
import type { DB, ManagerContactsTable } from '../types.ts';

/** One managed escort with its profile facts, venue and photo count. */
export interface ManagedEscortRow {
  id: number;
  username: string;
  region: RegionCode;
  display_name: string | null;
  published: number | null;
  quarantined: number | null;
  lat: number | null;
  lon: number | null;
  city: string | null;
  country: string | null;
  updated_at: string;
  venue_id: number | null;
  venue_name: string | null;
  venue_city: string | null;
  photos: number;
  /** The address sent a confirmation link that its owner has not opened yet (null once bound or expired). */
  email_pending: string | null;
}

/** The escorts of a manager: escort role and `manager_id`, optionally one id or a search. */
function managed(db: Kysely<DB>, managerId: number, o: { id?: number; q?: string }) {
  let q = db
    .selectFrom('users as u')
    .innerJoin('user_roles as r', (j) => j.onRef('r.user_id', '=', 'u.id').on('r.role_id', '=', ROLES.escort))
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .leftJoin('profiles as v', 'v.user_id', 'p.venue_id')
    .where('u.manager_id', '=', managerId);
  if (o.id !== undefined) q = q.where('u.id', '=', o.id);
  if (o.q) {
    // LIKE with the wildcards of the search escaped: a "%" typed is a "%" searched.
    const pattern = `%${o.q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(u.username)`, 'like', sql<string>`${pattern} escape '\\'`),
        eb(sql`lower(coalesce(p.display_name, ''))`, 'like', sql<string>`${pattern} escape '\\'`),
      ]),
    );
  }
  return q;
}

/** The row columns of managed escorts (`now` decides whether a confirmation link is still live). */
function withColumns(q: ReturnType<typeof managed>, now: Date) {
  return q
    .select([
      'u.id',
      'u.username',
      'u.region',
      'p.display_name',
      'p.published',
      'p.quarantined',
      'p.lat',
      'p.lon',
      'p.city',
      'p.country',
      'p.venue_id',
      'v.display_name as venue_name',
      'v.city as venue_city',
    ])
    .select((eb) => [
      eb.fn.coalesce('p.updated_at', 'u.updated_at').as('updated_at'),
      eb.selectFrom('photos as ph').whereRef('ph.profile_id', '=', 'u.id').select(eb.fn.countAll<number>().as('n')).as('photos'),
      eb
        .case()
        .when('u.email', 'is', null)
        .then(
          eb
            .selectFrom('auth_secrets as s')
            .select('s.recipient')
            .whereRef('s.user_id', '=', 'u.id')
            .where('s.purpose', '=', 'verify_email')
            .where('s.used_at', 'is', null)
            .where('s.expires_at', '>', now.toISOString())
            // Once its owner registered with the address herself, the link can no longer bind it.
            .where((w) => w.not(w.exists(w.selectFrom('users as o').select('o.id').whereRef('o.email', '=', 's.recipient'))))
            .orderBy('s.id', 'desc')
            .limit(1),
        )
        .end()
        .as('email_pending'),
    ]);
}

/** One page of a manager's escorts, most recently changed first, and how many there are. */
export async function managedEscorts(
  db: Kysely<DB>,
  managerId: number,
  o: { q?: string; offset: number; limit: number; now: Date },
): Promise<{ rows: ManagedEscortRow[]; total: number }> {
  const rows = await withColumns(managed(db, managerId, o), o.now)
    .orderBy('updated_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(o.limit)
    .offset(o.offset)
    .execute();
  const count = await managed(db, managerId, o)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return { rows: rows.map((r) => ({ ...r, photos: Number(r.photos ?? 0) })), total: Number(count?.n ?? 0) };
}

/** One escort of a manager, or undefined when it is not theirs. */
export async function managedEscort(db: Kysely<DB>, managerId: number, escortId: number, now: Date): Promise<ManagedEscortRow | undefined> {
  const row = await withColumns(managed(db, managerId, { id: escortId }), now).executeTakeFirst();
  return row && { ...row, photos: Number(row.photos ?? 0) };
}

/** Whether `escortId` is an escort managed by `managerId`. */
export async function isManagedBy(db: Kysely<DB>, escortId: number, managerId: number): Promise<boolean> {
  return (await managed(db, managerId, { id: escortId }).select('u.id').executeTakeFirst()) !== undefined;
}

/** The manager's quarantine flag, or undefined without such a user. */
export async function quarantineOf(db: Kysely<DB>, userId: number): Promise<boolean | undefined> {
  const row = await db.selectFrom('users').select('is_quarantined').where('id', '=', userId).executeTakeFirst();
  return row ? row.is_quarantined === 1 : undefined;
}

/** The reason text of the newest account quarantine decided for a user that no appeal reversed, if any. */
export async function quarantineStatementOf(db: Kysely<DB>, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('restrictions')
    .select('reason_text')
    .where('user_id', '=', userId)
    .where('kind', '=', 'account_quarantine')
    .where((eb) => eb.or([eb('appeal_outcome', 'is', null), eb('appeal_outcome', '!=', 'reversed')]))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.reason_text ?? null;
}

/** A new escort account managed by `managerId`, with its empty unpublished profile; undefined when the username, e-mail or phone is taken. */
export async function insertManagedEscort(
  db: Kysely<DB>,
  a: {
    managerId: number;
    username: string;
    displayName: string;
    region: RegionCode;
    email: string | null;
    phone: string | null;
    now: Date;
  },
): Promise<number | undefined> {
  const at = a.now.toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('users')
        .values({
          username: a.username,
          email: a.email,
          phone: a.phone,
          // No password: the escort signs in only after setting one through the reset link (docs/decisions.md).
          password_hash: null,
          email_verified_at: null,
          phone_verified_at: null,
          date_of_birth: null,
          manager_id: a.managerId,
          vip_valid_till: null,
          region: a.region,
          locale: null,
          terms_accepted_at: null,
          phone_channel: null,
          registration_source: 'manager',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('user_roles').values({ user_id: row.id, role_id: ROLES.escort }).execute();
      await trx
        .insertInto('profiles')
        .values({ user_id: row.id, profile_type: 'escort', region: a.region, display_name: a.displayName, created_at: at, updated_at: at })
        .execute();
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users', ['username', 'email', 'phone'])) return undefined;
    throw err;
  }
}

/** Which of username, e-mail and phone another account already uses. */
export async function takenContacts(
  db: Kysely<DB>,
  a: { username: string; email: string | null; phone: string | null },
): Promise<{ username: boolean; email: boolean; phone: boolean }> {
  const rows = await db
    .selectFrom('users')
    .select(['username', 'email', 'phone'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(username)`, '=', a.username.toLowerCase()),
        ...(a.email ? [eb('email', '=', a.email)] : []),
        ...(a.phone ? [eb('phone', '=', a.phone)] : []),
      ]),
    )
    .execute();
  return {
    username: rows.some((r) => r.username.toLowerCase() === a.username.toLowerCase()),
    email: !!a.email && rows.some((r) => r.email === a.email),
    phone: !!a.phone && rows.some((r) => r.phone === a.phone),
  };
}

/** A published venue profile, or undefined. */
export function publishedVenue(db: Kysely<DB>, venueId: number) {
  return db
    .selectFrom('profiles')
    .select(['user_id as id', 'display_name as name', 'city', 'region'])
    .where('user_id', '=', venueId)
    .where('profile_type', '=', 'venue')
    .where('published', '=', 1)
    .executeTakeFirst();
}

/** The published venues of a region, by name. */
export function publishedVenues(db: Kysely<DB>, region: RegionCode) {
  return db
    .selectFrom('profiles')
    .select(['user_id as id', 'display_name as name', 'city'])
    .where('region', '=', region)
    .where('profile_type', '=', 'venue')
    .where('published', '=', 1)
    .orderBy('display_name')
    .orderBy('user_id')
    .limit(500)
    .execute();
}

/** The manager's contact details row, or undefined before the first save. */
export function contactDetailsRow(db: Kysely<DB>, userId: number) {
  return db.selectFrom('manager_contacts').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Save the manager's contact details (insert or replace). */
export async function upsertContactDetails(db: Kysely<DB>, row: ManagerContactsTable): Promise<void> {
  const { user_id: _id, ...rest } = row;
  await db
    .insertInto('manager_contacts')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(rest))
    .execute();
}

/** Release a managed account from its manager (its owner took it over); true when it had one. */
export async function releaseManaged(db: Kysely<DB>, userId: number, now: Date): Promise<boolean> {
  const r = await db
    .updateTable('users')
    .set({ manager_id: null, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .where('manager_id', 'is not', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
