/**
 * The denormalised search rows (`profile_search`): one narrow, all-integer row per published
 * escort, venue or AI profile. Every write that changes a profile, its services, prices or photos
 * calls `syncSearchRows` for that profile in the same transaction; `rebuildSearchIndex` redoes all.
 *
 * Codes: option values are their index in the contract's value list plus one (0 = not stated).
 */
import { sql, SqliteAdapter, type Kysely, type RawBuilder } from 'kysely';
import { REGION_CODES, type RegionCode } from '../../../regions/schema.ts';
import { FEATURE_VALUES, NATIONALITY_GROUP_COUNTRIES } from '../../domain/profile-features.ts';
import { isPostgres } from './dialects.ts';
import { lockFor, lockShared } from './transactions.ts';
import type { DB } from './types.ts';

/** The lock every rewrite of search rows shares and a rebuild of all of them takes alone (PostgreSQL). */
const SEARCH_INDEX_LOCK = 'search-index';

/** Kinds of listable profile. */
export const KIND = { person: 1, venue: 2, ai: 3 } as const;

/** Bits of `profile_search.flags`. */
export const FLAG = { verified: 1, gold: 2, video: 4 } as const;

/** Region code to its search code. */
export function regionCode(region: RegionCode): number {
  return REGION_CODES.indexOf(region) + 1;
}

/** Option value to its search code (0 when unknown). */
export function optionCode(list: readonly string[], value: string): number {
  return list.indexOf(value) + 1;
}

/** Codes of a list of values (unknown values dropped). */
export function optionCodes(list: readonly string[], values: readonly string[]): number[] {
  return values.map((v) => optionCode(list, v)).filter((c) => c > 0);
}

function caseCode(column: string, list: readonly string[]): string {
  const arms = list.map((v, i) => `WHEN '${v}' THEN ${i + 1}`).join(' ');
  return `(CASE ${column} ${arms} ELSE 0 END)`;
}

function nationalityGroupCode(column: string): string {
  const arms = FEATURE_VALUES.nationality_group
    .map((group, i) => {
      const countries = NATIONALITY_GROUP_COUNTRIES[group].map((c) => `'${c}'`).join(', ');
      return `WHEN ${column} IN (${countries}) THEN ${i + 1}`;
    })
    .join(' ');
  return `(CASE ${arms} ELSE 0 END)`;
}

/**
 * Seconds since 1970 of an ISO 8601 timestamp column. Reading a timestamp from text has no
 * standard SQL spelling, so this is the one place the search rows depend on the database.
 */
function epochSeconds(db: Kysely<DB>, column: string): RawBuilder<number> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return sql`CAST(strftime('%s', ${sql.ref(column)}) AS INTEGER)`;
  return sql`CAST(floor(extract(epoch FROM CAST(${sql.ref(column)} AS timestamptz))) AS BIGINT)`;
}

/**
 * The search rows of listable profiles (all, or those in `profileIds`), as a query in plain SQL
 * apart from `epochSeconds`.
 *
 * Rank: gold first, then verified, more shown photos (up to 10; not explicit, not waiting for
 * review), more recently published (days since julian day 2440000); a hash breaks ties.
 * `available_until`: when an escort's "available now" ends while it lies ahead (searches compare it
 * with their own time, so the row need not be rewritten when it ends); venues and AI companions have none.
 */
function selectRows(db: Kysely<DB>, now: Date, rev: number, profileIds?: readonly number[]) {
  const at = now.toISOString();
  const published = epochSeconds(db, 'p.published_at');
  return sql`
SELECT
  (CASE p.region ${sql.raw(REGION_CODES.map((r, i) => `WHEN '${r}' THEN ${i + 1}`).join(' '))} END) AS region,
  (CASE p.profile_type WHEN 'escort' THEN ${sql.lit(KIND.person)} WHEN 'venue' THEN ${sql.lit(KIND.venue)} ELSE ${sql.lit(KIND.ai)} END) AS kind,
  (
    (CASE WHEN p.gold_until > ${at} THEN 1 ELSE 0 END) * 1099511627776
    + (CASE WHEN p.verified_at IS NOT NULL THEN 1 ELSE 0 END) * 549755813888
    + (SELECT count(*) FROM (SELECT 1 AS one FROM photos ph WHERE ph.profile_id = p.user_id AND ph.is_explicit = 0 AND ph.status = 'ok' LIMIT 10) AS shown)
      * 34359738368
    + (((${published}) + 43200) / 86400 + 587) * 65536
    + ((p.user_id * 40503) % 65536)
  ) AS rank,
  p.user_id AS profile_id,
  p.place_id,
  coalesce(pl.parent_id, p.place_id) AS city_id,
  pl.state_id,
  p.lat,
  p.lon,
  CAST(replace(p.date_of_birth, '-', '') AS INTEGER) AS dob,
  ${sql.raw(caseCode('p.gender', FEATURE_VALUES.gender))} AS gender,
  ${sql.raw(caseCode('p.ethnicity', FEATURE_VALUES.ethnicity))} AS ethnicity,
  ${sql.raw(nationalityGroupCode('p.nationality'))} AS nationality,
  ${sql.raw(caseCode('p.skin_color', FEATURE_VALUES.skin_color))} AS skin,
  ${sql.raw(caseCode('p.body_type', FEATURE_VALUES.body_type))} AS body,
  ${sql.raw(caseCode('p.breast_size', FEATURE_VALUES.breast_size))} AS breast,
  ${sql.raw(caseCode('p.hair_color', FEATURE_VALUES.hair_color))} AS hair,
  p.user_type,
  p.meeting_location AS meeting,
  coalesce((SELECT sum(CAST(1 AS BIGINT) << CAST(s.bit AS INTEGER)) FROM profile_services ps JOIN services s ON s.id = ps.service_id
            WHERE ps.profile_id = p.user_id), 0) AS services,
  (SELECT min(CASE WHEN pr.outcall_cents < pr.incall_cents THEN pr.outcall_cents ELSE coalesce(pr.incall_cents, pr.outcall_cents) END)
     FROM profile_prices pr WHERE pr.profile_id = p.user_id) AS price_from,
  ${published} AS published_at,
  (CASE WHEN p.verified_at IS NOT NULL THEN ${sql.lit(FLAG.verified)} ELSE 0 END)
    | (CASE WHEN p.gold_until > ${at} THEN ${sql.lit(FLAG.gold)} ELSE 0 END)
    | (CASE WHEN p.has_video = 1 THEN ${sql.lit(FLAG.video)} ELSE 0 END) AS flags,
  CAST(${rev} AS BIGINT) AS rev,
  (CASE WHEN p.profile_type = 'escort' AND p.available_now_until > ${at} THEN ${epochSeconds(db, 'p.available_now_until')} END)
    AS available_until
FROM profiles p
LEFT JOIN places pl ON pl.id = p.place_id
WHERE p.published = 1 AND p.profile_type IN ('escort', 'venue', 'escort_ai')
${profileIds ? sql`AND p.user_id IN (${sql.join(profileIds)})` : sql``}`;
}

const COLUMNS = [
  'region',
  'kind',
  'rank',
  'profile_id',
  'place_id',
  'city_id',
  'state_id',
  'lat',
  'lon',
  'dob',
  'gender',
  'ethnicity',
  'nationality',
  'skin',
  'body',
  'breast',
  'hair',
  'user_type',
  'meeting',
  'services',
  'price_from',
  'published_at',
  'flags',
  'rev',
  'available_until',
] as const;

/** Revisions this process has taken (or started to take), of any database. */
let revisionsTaken = 0;

/**
 * How many rewrites of search rows this process has started: a version read that began before the
 * last of them may miss it (http/hot-answers.ts shares a read only while this stands).
 */
export function revisionsTakenHere(): number {
  return revisionsTaken;
}

/**
 * The revision the next rewrite takes: the next number of the revision counter (migration 0025),
 * which never goes back, so a rewritten row's revision always grows and a deletion changes the
 * index's version too (page keys, the search cache).
 */
async function nextRevision(db: Kysely<DB>): Promise<number> {
  revisionsTaken++;
  if (isPostgres(db)) {
    const { rows } = await sql<{ rev: number }>`SELECT nextval('profile_search_revision') AS rev`.execute(db);
    return Number(rows[0]!.rev);
  }
  const { rows } = await sql<{ rev: number }>`UPDATE search_revision SET rev = rev + 1 WHERE id = 1 RETURNING rev`.execute(db);
  return Number(rows[0]!.rev);
}

/**
 * The version of the whole search index: the last revision taken. It changes with every rewrite of
 * search rows, deletions included. On SQLite it is read in step with the rows; PostgreSQL's
 * sequence moves when a rewrite starts, before it commits, so a reader may see the new version
 * with the old rows for a moment (the search cache bounds what that costs by its entries' age).
 */
export async function searchIndexVersion(db: Kysely<DB>): Promise<number> {
  if (isPostgres(db)) {
    const { rows } = await sql<{ rev: number }>`SELECT last_value AS rev FROM profile_search_revision`.execute(db);
    return Number(rows[0]!.rev);
  }
  const { rows } = await sql<{ rev: number }>`SELECT rev FROM search_revision WHERE id = 1`.execute(db);
  return Number(rows[0]!.rev);
}

/**
 * Rewrite the search rows of `profileIds` (deleting rows of profiles no longer listable). Call it
 * with the transaction of the write that changed them.
 */
export async function syncSearchRows(db: Kysely<DB>, profileIds: readonly number[], now: Date): Promise<void> {
  if (profileIds.length === 0) return;
  const ids = [...new Set(profileIds)];
  // Two rewrites of one row take turns (each deletes and inserts it); a rebuild of all waits for them.
  await lockShared(db, SEARCH_INDEX_LOCK);
  await lockFor(db, ...ids.map((id) => `search-row:${id}`));
  const rev = await nextRevision(db);
  await db.deleteFrom('profile_search').where('profile_id', 'in', ids).execute();
  await db
    .insertInto('profile_search')
    .columns(COLUMNS)
    .expression(selectRows(db, now, rev, ids))
    .execute();
}

/**
 * Rebuild every search row (after seeding or a catalogue change); returns how many there are. The
 * planner's statistics of the rows are taken again after (the search's plans depend on them:
 * `analyzeSearchRows` in ./database.ts).
 */
export async function rebuildSearchIndex(db: Kysely<DB>, now: Date): Promise<number> {
  const rows = await db.transaction().execute(async (trx) => {
    await lockFor(trx, SEARCH_INDEX_LOCK);
    const rev = await nextRevision(trx);
    await trx.deleteFrom('profile_search').execute();
    const res = await trx
      .insertInto('profile_search')
      .columns(COLUMNS)
      .expression(selectRows(trx, now, rev))
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0);
  });
  await sql`ANALYZE profile_search`.execute(db);
  return rows;
}

/** Re-rank profiles whose Gold listing ran out since their row was written. */
export async function refreshExpiredGold(db: Kysely<DB>, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('profile_search as s')
      .innerJoin('profiles as p', 'p.user_id', 's.profile_id')
      .select('s.profile_id as id')
      .where(sql`s.flags & ${sql.lit(FLAG.gold)}`, '<>', 0)
      .where((eb) => eb.or([eb('p.gold_until', 'is', null), eb('p.gold_until', '<=', now.toISOString())]))
      .execute();
    await syncSearchRows(
      trx,
      rows.map((r) => r.id),
      now,
    );
    return rows.length;
  });
}
