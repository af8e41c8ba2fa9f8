/**
 * The links of the account page, each shown to the roles that may use it (SPEC §6 permission
 * table and the role-only pages of SPEC §2). Later features fill the pages behind them.
 */
import type { NamespaceKey } from '../../../i18n/index.ts';
import { can, hasRole, ROLES, type Permission, type RoleId, type RolesLike } from '../../lib/permissions.ts';
import { appPath, type StaticRouteId } from '../../lib/routing/app-routes.ts';

export interface AccountLink {
  /** i18n key of the label. */
  key: NamespaceKey<'account'>;
  /** Site path without region prefix. */
  path: string;
}

interface LinkSpec {
  key: AccountLink['key'];
  route: StaticRouteId;
  rule: Rule;
}

type Rule = { role: RoleId } | { permission: Permission };

const LINKS: readonly LinkSpec[] = [
  { key: 'account.link.profile', route: 'profile', rule: { role: ROLES.escort } },
  { key: 'account.link.messages', route: 'messages', rule: { permission: 'canViewAccountPage' } },
  { key: 'account.link.aiCreations', route: 'aiResults', rule: { permission: 'canViewAccountPage' } },
  { key: 'account.link.password', route: 'profilePassword', rule: { permission: 'canViewAccountPage' } },
  { key: 'account.link.onboarding', route: 'onboarding', rule: { role: ROLES.escort } },
  { key: 'account.link.availability', route: 'profileAvailability', rule: { role: ROLES.escort } },
  { key: 'account.link.earnings', route: 'earnings', rule: { role: ROLES.escort } },
  { key: 'account.link.galleries', route: 'profileGalleries', rule: { role: ROLES.escort } },
  { key: 'account.link.alarme', route: 'profileAlarme', rule: { role: ROLES.escort } },
  { key: 'account.link.example', route: 'accountExample', rule: { permission: 'canViewAboutMeExample' } },
  { key: 'account.link.venue', route: 'accountVenue', rule: { role: ROLES.venue } },
  { key: 'account.link.manager', route: 'manager', rule: { role: ROLES.manager } },
  { key: 'account.link.favourites', route: 'favourites', rule: { role: ROLES.punter } },
  { key: 'account.link.payments', route: 'payments', rule: { permission: 'canViewAccountPage' } },
  { key: 'account.link.savedSearches', route: 'savedSearches', rule: { role: ROLES.punter } },
  { key: 'account.link.purchasedGalleries', route: 'purchasedGalleries', rule: { role: ROLES.punter } },
  { key: 'account.link.vip', route: 'punterVip', rule: { role: ROLES.punter } },
  { key: 'account.link.credits', route: 'buyCredits', rule: { role: ROLES.punter } },
  { key: 'account.link.clientOnboarding', route: 'clientOnboarding', rule: { role: ROLES.punter } },
  { key: 'account.link.admin', route: 'admin', rule: { permission: 'canModerate' } },
  { key: 'account.link.security', route: 'adminSecurity', rule: { permission: 'canViewAdminArea' } },
];

/** The links a user holding `roles` may use, in page order. */
export function accountLinks(roles: RolesLike): AccountLink[] {
  return LINKS.filter(({ rule }) => ('role' in rule ? hasRole(roles, rule.role) : can(roles, rule.permission))).map(({ key, route }) => ({
    key,
    path: appPath(route),
  }));
}
