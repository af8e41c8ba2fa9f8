/**
 * Escort call feedback (SPEC §3 escortCallFeedback, §7 "feedback call": `user_id`, `answer_id`):
 * after revealing an escort's phone the punter is asked how the call went; one answer per punter,
 * escort and Europe/Berlin day counts (a repeat answers with the stored one), and only from a
 * punter whose contact with that escort was recorded, so an escort's counts cannot be flooded.
 */
import type { Kysely } from 'kysely';
import { CALL_FEEDBACK_ANSWER_IDS, type CallFeedbackCounts } from '../../lib/api/notifications.ts';
import { hasRole, ROLES, type RoleId } from '../../lib/permissions.ts';
import { callFeedbackCounts, hadContact, insertCallFeedback, isEscortProfile } from '../db/queries/notifications.ts';
import type { DB } from '../db/types.ts';
import { isoDay, type Clock } from '../time.ts';
import { forbidden, invalid, notFound, ok, type Outcome } from './outcome.ts';

type Deps = { db: Kysely<DB>; clock: Clock };

/** `POST /users/escort-call-feedback`. */
export async function giveCallFeedback(
  deps: Deps,
  caller: { id: number; roles: readonly RoleId[] },
  body: { user_id: number; answer_id: number },
): Promise<Outcome<{ escortId: number; answerId: number; day: string; stored: boolean }>> {
  if (!hasRole(caller.roles, ROLES.punter)) return forbidden('Only clients give call feedback.');
  if (body.user_id === caller.id) return invalid({ user_id: ['You cannot give feedback about yourself.'] });
  if (!(await isEscortProfile(deps.db, body.user_id))) return notFound();
  if (!(await hadContact(deps.db, caller.id, body.user_id)))
    return invalid({ user_id: ['Feedback is possible after contacting this escort.'] });
  const now = deps.clock.now();
  const day = isoDay(now);
  const r = await insertCallFeedback(deps.db, caller.id, body.user_id, body.answer_id, day, now.toISOString());
  return ok({ escortId: body.user_id, answerId: r.answerId, day, stored: r.stored });
}

/** The answers about an escort's calls from `fromDay` on, every answer of the list (zero-filled). */
export async function callFeedbackSummary(deps: { db: Kysely<DB> }, escortId: number, fromDay: string): Promise<CallFeedbackCounts> {
  const rows = await callFeedbackCounts(deps.db, escortId, fromDay);
  const byId = new Map(rows.map((r) => [r.answer_id, Number(r.n)]));
  return CALL_FEEDBACK_ANSWER_IDS.map((answerId) => ({ answerId, count: byId.get(answerId) ?? 0 }));
}
