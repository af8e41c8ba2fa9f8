/**
 * /users/account and /users/account-venue: who is signed in, their roles, VIP status, the links
 * their roles may use, the public username, the admin's impersonation form, and logout.
 */
import { useStore } from '../ui/useStore.ts';
import { lazy, Suspense, useState } from 'react';
import { formatDate } from '../../lib/format.ts';
import { can, hasRole, ROLE_NAMES, ROLES, type RoleId } from '../../lib/permissions.ts';
import { $user, isVipActive, logout } from '../../stores/session.ts';
import { flashToast, showError } from '../../stores/toasts.ts';
import { useApp } from '../app/context.ts';
import { go } from '../auth/navigation.ts';
import ImpersonateForm from './ImpersonateForm.tsx';
import Notifications from './Notifications.tsx';
import Restrictions from './Restrictions.tsx';
import { accountLinks } from './links.ts';
import UsernameForm from './UsernameForm.tsx';
import { secondaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';

// The escort's profile status, publish buttons and dashboard: only escorts load it.
const EscortSupply = lazy(() => import('./EscortSupply.tsx'));
// SPEC §4: a quarantined manager sees the quarantine modal right after login (here, where login lands).
const QuarantineModal = lazy(() => import('../manager/QuarantineModal.tsx'));

/** BCP 47 tags for dates in each locale. */
const DATE_LOCALE = { de: 'de-DE', en: 'en-GB', ro: 'ro-RO', it: 'it-IT' } as const;

function AccountView({ venue }: { venue: boolean }) {
  const { path, href, locale } = useApp();
  const t = useT('account');
  const user = useStore($user);
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  const vip = isVipActive(user);
  const date = (iso: string) => formatDate(iso, DATE_LOCALE[locale], { dateStyle: 'long', timeZone: 'Europe/Berlin' });

  const signOut = async () => {
    setBusy(true);
    const ok = await logout();
    setBusy(false);
    if (!ok) return showError();
    flashToast('success', 'toast.loggedOut');
    go(href('login'));
  };

  return (
    // minmax(0, …): a long unbroken line inside (a notification's preview) is cut, never widens the page.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="space-y-6">
        <section aria-labelledby="account-who" className="rounded-2xl bg-white p-5 shadow-sm">
          <h2 id="account-who" className="text-xl font-bold">
            {t(venue ? 'account.venue.heading' : 'account.heading', { name: user.username })}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {user.email && (
              <>
                <dt className="font-semibold">{t('account.email')}</dt>
                <dd>
                  {user.email} <span className="text-ink-muted">({t(user.emailVerified ? 'account.verified' : 'account.unverified')})</span>
                </dd>
              </>
            )}
            {user.phone && (
              <>
                <dt className="font-semibold">{t('account.phone')}</dt>
                <dd>
                  {user.phone} <span className="text-ink-muted">({t(user.phoneVerified ? 'account.verified' : 'account.unverified')})</span>
                </dd>
              </>
            )}
            <dt className="font-semibold">{t('account.roles')}</dt>
            <dd>
              <ul className="flex flex-wrap gap-2" aria-label={t('account.roles')}>
                {user.roles.map((r) => (
                  <li key={r.id} className="chip">
                    {t(`account.role.${ROLE_NAMES[r.id as RoleId] ?? 'unknown'}`)}
                  </li>
                ))}
              </ul>
            </dd>
            <dt className="font-semibold">{t('account.vip')}</dt>
            <dd data-testid="vip-status">
              {vip && user.vipValidTill ? t('account.vip.active', { date: date(user.vipValidTill) }) : t('account.vip.none')}
            </dd>
          </dl>
          {user.isQuarantined && <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('account.quarantined')}</p>}
          {user.isQuarantined && hasRole(user.roles, ROLES.manager) && (
            <Suspense fallback={null}>
              <QuarantineModal oncePerSession />
            </Suspense>
          )}
        </section>

        {!venue && hasRole(user.roles, ROLES.escort) && (
          <Suspense fallback={<p role="status">{t('account.profile.loading')}</p>}>
            <EscortSupply />
          </Suspense>
        )}

        <Restrictions />

        <Suspense fallback={null}>
          <Notifications />
        </Suspense>

        <nav aria-labelledby="account-links" className="rounded-2xl bg-white p-5 shadow-sm">
          <h2 id="account-links" className="text-lg font-bold">
            {t('account.links')}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {accountLinks(user.roles).map((l) => (
              <li key={l.path}>
                <a
                  href={path(l.path)}
                  className="block rounded-lg border border-gray-200 px-3 py-2 no-underline hover:border-brand-600 hover:bg-brand-50"
                >
                  {t(l.key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="space-y-6">
        <section aria-labelledby="account-username" className="rounded-2xl bg-white p-5 shadow-sm">
          <h2 id="account-username" className="text-lg font-bold">
            {t('account.username.title')}
          </h2>
          <UsernameForm />
        </section>
        {can(user.roles, 'canImpersonate') && !user.isAdminImpersonating && (
          <section aria-labelledby="account-impersonate" className="rounded-2xl bg-white p-5 shadow-sm">
            <h2 id="account-impersonate" className="text-lg font-bold">
              {t('account.impersonate.title')}
            </h2>
            <ImpersonateForm />
          </section>
        )}
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => void signOut()}>
          {t('account.logout')}
        </button>
      </div>
    </div>
  );
}

/** /users/account. */
export default function AccountPage() {
  return <AccountView venue={false} />;
}

/** /users/account-venue (venue role). */
export function AccountVenuePage() {
  return <AccountView venue />;
}
