/**
 * The links of the account page, each shown to the roles that may use it (SPEC §6 permission
 * table and the role-only pages of SPEC §2). Later features fill the pages behind them.
 */
import type { NamespaceKey } from '../../../i18n/index.ts';
import { can, hasRole, ROLES, type Permission, type RoleId, type RolesLike } from '../../lib/permissions.ts';

export interface AccountLink {
  /** i18n key of the label. */
  key: NamespaceKey<'account'>;
  /** Site path without region prefix. */
  path: string;
}

type Rule = { role: RoleId } | { permission: Permission };

const LINKS: readonly (AccountLink & { rule: Rule })[] = [
  { key: 'account.link.profile', path: '/users/profile/', rule: { permission: 'canViewAccountPage' } },
  { key: 'account.link.messages', path: '/users/account/messages/', rule: { permission: 'canViewAccountPage' } },
  { key: 'account.link.password', path: '/users/profile/password/', rule: { permission: 'canViewAccountPage' } },
  { key: 'account.link.onboarding', path: '/onboarding/', rule: { role: ROLES.escort } },
  { key: 'account.link.availability', path: '/users/profile/availability/', rule: { role: ROLES.escort } },
  { key: 'account.link.alarme', path: '/users/profile/alarme/', rule: { role: ROLES.escort } },
  { key: 'account.link.example', path: '/users/account-example/', rule: { permission: 'canViewAboutMeExample' } },
  { key: 'account.link.venue', path: '/users/account-venue/', rule: { role: ROLES.venue } },
  { key: 'account.link.manager', path: '/manager/', rule: { role: ROLES.manager } },
  { key: 'account.link.vip', path: '/users/products/punter-vip/', rule: { role: ROLES.punter } },
  { key: 'account.link.credits', path: '/users/products/buy-credits/', rule: { role: ROLES.punter } },
  { key: 'account.link.clientOnboarding', path: '/client/onboarding/', rule: { role: ROLES.punter } },
];

/** The links a user holding `roles` may use, in page order. */
export function accountLinks(roles: RolesLike): AccountLink[] {
  return LINKS.filter(({ rule }) => ('role' in rule ? hasRole(roles, rule.role) : can(roles, rule.permission))).map(({ key, path }) => ({
    key,
    path,
  }));
}
