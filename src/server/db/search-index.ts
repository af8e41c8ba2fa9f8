/**
 * The denormalised search rows (`profile_search`): one narrow, all-integer row per published
 * escort, venue or AI profile. Every write that changes a profile, its services, prices or photos
 * calls `syncSearchRows` for that profile in the same transaction; `rebuildSearchIndex` redoes all.
 *
 * Codes: option values are their index in the contract's value list plus one (0 = not stated).
 */
import type { DatabaseSync } from 'node:sqlite';
import { REGION_CODES, type RegionCode } from '../../../regions/schema.ts';
import { FEATURE_VALUES, NATIONALITY_GROUP_COUNTRIES } from '../../domain/profile-features.ts';

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

/** Rank: gold first, then verified, more photos, more recently published; a hash breaks ties. */
const RANK = `(
  (CASE WHEN p.gold_until > :now THEN 1 ELSE 0 END) * 1099511627776
  + (CASE WHEN p.verified_at IS NOT NULL THEN 1 ELSE 0 END) * 549755813888
  + min((SELECT count(*) FROM photos ph WHERE ph.profile_id = p.user_id AND ph.is_explicit = 0), 10) * 34359738368
  + (CAST(julianday(p.published_at) AS INTEGER) - 2440000) * 65536
  + ((p.user_id * 40503) % 65536)
)`;

const SELECT_ROWS = `
SELECT
  (CASE p.region ${REGION_CODES.map((r, i) => `WHEN '${r}' THEN ${i + 1}`).join(' ')} END) AS region,
  (CASE p.profile_type WHEN 'escort' THEN ${KIND.person} WHEN 'venue' THEN ${KIND.venue} ELSE ${KIND.ai} END) AS kind,
  ${RANK} AS rank,
  p.user_id AS profile_id,
  p.place_id,
  coalesce(pl.parent_id, p.place_id) AS city_id,
  pl.state_id,
  p.lat,
  p.lon,
  CAST(replace(p.date_of_birth, '-', '') AS INTEGER) AS dob,
  ${caseCode('p.gender', FEATURE_VALUES.gender)} AS gender,
  ${caseCode('p.ethnicity', FEATURE_VALUES.ethnicity)} AS ethnicity,
  ${nationalityGroupCode('p.nationality')} AS nationality,
  ${caseCode('p.skin_color', FEATURE_VALUES.skin_color)} AS skin,
  ${caseCode('p.body_type', FEATURE_VALUES.body_type)} AS body,
  ${caseCode('p.breast_size', FEATURE_VALUES.breast_size)} AS breast,
  ${caseCode('p.hair_color', FEATURE_VALUES.hair_color)} AS hair,
  p.user_type,
  p.meeting_location AS meeting,
  coalesce((SELECT sum(1 << s.bit) FROM profile_services ps JOIN services s ON s.id = ps.service_id
            WHERE ps.profile_id = p.user_id), 0) AS services,
  (SELECT min(min(coalesce(pr.incall_cents, pr.outcall_cents), coalesce(pr.outcall_cents, pr.incall_cents)))
     FROM profile_prices pr WHERE pr.profile_id = p.user_id) AS price_from,
  CAST(strftime('%s', p.published_at) AS INTEGER) AS published_at,
  (CASE WHEN p.verified_at IS NOT NULL THEN ${FLAG.verified} ELSE 0 END)
    | (CASE WHEN p.gold_until > :now THEN ${FLAG.gold} ELSE 0 END)
    | (CASE WHEN p.has_video = 1 THEN ${FLAG.video} ELSE 0 END) AS flags
FROM profiles p
LEFT JOIN places pl ON pl.id = p.place_id
WHERE p.published = 1 AND p.profile_type IN ('escort', 'venue', 'escort_ai')`;

const COLUMNS =
  'region, kind, rank, profile_id, place_id, city_id, state_id, lat, lon, dob, gender, ethnicity, nationality, skin, body, breast, hair, user_type, meeting, services, price_from, published_at, flags';

/** Rewrite the search rows of `profileIds` (deleting rows of profiles no longer listable). */
export function syncSearchRows(sqlite: DatabaseSync, profileIds: readonly number[], now: Date): void {
  if (profileIds.length === 0) return;
  const del = sqlite.prepare('DELETE FROM profile_search WHERE profile_id = ?');
  const ins = sqlite.prepare(`INSERT INTO profile_search (${COLUMNS}) ${SELECT_ROWS} AND p.user_id = :id`);
  for (const id of profileIds) {
    del.run(id);
    ins.run({ now: now.toISOString(), id });
  }
}

/** Rebuild every search row (after seeding or a catalogue change). */
export function rebuildSearchIndex(sqlite: DatabaseSync, now: Date): number {
  sqlite.exec('DELETE FROM profile_search');
  const res = sqlite.prepare(`INSERT INTO profile_search (${COLUMNS}) ${SELECT_ROWS}`).run({ now: now.toISOString() });
  return Number(res.changes);
}

/** Re-rank profiles whose Gold listing ran out since their row was written. */
export function refreshExpiredGold(sqlite: DatabaseSync, now: Date): number {
  const ids = sqlite
    .prepare(
      `SELECT s.profile_id AS id FROM profile_search s JOIN profiles p ON p.user_id = s.profile_id
       WHERE (s.flags & ${FLAG.gold}) != 0 AND (p.gold_until IS NULL OR p.gold_until <= ?)`,
    )
    .all(now.toISOString()) as { id: number }[];
  syncSearchRows(
    sqlite,
    ids.map((r) => r.id),
    now,
  );
  return ids.length;
}
