/**
 * What the shell adds while a session exists, loaded only then (every page's first script stays
 * within its budget): the unread-notification badge on the header's account link, kept live over
 * the user's private channel with a toast for each new notification, and the escort call feedback
 * question (SPEC §4) on a later page load once a revealed phone's call had time to happen.
 */
import { useStore } from '../ui/useStore.ts';
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ConversationReadEvent } from '../../lib/api/messages.ts';
import { MESSAGE_EVENTS, userChannel } from '../../lib/api/messages-codes.ts';
import { NOTIFICATION_EVENT } from '../../lib/api/notifications-codes.ts';
import type { NotificationCreatedEvent } from '../../lib/api/notifications.ts';
import type { User } from '../../lib/api/users.ts';
import type { IslandRegion } from '../../lib/island-region.ts';
import { hasRole, ROLES } from '../../lib/permissions.ts';
import { listen } from '../../lib/realtime.ts';
import { appHref } from '../../lib/routing/app-routes.ts';
import { $locale } from '../../stores/locale.ts';
import { $notifications, loadNotifications, receiveNotification, resetNotifications } from '../../stores/notifications.ts';
import { $session, loadSession } from '../../stores/session.ts';
import { showToast } from '../../stores/toasts.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { useT } from '../ui/useT.ts';
import { badgeLabel, badgeWords } from './badge.ts';
import CallFeedback from './CallFeedback.tsx';
import { callFeedbackDue, clearCallFeedback, parseCallFeedback, readCallFeedback, type CallFeedbackFlag } from './call-feedback.ts';
import { describeNotification } from './notification-text.ts';

/** A span inside the header's account link the badge renders into; put back whenever the link's text is reset. */
function useBadgeHost(): HTMLSpanElement {
  const [host] = useState(() => document.createElement('span'));
  // The shell rewrites the link's text when the session changes, which drops the span: after each render, put it back.
  useLayoutEffect(() => {
    const link = document.getElementById('header-login-link');
    if (link && host.parentNode !== link) link.append(host);
  });
  useEffect(() => () => host.remove(), [host]);
  return host;
}

/** The escort call feedback flag when its question is due for this user; a flag that can never be asked is removed. */
function useDueCallFeedback(user: User): [CallFeedbackFlag | undefined, () => void] {
  const [flag, setFlag] = useState<CallFeedbackFlag>();
  useEffect(() => {
    if (!hasRole(user.roles, ROLES.punter)) return;
    const raw = readCallFeedback();
    const due = callFeedbackDue(raw, user.id, Date.now());
    if (due === 'drop') clearCallFeedback();
    if (due === 'ask') setFlag(parseCallFeedback(raw));
  }, [user]);
  return [flag, () => setFlag(undefined)];
}

function Live({ user, region }: { user: User; region: IslandRegion }) {
  const t = useT('notifications');
  const locale = useStore($locale);
  const { unread } = useStore($notifications);
  const href = useMemo(() => appHref(region.prefix), [region.prefix]);
  const host = useBadgeHost();
  const [ask, asked] = useDueCallFeedback(user);
  // The listener outlives renders: it reads the current translation through a ref.
  const latest = useRef({ t, href });
  useLayoutEffect(() => {
    latest.current = { t, href };
  });

  useEffect(() => {
    void loadNotifications();
    const stop = listen(
      userChannel(user.id),
      {
        [NOTIFICATION_EVENT]: (event: NotificationCreatedEvent) => {
          receiveNotification(event);
          const { t: tr, href: to } = latest.current;
          // A message for the conversation on screen needs no toast: the messages page shows it.
          if (event.notification.kind === 'message' && location.pathname.startsWith(to('messages'))) return;
          showToast('success', { text: describeNotification(event.notification, tr, to).text });
        },
        // Reading a conversation (in any tab) reads its notification on the server: take the new count.
        [MESSAGE_EVENTS.read]: (event: ConversationReadEvent) => {
          if (event.userId === user.id) void loadNotifications();
        },
      },
      // After a (re)subscription, fetch what arrived while the channel was not listening.
      { onSubscribed: () => void loadNotifications() },
    );
    return () => {
      stop();
      resetNotifications();
    };
  }, [user.id]);

  const label = badgeLabel(unread);
  return (
    <>
      {label &&
        createPortal(
          <>
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-bold text-white"
            >
              {label}
            </span>
            <span className="sr-only"> {badgeWords(unread, locale, t)}</span>
          </>,
          host,
        )}
      {ask && <CallFeedback flag={ask} onDone={asked} />}
    </>
  );
}

/** The signed-in additions of the shell (nothing once the session turns out to be gone). */
export default function SignedIn({ region }: { region: IslandRegion }) {
  const session = useStore($session);
  useEffect(() => {
    void loadSession();
  }, []);
  if (session.status !== 'authenticated') return null;
  // A failure here must not take the shell (toasts, age gate) with it: the badge is simply missing.
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <Live user={session.user} region={region} />
      </Suspense>
    </ErrorBoundary>
  );
}
