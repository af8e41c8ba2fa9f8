/**
 * Daily rollups of the tracked events: the same three aggregations either fill the rollup tables
 * for a finished day (replacing what a previous run wrote, so a rerun gives the same numbers) or
 * answer live for the days not rolled up yet (today, and any day the job has not reached).
 */
import type { Kysely } from 'kysely';
import { lockFor } from '../transactions.ts';
import type { DB, PartnerName } from '../types.ts';
import type { RegionCode } from '../../../../regions/schema.ts';

/** Which days an aggregation reads: a range, and only days not rolled up yet when `unrolledOnly`. */
export interface DayRange {
  first: string;
  last: string;
  unrolledOnly?: boolean;
  /** Only this profile (profile counts). */
  profileId?: number;
}

function events(db: Kysely<DB>, r: DayRange) {
  let q = db.selectFrom('tracking_events as e').where('e.day', '>=', r.first).where('e.day', '<=', r.last);
  if (r.unrolledOnly) q = q.where('e.day', 'not in', db.selectFrom('tracking_rollups').select('day'));
  return q;
}

/** Per profile and day: tracked page views, opens and contact clicks (the owner's own are left out). */
export function profileCounts(db: Kysely<DB>, r: DayRange) {
  let q = events(db, r)
    .where('e.profile_id', 'is not', null)
    .where('e.category', 'in', ['page_view', 'profile_open', 'contact_click'])
    .where((eb) => eb.or([eb('e.user_id', 'is', null), eb('e.user_id', '!=', eb.ref('e.profile_id'))]));
  if (r.profileId !== undefined) q = q.where('e.profile_id', '=', r.profileId);
  return q
    .select((eb) => [
      eb.fn.coalesce('e.profile_id', eb.lit(0)).as('profile_id'),
      'e.day',
      eb.fn.countAll<number>().filterWhere('e.category', '=', 'page_view').as('page_views'),
      eb.fn.countAll<number>().filterWhere('e.category', '=', 'profile_open').as('opens'),
      eb.fn.countAll<number>().filterWhere('e.category', '=', 'contact_click').as('contact_clicks'),
    ])
    .groupBy(['e.profile_id', 'e.day']);
}

/** Per day, region, place ('' for none) and category (0 for none): searches. */
export function searchCounts(db: Kysely<DB>, r: DayRange) {
  return events(db, r)
    .where('e.category', '=', 'search')
    .select((eb) => [
      'e.day',
      'e.region',
      eb.fn.coalesce('e.place', eb.val('')).as('place'),
      eb.fn.coalesce('e.category_id', eb.lit(0)).as('category_id'),
      eb.fn.countAll<number>().as('searches'),
    ])
    .groupBy(['e.day', 'e.region', 'e.place', 'e.category_id']);
}

/** Per day, region and partner: partner-advert clicks. */
export function partnerCounts(db: Kysely<DB>, r: DayRange) {
  return events(db, r)
    .where('e.category', '=', 'partner_click')
    .where('e.partner', 'is not', null)
    .select((eb) => [
      'e.day',
      'e.region',
      eb.fn.coalesce('e.partner', eb.val<PartnerName>('solad')).as('partner'),
      eb.fn.countAll<number>().as('clicks'),
    ])
    .groupBy(['e.day', 'e.region', 'e.partner']);
}

/** Roll up one finished day: replace its rollup rows and mark it done; returns its event count. */
export async function rollUpDay(db: Kysely<DB>, day: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockFor(trx, `tracking-rollup:${day}`);
    const range = { first: day, last: day };
    for (const table of ['profile_daily_stats', 'search_daily_stats', 'partner_daily_stats'] as const)
      await trx.deleteFrom(table).where('day', '=', day).execute();
    await trx
      .insertInto('profile_daily_stats')
      .columns(['profile_id', 'day', 'page_views', 'opens', 'contact_clicks'])
      .expression(profileCounts(trx, range))
      .execute();
    await trx
      .insertInto('search_daily_stats')
      .columns(['day', 'region', 'place', 'category_id', 'searches'])
      .expression(searchCounts(trx, range))
      .execute();
    await trx
      .insertInto('partner_daily_stats')
      .columns(['day', 'region', 'partner', 'clicks'])
      .expression(partnerCounts(trx, range))
      .execute();
    const { n } = await trx
      .selectFrom('tracking_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('tracking_rollups')
      .values({ day, events: Number(n) })
      .onConflict((oc) => oc.column('day').doUpdateSet({ events: Number(n), rolled_at: new Date().toISOString() }))
      .execute();
    return Number(n);
  });
}

/** Days before `before` that have events but no rollup yet, oldest first. */
export async function daysToRollUp(db: Kysely<DB>, before: string): Promise<string[]> {
  const rows = await db
    .selectFrom('tracking_events')
    .select('day')
    .distinct()
    .where('day', '<', before)
    .where('day', 'not in', db.selectFrom('tracking_rollups').select('day'))
    .orderBy('day')
    .execute();
  return rows.map((r) => r.day);
}

/** One profile's rolled-up counts per day in a range. */
export function rolledProfileDays(db: Kysely<DB>, profileId: number, first: string, last: string) {
  return db
    .selectFrom('profile_daily_stats')
    .select(['day', 'page_views', 'opens', 'contact_clicks'])
    .where('profile_id', '=', profileId)
    .where('day', '>=', first)
    .where('day', '<=', last)
    .execute();
}

/** Rolled-up searches per day, region, place and category in a range. */
export function rolledSearches(
  db: Kysely<DB>,
  first: string,
  last: string,
): Promise<{ day: string; region: RegionCode; place: string; category_id: number; searches: number }[]> {
  return db
    .selectFrom('search_daily_stats')
    .select(['day', 'region', 'place', 'category_id', 'searches'])
    .where('day', '>=', first)
    .where('day', '<=', last)
    .execute();
}

/** Rolled-up partner clicks per day, region and partner in a range. */
export function rolledPartnerClicks(
  db: Kysely<DB>,
  first: string,
  last: string,
): Promise<{ day: string; region: RegionCode; partner: PartnerName; clicks: number }[]> {
  return db
    .selectFrom('partner_daily_stats')
    .select(['day', 'region', 'partner', 'clicks'])
    .where('day', '>=', first)
    .where('day', '<=', last)
    .execute();
}
