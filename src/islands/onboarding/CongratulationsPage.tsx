/**
 * /onboarding/congratulations/ (the site's default layout: header and footer): the profile is
 * published, or saved and held for review (the publish step adds `?review=1`; the own profile
 * decides), in a card in the middle of the page that carries the page's heading. "Continue to
 * Profile" opens the public profile once it is listed, else (held for review) the profile editor;
 * the account is one link further.
 */
import { useEffect } from 'react';
import { useApp } from '../app/context.ts';
import { useOwnProfile } from '../profile-forms/data.ts';
import { primaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';

export default function CongratulationsPage() {
  const t = useT('onboarding', 'app');
  const { href } = useApp();
  const own = useOwnProfile();
  // Listed: the public page exists. Held for review, it does not yet: the editor instead.
  const listed = own.profilePublished && !own.quarantined;

  useEffect(() => {
    // The card carries the page's heading; the shell's generic one gives way to it.
    const shellTitle = document.querySelector<HTMLElement>('[data-shell-title]');
    if (shellTitle) shellTitle.hidden = true;
    return () => {
      if (shellTitle) shellTitle.hidden = false;
    };
  }, []);

  return (
    <section
      aria-labelledby="congrats-heading"
      className="mx-auto w-full max-w-lg overflow-hidden rounded-2xl border border-gray-200 bg-white text-center shadow-sm"
    >
      <div aria-hidden="true" className="h-2 bg-gradient-to-r from-brand-600 via-brand-700 to-brand-900" />
      <div className="flex flex-col items-center gap-5 px-6 py-10 sm:px-10">
        <span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </span>
        <h1 id="congrats-heading" className="text-3xl font-bold text-ink">
          {t('onboarding.congrats.heading')}
        </h1>
        <p className="text-lg text-ink">{t(listed ? 'onboarding.congrats.published' : 'onboarding.congrats.review')}</p>
        <a href={listed ? own.path : href('profile')} className={`${primaryButton} mt-2 no-underline`}>
          {t('app.onboardingCongratulations.next')}
        </a>
        <a href={href('account')} className="font-semibold text-brand-800 underline">
          {t('onboarding.congrats.account')}
        </a>
      </div>
    </section>
  );
}
