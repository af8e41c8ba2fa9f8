/**
 * The signed-in user's notifications, shared by the header badge and the account page's list: the
 * pages loaded so far (newest first), the unread count and whether older ones exist. Only code that
 * loads after sign-in imports this (the shell's signed-in chunk, the account page), never a page's
 * first script. The reducers are pure; the actions call the API and store what it answers.
 */
import { atom } from 'nanostores';
import { getNotifications, readNotifications } from '../lib/api/client/notifications.ts';
import type { Notification, NotificationCreatedEvent, NotificationsResponse } from '../lib/api/notifications.ts';

/** What the badge and the list show. */
export interface NotificationsState {
  items: readonly Notification[];
  unread: number;
  hasMore: boolean;
  /** False until the first page is in. */
  loaded: boolean;
}

/** Before the first page. */
export const NO_NOTIFICATIONS: NotificationsState = { items: [], unread: 0, hasMore: false, loaded: false };

/** The signed-in user's notifications. */
export const $notifications = atom<NotificationsState>(NO_NOTIFICATIONS);

/** The server keeps one unread notification per conversation (a newer message replaces it); so does the list. */
function groupOf(n: Notification): string | undefined {
  return n.kind === 'message' && n.readAt === null ? `conversation:${String(n.payload.conversationId)}` : undefined;
}

/** Newest first, each id once (the first occurrence wins), one unread notification per conversation. */
export function normalise(items: readonly Notification[]): Notification[] {
  const seen = new Set<number | string>();
  const out: Notification[] = [];
  for (const n of [...items].sort((a, b) => b.id - a.id)) {
    const group = groupOf(n);
    if (seen.has(n.id) || (group !== undefined && seen.has(group))) continue;
    seen.add(n.id);
    if (group !== undefined) seen.add(group);
    out.push(n);
  }
  return out;
}

/**
 * A page from the server. The newest page replaces what the list held in its range (a notification
 * the server replaced is gone) and keeps older pages already loaded; an older page is appended.
 */
export function withPage(state: NotificationsState, page: NotificationsResponse, older: boolean): NotificationsState {
  if (older) return { items: normalise([...state.items, ...page.results]), unread: page.unread, hasMore: page.hasMore, loaded: true };
  const oldest = page.results.at(-1)?.id;
  const kept = oldest === undefined ? [] : state.items.filter((n) => n.id < oldest);
  return {
    items: normalise([...page.results, ...kept]),
    unread: page.unread,
    hasMore: kept.length > 0 ? state.hasMore : page.hasMore,
    loaded: true,
  };
}

/** A notification that arrived live (`notification.created`), with the unread count it brings. */
export function withCreated(state: NotificationsState, event: NotificationCreatedEvent): NotificationsState {
  const { notification } = event;
  // The event's notification is newer than what the list holds, so it wins its id and its conversation.
  const group = groupOf(notification);
  const rest = group === undefined ? state.items : state.items.filter((n) => groupOf(n) !== group);
  return { ...state, items: normalise([notification, ...rest.filter((n) => n.id !== notification.id)]), unread: event.unread };
}

/** Everything read at `at` (ISO time), with the unread count the server answered. */
export function withAllRead(state: NotificationsState, at: string, unread: number): NotificationsState {
  return { ...state, items: state.items.map((n) => (n.readAt === null ? { ...n, readAt: at } : n)), unread };
}

let newest: Promise<boolean> | undefined;

/**
 * Load the newest page (again): the first time, after a reconnection, after a conversation was
 * read. Calls while one is under way share it; false when the request failed.
 */
export function loadNotifications(): Promise<boolean> {
  newest ??= getNotifications().then((res) => {
    newest = undefined;
    if (res.data) $notifications.set(withPage($notifications.get(), res.data, false));
    return !!res.data;
  });
  return newest;
}

/** Load the page before the oldest one shown; false when the request failed. */
export async function loadOlderNotifications(): Promise<boolean> {
  const last = $notifications.get().items.at(-1);
  const res = await getNotifications(last?.id);
  if (res.data) $notifications.set(withPage($notifications.get(), res.data, true));
  return !!res.data;
}

/** Mark every notification read; false when the request failed. */
export async function markAllNotificationsRead(): Promise<boolean> {
  const res = await readNotifications();
  if (res.data) $notifications.set(withAllRead($notifications.get(), new Date().toISOString(), res.data.results.unread));
  return !!res.data;
}

/** Take in a live notification. */
export function receiveNotification(event: NotificationCreatedEvent): void {
  $notifications.set(withCreated($notifications.get(), event));
}

/** Forget everything (the user signed out). */
export function resetNotifications(): void {
  $notifications.set(NO_NOTIFICATIONS);
}
