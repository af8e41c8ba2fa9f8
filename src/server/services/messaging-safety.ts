/**
 * Safety around conversations: blocks (no messages either way, the conversation stays readable),
 * reports to the admins' queue with the messages before the report, and the per-user settings for
 * read receipts and the typing indicator (off: the user sends none and sees none from others).
 */
import type { Kysely } from 'kysely';
import type { AdminConversationReport, ConversationReportBody, MessagingSettings } from '../../lib/api/messages.ts';
import {
  conversationReportRows,
  deleteBlock,
  insertBlock,
  insertConversationReport,
  messagesUntil,
  openReportBy,
  resolveConversationReportRow,
  saveSettings,
  settingsOf,
  userExists,
} from '../db/queries/messages.ts';
import type { DB } from '../db/types.ts';
import type { Clock } from '../time.ts';
import { conversationOfMember, messageOfRow } from './messaging.ts';
import { created, invalid, notFound, ok, type Outcome } from './outcome.ts';

type Deps = { db: Kysely<DB>; clock: Clock };

/** Messages an admin sees with a report. */
export const REPORT_CONTEXT_MESSAGES = 20;
/** Reports per admin page. */
const REPORTS_PAGE = 25;

/** `POST /users/blocks/{userId}`. */
export async function blockUser(deps: Deps, userId: number, otherId: number): Promise<Outcome<{ userId: number; blocked: boolean }>> {
  if (otherId === userId) return invalid({ userId: ['You cannot block yourself.'] });
  if (!(await userExists(deps.db, otherId))) return notFound();
  await insertBlock(deps.db, userId, otherId, deps.clock.now().toISOString());
  return ok({ userId: otherId, blocked: true });
}

/** `DELETE /users/blocks/{userId}`. */
export async function unblockUser(deps: Deps, userId: number, otherId: number): Promise<Outcome<{ userId: number; blocked: boolean }>> {
  await deleteBlock(deps.db, userId, otherId);
  return ok({ userId: otherId, blocked: false });
}

/** `POST /users/conversations/{id}/report`: one open report per reporter and conversation (a repeat answers with it). */
export async function reportConversation(
  deps: Deps,
  userId: number,
  id: number,
  body: ConversationReportBody,
): Promise<Outcome<{ id: number }>> {
  const c = await conversationOfMember(deps.db, userId, id);
  if (!c) return notFound();
  const open = await openReportBy(deps.db, id, userId);
  if (open) return ok({ id: open.id });
  const reportId = await insertConversationReport(deps.db, {
    conversation_id: id,
    reporter_id: userId,
    reported_id: c.punter_id === userId ? c.partner_id : c.punter_id,
    reason: body.reason,
    note: body.note || null,
    created_at: deps.clock.now().toISOString(),
  });
  return created({ id: reportId });
}

/** `GET /users/messaging-settings`. */
export async function messagingSettings(deps: Pick<Deps, 'db'>, userId: number): Promise<MessagingSettings> {
  const row = (await settingsOf(deps.db, [userId]))[0];
  return { readReceipts: row ? row.read_receipts === 1 : true, typing: row ? row.typing === 1 : true };
}

/** `PATCH /users/messaging-settings`. */
export async function changeMessagingSettings(
  deps: Deps,
  userId: number,
  patch: { readReceipts?: boolean; typing?: boolean },
): Promise<MessagingSettings> {
  await saveSettings(
    deps.db,
    userId,
    {
      ...(patch.readReceipts !== undefined ? { read_receipts: patch.readReceipts ? 1 : 0 } : {}),
      ...(patch.typing !== undefined ? { typing: patch.typing ? 1 : 0 } : {}),
    },
    deps.clock.now().toISOString(),
  );
  return messagingSettings(deps, userId);
}

/** `GET /admin/conversation-reports`: a page with the messages before each report. */
export async function conversationReports(
  deps: Pick<Deps, 'db'>,
  q: { status: 'open' | 'resolved'; page: number },
): Promise<{ results: AdminConversationReport[]; page: number; hasMore: boolean }> {
  const rows = await conversationReportRows(deps.db, q.status === 'open', (q.page - 1) * REPORTS_PAGE, REPORTS_PAGE + 1);
  const results = await Promise.all(
    rows.slice(0, REPORTS_PAGE).map(async (r) => ({
      id: r.id,
      conversationId: r.conversation_id,
      reason: r.reason,
      note: r.note,
      createdAt: r.created_at,
      resolvedAt: r.resolved_at,
      resolutionNote: r.resolution_note,
      reporter: { id: r.reporter_id, username: r.reporter_name },
      reported: { id: r.reported_id, username: r.reported_name },
      // Images stay with the members: the admin reads the text and sees that an image was sent.
      messages: (await messagesUntil(deps.db, r.conversation_id, r.created_at, REPORT_CONTEXT_MESSAGES))
        .reverse()
        .map((m) => messageOfRow(m)),
    })),
  );
  return { results, page: q.page, hasMore: rows.length > REPORTS_PAGE };
}

/** `POST /admin/conversation-reports/{id}/resolve`. */
export async function resolveConversationReport(deps: Deps, adminId: number, id: number, note: string): Promise<Outcome<{ id: number }>> {
  const done = await resolveConversationReportRow(deps.db, id, adminId, note, deps.clock.now().toISOString());
  return done ? ok({ id }) : notFound('No open report with this id.');
}
