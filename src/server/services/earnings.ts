/**
 * The escort's earnings (/users/account/earnings/): tips and gallery sales as the ledger booked
 * them on the escort's earnings account, in credits: totals, the last 30 days by day, the latest lines.
 */
import type { Kysely } from 'kysely';
import type { Earnings } from '../../lib/api/tips.ts';
import { accounts, balanceOf } from '../billing/ledger.ts';
import { EARNING_KINDS, earningEntries, earningTotals } from '../db/queries/tips.ts';
import type { DB } from '../db/types.ts';
import { isoDay, type Clock } from '../time.ts';
import { lastDays } from './dashboard.ts';

/** Lines the page lists. */
export const RECENT_EARNINGS = 20;

/** `GET /users/earnings` of `userId`. */
export async function earningsOf(deps: { db: Kysely<DB>; clock: Clock }, userId: number): Promise<Earnings> {
  const account = accounts.userEarnings(userId);
  const days = lastDays(deps.clock.now());
  // A day before the first Berlin day, so its early hours (UTC the evening before) are in.
  const since = new Date(Date.parse(`${days[0]!}T00:00:00Z`) - 86_400_000).toISOString();
  const [totals, balance, window, recent] = await Promise.all([
    earningTotals(deps.db, account),
    balanceOf(deps.db, account, 'CREDIT'),
    earningEntries(deps.db, account, { since }),
    earningEntries(deps.db, account, { limit: RECENT_EARNINGS }),
  ]);
  const byDay = new Map(days.map((date) => [date, { date, tips: 0, galleries: 0 }]));
  for (const e of window) {
    const day = byDay.get(isoDay(new Date(e.created_at)));
    if (!day) continue;
    if (e.kind === 'tip') day.tips += e.amount;
    else day.galleries += e.amount;
  }
  return {
    totals: { tips: totals.tip, galleries: totals.gallery_purchase, balance },
    days: [...byDay.values()],
    recent: recent.map((e) => ({
      kind: EARNING_KINDS[e.kind],
      credits: e.amount,
      message: e.kind === 'tip' ? e.message : null,
      from: e.kind === 'tip' ? e.from_name : null,
      createdAt: e.created_at,
    })),
  };
}
