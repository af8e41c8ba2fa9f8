/**
 * Demo accounts: one per role (SPEC §6) plus the states worth trying (VIP punter, quarantined
 * manager, unpublished escort, an escort held for review, a user with several roles). All share one
 * password; they exist only in demo databases (`users.is_demo = 1`).
 */
import { isAdmin, ROLES, type RoleId } from '../../lib/permissions.ts';
import type { RegionCode } from '../../../regions/schema.ts';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'lustmap-demo';

/**
 * The second-factor (TOTP) secret of every demo admin and support account: fixed and published so
 * the demo can be tried (`npm run totp -- admin@demo.lustmap.test` prints the current code, or add
 * it to any authenticator app). Demo databases only; real admins enrol their own.
 */
export const DEMO_TOTP_SECRET = 'LUSTMAPDEMOADMINSECONDFACTOR2345';

/** Demo e-mail domain (".test" is reserved and never delivers mail). */
export const DEMO_DOMAIN = 'demo.lustmap.test';

export interface DemoAccount {
  username: string;
  email: string;
  roles: RoleId[];
  region: RegionCode;
  /** What to try with it. */
  note: string;
  /** Profile created for the account (`escort-held`: complete, held for review with two flagged photos; written last). */
  profile?: 'escort' | 'escort-unpublished' | 'escort-held' | 'venue' | 'punter';
  vip?: boolean;
  quarantined?: boolean;
  /** Username of the manager of this account's profile. */
  managedBy?: string;
}

const account = (username: string, roles: RoleId[], note: string, extra: Partial<DemoAccount> = {}): DemoAccount => ({
  username,
  email: `${username}@${DEMO_DOMAIN}`,
  roles,
  region: 'de',
  note,
  ...extra,
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account('punter', [ROLES.punter], 'punter with an active VIP plan; has favourites and reviews', { profile: 'punter', vip: true }),
  account('punter-basic', [ROLES.punter], 'punter without VIP', { profile: 'punter', region: 'uk' }),
  account('escort', [ROLES.escort], 'escort with a published profile in Köln', { profile: 'escort', managedBy: 'manager' }),
  account('escort-new', [ROLES.escort], 'escort half way through onboarding (contact and about saved, resumes at location; no photos)', {
    profile: 'escort-unpublished',
  }),
  account('venue', [ROLES.venue], 'venue (brothel) with a published profile', { profile: 'venue', managedBy: 'manager' }),
  account('manager', [ROLES.manager], 'manager of the demo escort and venue'),
  account('manager-quarantined', [ROLES.manager], 'quarantined manager (sees the quarantine modal)', { quarantined: true }),
  account('support', [ROLES.support], 'support'),
  account('admin', [ROLES.admin], 'admin (can delete any review)'),
  account('superadmin', [ROLES.superAdmin], 'super admin'),
  account('coreadmin', [ROLES.coreAdmin], 'core admin'),
  account('godadmin', [ROLES.godAdmin], 'god admin'),
  account('supergodadmin', [ROLES.superGodAdmin], 'super god admin'),
  account('multi', [ROLES.punter, ROLES.escort], 'punter and escort at once (several roles)', { profile: 'escort', region: 'at' }),
  account('escort-held', [ROLES.escort], 'escort held for review: two photos flagged as possible duplicates (the review queue)', {
    profile: 'escort-held',
  }),
];

/** Whether a demo account signs in with the demo second factor (admin and support roles). */
export const usesDemoTotp = (a: Pick<DemoAccount, 'roles'>) => isAdmin(a.roles);

/** The demo accounts as printable lines (for the start banner and db:reset). */
export function demoAccountLines(): string[] {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
  return [
    `Demo accounts (password for all: ${DEMO_PASSWORD})`,
    ...DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(width)}  ${a.note}`),
    `Admin and support accounts also ask for an authenticator code: npm run totp -- <e-mail> prints it`,
  ];
}
