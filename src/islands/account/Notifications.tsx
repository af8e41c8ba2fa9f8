/**
 * The account page's notifications: the newest first with a text and a link per kind, unread ones
 * marked, older ones on request, "mark all read". New ones appear live: the shell's signed-in code
 * listens on the user's channel and fills the same store, so the header badge follows this list.
 */
import { useStore } from '../ui/useStore.ts';
import { useEffect, useState } from 'react';
import { formatDate, localeTag } from '../../lib/format.ts';
import { $notifications, loadNotifications, loadOlderNotifications, markAllNotificationsRead } from '../../stores/notifications.ts';
import { showError } from '../../stores/toasts.ts';
import { useApp } from '../app/context.ts';
import { describeNotification } from '../shell/notification-text.ts';
import { secondaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';

/** The section (inside the account page's Suspense: its strings load with it). */
export default function Notifications() {
  const { href, locale, region } = useApp();
  const t = useT('notifications');
  const { items, unread, hasMore, loaded } = useStore($notifications);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void loadNotifications().then((ok) => setFailed(!ok));
  }, []);
  const tag = localeTag(locale, region.code);
  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    const ok = await action();
    setBusy(false);
    if (!ok) showError();
  };

  return (
    <section aria-labelledby="account-notifications" className="rounded-2xl bg-white p-5 shadow-sm" data-testid="notifications">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="account-notifications" className="text-lg font-bold">
          {t('notifications.title')}
        </h2>
        {unread > 0 && (
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => void run(markAllNotificationsRead)}>
            {t('notifications.markAllRead')}
          </button>
        )}
      </div>
      {!loaded ? (
        <p role={failed ? 'alert' : 'status'} className="mt-3 text-sm text-ink-muted">
          {t(failed ? 'common.error' : 'notifications.loading')}
        </p>
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{t('notifications.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-200">
          {items.map((n) => {
            const d = describeNotification(n, t, href);
            const isUnread = n.readAt === null;
            return (
              <li key={n.id} className="py-2" data-testid="notification" data-unread={isUnread}>
                <a
                  href={d.href}
                  className={`block rounded-lg px-2 py-1 no-underline hover:bg-brand-50 ${isUnread ? 'font-semibold text-ink' : 'text-ink-muted'}`}
                >
                  {isUnread && (
                    <span className="mr-2 inline-block rounded-full bg-brand-700 px-2 text-xs leading-5 text-white">
                      {t('notifications.unread')}
                    </span>
                  )}
                  {d.text}
                  {d.detail && <span className="block truncate text-sm font-normal text-ink-muted">{d.detail}</span>}
                  <time dateTime={n.createdAt} className="block text-xs font-normal text-ink-muted">
                    {formatDate(n.createdAt, tag, { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                </a>
              </li>
            );
          })}
        </ul>
      )}
      {hasMore && (
        <button type="button" className={`${secondaryButton} mt-3`} disabled={busy} onClick={() => void run(loadOlderNotifications)}>
          {t('notifications.loadMore')}
        </button>
      )}
    </section>
  );
}
