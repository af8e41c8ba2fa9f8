/**
 * /users/account-example/: an example about-me text and profile layout, as guidance for writing a
 * profile (SPEC §6 canViewAboutMeExample: venues, escorts, managers). Any other signed-in role is
 * sent to the root with the wrong-role notice, like the role-only pages.
 */
import { useStore } from '../ui/useStore.ts';
import { useEffect } from 'react';
import { can } from '../../lib/permissions.ts';
import { appPath } from '../../lib/routing/app-routes.ts';
import { $user } from '../../stores/session.ts';
import { flashToast } from '../../stores/toasts.ts';
import { useApp } from '../app/context.ts';
import { useT } from '../ui/useT.ts';

/** The sections of the example, in the order a profile shows them. */
const SECTIONS = ['slogan', 'about', 'meeting', 'prices', 'hours'] as const;

/** The page. */
export default function AccountExamplePage() {
  const t = useT('account');
  const { region, href } = useApp();
  const user = useStore($user);
  const allowed = can(user?.roles, 'canViewAboutMeExample');

  useEffect(() => {
    if (!user || allowed) return;
    const root = `${region.prefix}/`;
    flashToast(
      'error',
      'toast.wrongRole.aboutMeExample',
      { key: 'toast.wrongRole.next', href: appPath('account', undefined, region.prefix) },
      root,
    );
    window.location.replace(root);
  }, [user, allowed, region.prefix]);

  if (!user || !allowed) return null;
  return (
    <article aria-labelledby="example-heading" className="max-w-3xl space-y-5 rounded-2xl bg-white p-5 shadow-sm">
      <header>
        <h2 id="example-heading" className="text-xl font-bold">
          {t('account.example.heading')}
        </h2>
        <p className="mt-1 text-ink-muted">{t('account.example.intro')}</p>
      </header>
      <dl className="space-y-4">
        {SECTIONS.map((s) => (
          <div key={s} className="rounded-xl border border-gray-200 p-4">
            <dt className="text-sm font-semibold uppercase tracking-wide text-brand-800">{t(`account.example.${s}.title`)}</dt>
            <dd className="mt-2 whitespace-pre-line">{t(`account.example.${s}.text`)}</dd>
            <dd className="mt-2 text-sm text-ink-muted">{t(`account.example.${s}.tip`)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm">
        <a href={href('profileAbout')} className="font-semibold">
          {t('account.example.edit')}
        </a>
      </p>
    </article>
  );
}
