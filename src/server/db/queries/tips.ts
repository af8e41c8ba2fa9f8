/** Tips (the message and who tipped whom) and the escort's earnings as the ledger books them. */
import { sql, type Kysely } from 'kysely';
import type { Tip } from '../../../lib/api/tips.ts';
import type { DB, TipsTable } from '../types.ts';
import type { Insertable, Selectable } from 'kysely';

/** A tip row as the API shows it. */
export function tipOf(row: Selectable<TipsTable>): Tip {
  return {
    id: row.id,
    escortId: row.escort_id,
    credits: row.credits,
    escortCredits: row.escort_credits,
    message: row.message,
    createdAt: row.created_at,
  };
}

/** The tip booked under a ledger reference. */
export function tipByReference(db: Kysely<DB>, reference: string): Promise<Selectable<TipsTable> | undefined> {
  return db.selectFrom('tips').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** Store a tip (its credits were posted to the ledger under the same reference). */
export function insertTip(db: Kysely<DB>, tip: Insertable<TipsTable>): Promise<Selectable<TipsTable>> {
  return db.insertInto('tips').values(tip).returningAll().executeTakeFirstOrThrow();
}

/** Whether `punterId` ever tipped `escortId`. */
export async function hasTipped(db: Kysely<DB>, punterId: number, escortId: number): Promise<boolean> {
  const row = await db
    .selectFrom('tips')
    .select('id')
    .where('punter_id', '=', punterId)
    .where('escort_id', '=', escortId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Journal kinds that are earnings, and how the earnings page names them. */
export const EARNING_KINDS = { tip: 'tip', gallery_purchase: 'gallery' } as const;

/** An earning booked on an escort's earnings account. */
export interface EarningRow {
  kind: keyof typeof EARNING_KINDS;
  amount: number;
  created_at: string;
  message: string | null;
  from_name: string | null;
}

/** Earning entries of an account (tips and gallery sales), newest first; only from `since` when given. */
export function earningEntries(db: Kysely<DB>, account: string, o: { since?: string; limit?: number } = {}): Promise<EarningRow[]> {
  let q = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_journals as j', 'j.id', 'e.journal_id')
    .leftJoin('tips as t', 't.reference', 'j.reference')
    .leftJoin('users as u', 'u.id', 't.punter_id')
    .select([sql<EarningRow['kind']>`j.kind`.as('kind'), 'e.amount', 'j.created_at', 't.message', 'u.username as from_name'])
    .where('e.account', '=', account)
    .where('e.unit', '=', 'CREDIT')
    .where('j.kind', 'in', Object.keys(EARNING_KINDS))
    .orderBy('j.created_at', 'desc')
    .orderBy('j.id', 'desc');
  if (o.since) q = q.where('j.created_at', '>=', o.since);
  if (o.limit) q = q.limit(o.limit);
  return q.execute();
}

/** Everything an account earned, by journal kind. */
export async function earningTotals(db: Kysely<DB>, account: string): Promise<Record<keyof typeof EARNING_KINDS, number>> {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_journals as j', 'j.id', 'e.journal_id')
    .select(['j.kind', sql<number>`sum(e.amount)`.as('total')])
    .where('e.account', '=', account)
    .where('e.unit', '=', 'CREDIT')
    .where('j.kind', 'in', Object.keys(EARNING_KINDS))
    .groupBy('j.kind')
    .execute();
  const out = { tip: 0, gallery_purchase: 0 };
  for (const r of rows) out[r.kind as keyof typeof out] = Number(r.total);
  return out;
}

/** The region of a profile (its prices and currency), when there is one. */
export async function regionOfProfile(db: Kysely<DB>, id: number): Promise<DB['profiles']['region'] | undefined> {
  const row = await db.selectFrom('profiles').select('region').where('user_id', '=', id).executeTakeFirst();
  return row?.region;
}
