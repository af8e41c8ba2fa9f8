/**
 * The escort's part of the account page: the profile's status with Publish / Unpublish, a link to
 * finish onboarding while it is open, links to the editor tabs, and the 30-day dashboard.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { getOnboarding } from '../../lib/api/client/onboarding.ts';
import { getDashboardData, getOwnProfile, unpublishProfile } from '../../lib/api/client/own-profile.ts';
import type { DashboardData, OwnProfile } from '../../lib/api/own-profile.ts';
import { localeTag } from '../../lib/format.ts';
import { showError } from '../../stores/toasts.ts';
import { useApp } from '../app/context.ts';
import { EDITOR_TABS } from '../editor/tabs.ts';
import { PublishDialogs } from '../publish/PublishDialogs.tsx';
import { PublishProblems } from '../publish/PublishProblems.tsx';
import { usePublish } from '../publish/usePublish.ts';
import { primaryButton, secondaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';
import Dashboard from './dashboard/Dashboard.tsx';
import { profileStatus } from './profileStatus.ts';

// Tips and gallery sales in one line (its own chunk).
const EarningsCard = lazy(() => import('../tips/EarningsCard.tsx'));

const STATUS_STYLE = {
  published: 'bg-emerald-50 text-emerald-900',
  review: 'bg-amber-50 text-amber-900',
  unpublished: 'bg-gray-100 text-ink',
} as const;

/** The section. */
export default function EscortSupply() {
  const t = useT('account', 'app', 'editor', 'onboarding');
  const { href, path, locale, region } = useApp();
  const [profile, setProfile] = useState<OwnProfile>();
  const [onboarded, setOnboarded] = useState(true);
  const [dashboard, setDashboard] = useState<DashboardData>();
  const [unpublishing, setUnpublishing] = useState(false);

  const reload = async () => {
    const res = await getOwnProfile();
    if (res.data) setProfile(res.data.results);
  };
  const publish = usePublish('profile', { onDone: () => void reload() });

  useEffect(() => {
    void reload();
    void getOnboarding().then((res) => res.data && setOnboarded(res.data.results.step === 'done' || res.data.results.profilePublished));
    void getDashboardData().then((res) => res.data && setDashboard(res.data.results));
  }, []);

  const unpublish = async () => {
    setUnpublishing(true);
    const res = await unpublishProfile();
    setUnpublishing(false);
    if (res.data) await reload();
    else showError();
  };

  const status = profile && profileStatus(profile);
  return (
    <>
      <section aria-labelledby="account-profile" className="space-y-3 rounded-2xl bg-white p-5 shadow-sm" data-testid="profile-status">
        <h2 id="account-profile" className="text-lg font-bold">
          {t('account.profile.heading')}
        </h2>
        {!profile || !status ? (
          <p role="status">{t('editor.loading')}</p>
        ) : (
          <>
            <p className={`rounded-lg px-3 py-2 text-sm font-semibold ${STATUS_STYLE[status]}`} data-status={status}>
              {t(`account.profile.status.${status}`)}
            </p>
            {!onboarded && (
              <p>
                <a href={href('accountOnboard')} className="font-semibold">
                  {t('account.profile.continueOnboarding')}
                </a>
              </p>
            )}
            <PublishProblems problems={publish.problems} />
            <div className="flex flex-wrap gap-3">
              {profile.profilePublished ? (
                <>
                  <a href={profile.path.startsWith(`${region.prefix}/`) ? profile.path : path(profile.path)} className={secondaryButton}>
                    {t('account.profile.view')}
                  </a>
                  <button type="button" className={secondaryButton} disabled={unpublishing} onClick={() => void unpublish()}>
                    {t('account.profile.unpublish')}
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  className={`${primaryButton} sm:w-auto`}
                  disabled={publish.busy}
                  onClick={() => void publish.publish()}
                >
                  {t('account.profile.publish')}
                </button>
              )}
            </div>
            <PublishDialogs state={publish} />
          </>
        )}
        <nav aria-labelledby="account-editor">
          <h3 id="account-editor" className="mt-2 font-semibold">
            {t('account.profile.edit')}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {EDITOR_TABS.map((id) => (
              <li key={id}>
                <a href={href(id)} className="chip no-underline hover:border-brand-600">
                  {t(`app.${id}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </section>
      <Suspense fallback={null}>
        <EarningsCard />
      </Suspense>
      {dashboard && <Dashboard data={dashboard} tag={localeTag(locale, region.code)} />}
    </>
  );
}
