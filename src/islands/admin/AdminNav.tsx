/** The admin area's page links, each shown to the roles whose permission opens it; support sees a read-only note. */
import { useStore } from '../ui/useStore.ts';
import type { ReactNode } from 'react';
import { can, type Permission } from '../../lib/permissions.ts';
import type { StaticRouteId } from '../../lib/routing/app-routes.ts';
import { $user } from '../../stores/session.ts';
import { useApp } from '../app/context.ts';
import { FormAlert } from '../ui/fields.tsx';
import { useT } from '../ui/useT.ts';

/** The admin pages in menu order, with the permission each needs. */
export const ADMIN_PAGES = [
  { route: 'admin', permission: 'canModerate', key: 'admin.nav.overview' },
  { route: 'adminQueue', permission: 'canModerate', key: 'admin.nav.queue' },
  { route: 'adminReports', permission: 'canModerate', key: 'admin.nav.reports' },
  { route: 'adminReviews', permission: 'canModerate', key: 'admin.nav.reviews' },
  { route: 'adminUsers', permission: 'canModerate', key: 'admin.nav.users' },
  { route: 'adminProfile', permission: 'canModerate', key: 'admin.nav.profile' },
  { route: 'adminAppeals', permission: 'canModerate', key: 'admin.nav.appeals' },
  { route: 'adminPayments', permission: 'canModerate', key: 'admin.nav.payments' },
  { route: 'adminStatistics', permission: 'canViewAdminArea', key: 'admin.nav.statistics' },
  { route: 'adminAudit', permission: 'canViewAuditLog', key: 'admin.nav.audit' },
  { route: 'adminMessageExample', permission: 'canViewAdminMessageExample', key: 'admin.nav.messageExample' },
  { route: 'adminSecurity', permission: 'canViewAdminArea', key: 'admin.nav.security' },
] as const satisfies readonly { route: StaticRouteId; permission: Permission; key: string }[];

/** The page frame: the menu, a note for read-only roles, then the page (or a refusal without `permission`). */
export default function AdminFrame({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { href, routeId } = useApp();
  const t = useT('admin');
  const user = useStore($user);
  const roles = user?.roles ?? [];
  const mayWrite = can(roles, 'canModerateWrite');
  return (
    <div className="space-y-6">
      <nav aria-label={t('admin.nav.label')}>
        <ul className="flex flex-wrap gap-2 text-sm">
          {ADMIN_PAGES.filter((p) => can(roles, p.permission)).map((p) => {
            const to = href(p.route);
            const current = routeId === p.route;
            return (
              <li key={p.route}>
                <a
                  href={to}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-block rounded-full border px-3 py-1 ${current ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white text-ink hover:border-brand-700'}`}
                >
                  {t(p.key)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      {user && !mayWrite && <FormAlert tone="info" message={t('admin.readOnly')} />}
      {user && !can(roles, permission) ? <FormAlert message={t('admin.notAllowed')} /> : children}
    </div>
  );
}
