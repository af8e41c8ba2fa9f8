/** /admin/: what each part of the admin area is for, with the parts the signed-in role may open. */
import { useStore } from '../ui/useStore.ts';
import { can } from '../../lib/permissions.ts';
import { $user } from '../../stores/session.ts';
import { useApp } from '../app/context.ts';
import { useT } from '../ui/useT.ts';
import AdminFrame, { ADMIN_PAGES } from './AdminNav.tsx';

type AdminPage = (typeof ADMIN_PAGES)[number];

export default function AdminOverviewPage() {
  const t = useT('admin');
  const { href } = useApp();
  const roles = useStore($user)?.roles ?? [];
  return (
    <AdminFrame permission="canModerate">
      <section aria-labelledby="admin-overview" className="space-y-4">
        <h2 id="admin-overview" className="text-xl font-semibold">
          {t('admin.overview.heading')}
        </h2>
        <p>{t('admin.overview.intro')}</p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {ADMIN_PAGES.filter((p): p is Exclude<AdminPage, { route: 'admin' }> => p.route !== 'admin' && can(roles, p.permission)).map(
            (p) => (
              <li key={p.route} className="rounded-2xl bg-white p-4 shadow-sm">
                <a href={href(p.route)} className="font-semibold">
                  {t(p.key)}
                </a>
                <p className="text-sm">{t(`admin.overview.about.${p.route}`)}</p>
              </li>
            ),
          )}
        </ul>
      </section>
    </AdminFrame>
  );
}
