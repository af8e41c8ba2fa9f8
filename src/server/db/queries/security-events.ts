/** The security event log (`security_events`) and the impersonation log as admins read them. */
import type { Kysely } from 'kysely';
import type { DB } from '../types.ts';

/** One event as it is stored. */
export interface SecurityEventRow {
  id: number;
  type: string;
  user_id: number | null;
  actor_id: number | null;
  ip: string | null;
  request_id: string | null;
  details: string;
  created_at: string;
}

/** Append an event. */
export async function insertSecurityEvent(db: Kysely<DB>, e: Omit<SecurityEventRow, 'id'>): Promise<void> {
  await db.insertInto('security_events').values(e).execute();
}

/** Newest events first, older than the id `before`, optionally of one type or about one user. */
export function listSecurityEvents(
  db: Kysely<DB>,
  o: { type?: string; userId?: number; before?: number; limit: number },
): Promise<SecurityEventRow[]> {
  let q = db.selectFrom('security_events').selectAll();
  if (o.type) q = q.where('type', '=', o.type);
  if (o.userId !== undefined) q = q.where((eb) => eb.or([eb('user_id', '=', o.userId!), eb('actor_id', '=', o.userId!)]));
  if (o.before !== undefined) q = q.where('id', '<', o.before);
  return q.orderBy('id', 'desc').limit(o.limit).execute();
}

/** Newest impersonation starts, stops and refused attempts first, with both names. */
export function listImpersonationLog(db: Kysely<DB>, o: { adminId?: number; before?: number; limit: number }) {
  let q = db
    .selectFrom('impersonation_log as l')
    .leftJoin('users as a', 'a.id', 'l.admin_id')
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .select([
      'l.id',
      'l.action',
      'l.admin_id',
      'a.username as admin_username',
      'l.user_id',
      'u.username as user_username',
      'l.ip',
      'l.user_agent',
      'l.request_id',
      'l.created_at',
      'l.reason',
    ]);
  if (o.adminId !== undefined) q = q.where('l.admin_id', '=', o.adminId);
  if (o.before !== undefined) q = q.where('l.id', '<', o.before);
  return q.orderBy('l.id', 'desc').limit(o.limit).execute();
}

/** Drop events older than `before` (retention). */
export async function deleteSecurityEventsBefore(db: Kysely<DB>, before: Date): Promise<number> {
  const r = await db.deleteFrom('security_events').where('created_at', '<', before.toISOString()).executeTakeFirst();
  return Number(r.numDeletedRows);
}
