/**
 * Profile views, profile opens, contact clicks and punters' call feedback (SPEC §7 GET
 * /users/profile/dashboard-data): counted per Europe/Berlin day, shown for the last 30 days,
 * zero-filled, oldest first. Views and contact clicks are the server's own counters (a served
 * profile, a pressed contact button); opens come from tracking (a profile opened from a listing):
 * one source per measure, so nothing is counted twice (docs/decisions.md "Tracking").
 */
import type { Kysely } from 'kysely';
import type { DashboardData } from '../../lib/api/own-profile.ts';
import { bumpStat, statsBetween } from '../db/queries/stats.ts';
import { profileCounts, rolledProfileDays } from '../db/queries/tracking-rollups.ts';
import type { DB } from '../db/types.ts';
import { callFeedbackSummary } from './call-feedback.ts';
import { isoDay, type Clock } from '../time.ts';

/** Days the dashboard shows. */
export const DASHBOARD_DAYS = 30;

/** Count a view of a published profile (the owner's own views are not counted by the caller). */
export function recordProfileView(deps: { db: Kysely<DB>; clock: Clock }, profileId: number): Promise<void> {
  return bumpStat(deps.db, profileId, isoDay(deps.clock.now()), 'views');
}

/** Count a click on a profile's contact button. */
export function recordContactClick(deps: { db: Kysely<DB>; clock: Clock }, profileId: number): Promise<void> {
  return bumpStat(deps.db, profileId, isoDay(deps.clock.now()), 'contact_clicks');
}

/** The last DASHBOARD_DAYS days ending today, oldest first ("YYYY-MM-DD", Europe/Berlin). */
export function lastDays(now: Date, count = DASHBOARD_DAYS): string[] {
  const today = isoDay(now);
  const base = Date.parse(`${today}T12:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(base - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** GET /users/profile/dashboard-data. */
export async function dashboardData(deps: { db: Kysely<DB>; clock: Clock }, profileId: number): Promise<DashboardData> {
  const days = lastDays(deps.clock.now());
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const rows = await statsBetween(deps.db, profileId, first, last);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const opens = await opensByDay(deps.db, profileId, first, last);
  const out = days.map((date) => ({
    date,
    views: byDay.get(date)?.views ?? 0,
    opens: opens.get(date) ?? 0,
    contactClicks: byDay.get(date)?.contact_clicks ?? 0,
  }));
  const sum = (key: 'views' | 'opens' | 'contactClicks') => out.reduce((n, d) => n + d[key], 0);
  return {
    days: out,
    totals: { views: sum('views'), opens: sum('opens'), contactClicks: sum('contactClicks') },
    callFeedback: await callFeedbackSummary(deps, profileId, days[0]!),
  };
}

/** Profile opens per day: rolled-up days from the rollup, the others (today) live from the events. */
async function opensByDay(db: Kysely<DB>, profileId: number, first: string, last: string): Promise<Map<string, number>> {
  const rolled = await rolledProfileDays(db, profileId, first, last);
  const live = await profileCounts(db, { first, last, profileId, unrolledOnly: true }).execute();
  const out = new Map<string, number>();
  for (const r of [...rolled, ...live]) out.set(r.day, (out.get(r.day) ?? 0) + Number(r.opens));
  return out;
}
