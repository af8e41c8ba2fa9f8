/**
 * Notifications (SPEC §7 /notifications/): stored first, then announced as `notification.created`
 * on the user's private channel. Other services call {@link notify} after their own change is
 * stored (a new message, review, purchase, approved publication).
 */
import type { Kysely } from 'kysely';
import { userChannel } from '../../lib/api/messages.ts';
import {
  NOTIFICATION_EVENT,
  NOTIFICATION_PAGE_SIZE,
  type Notification,
  type NotificationCreatedEvent,
  type NotificationKind,
  type NotificationsResponse,
} from '../../lib/api/notifications.ts';
import type { Logger } from '../context.ts';
import {
  markNotificationsRead,
  notificationPage,
  unreadNotificationCount,
  upsertNotification,
  type NotificationRow,
} from '../db/queries/notifications.ts';
import type { DB } from '../db/types.ts';
import { noBroadcast, publish, type Broadcast } from '../messaging/broadcast.ts';
import type { Clock } from '../time.ts';

/** What notifying needs; without a broadcast the notification is only stored. */
export interface NotifyDeps {
  db: Kysely<DB>;
  clock: Clock;
  broadcast?: Broadcast;
  log?: Logger;
}

/** The API shape of a row. */
export function notificationOfRow(r: NotificationRow): Notification {
  let payload: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(r.payload);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) payload = parsed as Record<string, unknown>;
  } catch {
    // A damaged payload shows as an empty one.
  }
  return { id: r.id, kind: r.kind, payload, createdAt: r.created_at, readAt: r.read_at };
}

/** Store a notification for `userId` and announce it on the user's channel. */
export async function notify(
  deps: NotifyDeps,
  userId: number,
  kind: NotificationKind,
  payload: Record<string, unknown>,
  groupKey?: string,
): Promise<Notification> {
  const row = await upsertNotification(deps.db, {
    user_id: userId,
    kind,
    group_key: groupKey ?? null,
    payload: JSON.stringify(payload),
    created_at: deps.clock.now().toISOString(),
  });
  const notification = notificationOfRow(row);
  const event: NotificationCreatedEvent = { notification, unread: await unreadNotificationCount(deps.db, userId) };
  await publish(deps.broadcast ?? noBroadcast, deps.log, [userChannel(userId)], NOTIFICATION_EVENT, event);
  return notification;
}

/** Notify without failing the caller's flow, whose change is stored already (a failure is logged). */
export async function notifyQuietly(
  deps: NotifyDeps,
  userId: number,
  kind: NotificationKind,
  payload: Record<string, unknown>,
  groupKey?: string,
): Promise<void> {
  try {
    await notify(deps, userId, kind, payload, groupKey);
  } catch (err) {
    deps.log?.error('notification failed', { userId, kind, error: err instanceof Error ? err.message : String(err) });
  }
}

/** `GET /notifications/`: newest first, a page at a time, with the unread count. */
export async function listNotifications(deps: NotifyDeps, userId: number, beforeId?: number): Promise<NotificationsResponse> {
  const rows = await notificationPage(deps.db, userId, beforeId, NOTIFICATION_PAGE_SIZE + 1);
  return {
    results: rows.slice(0, NOTIFICATION_PAGE_SIZE).map(notificationOfRow),
    unread: await unreadNotificationCount(deps.db, userId),
    hasMore: rows.length > NOTIFICATION_PAGE_SIZE,
  };
}

/** `POST /notifications/read`: the given notifications (or all) are read; the unread count after. */
export async function readNotifications(deps: NotifyDeps, userId: number, ids?: readonly number[]): Promise<{ unread: number }> {
  await markNotificationsRead(deps.db, userId, deps.clock.now().toISOString(), { ids });
  return { unread: await unreadNotificationCount(deps.db, userId) };
}
