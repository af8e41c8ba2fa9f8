/**
 * Profile views, contact clicks and punters' call feedback (SPEC §7 GET /users/profile/dashboard-data): counted per
 * Europe/Berlin day, shown for the last 30 days, zero-filled, oldest first.
 */
import type { Kysely } from 'kysely';
import type { DashboardData } from '../../lib/api/own-profile.ts';
import { bumpStat, statsBetween } from '../db/queries/stats.ts';
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
  const rows = await statsBetween(deps.db, profileId, days[0]!, days[days.length - 1]!);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out = days.map((date) => ({ date, views: byDay.get(date)?.views ?? 0, contactClicks: byDay.get(date)?.contact_clicks ?? 0 }));
  return {
    days: out,
    totals: { views: out.reduce((n, d) => n + d.views, 0), contactClicks: out.reduce((n, d) => n + d.contactClicks, 0) },
    callFeedback: await callFeedbackSummary(deps, profileId, days[0]!),
  };
}
