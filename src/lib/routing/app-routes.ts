/**
 * The app (personal) routes of SPEC §2. Each is rendered per region as a `noindex` shell whose
 * island the feature issues fill. Dynamic segments (`:param`) become one shell that the server
 * rewrites matching paths to (listed in `/_shells.json`).
 */
import type { LayoutName } from '../../layouts/layouts.ts';
import { REGISTRATION_ROLES } from '../../domain/roles.ts';
import type { AccessLevel } from '../permissions.ts';

/** Who may open a route: anyone, any logged-in user, or a role (SPEC §2, §5, §6; the table of permissions.ts). */
export type Access = AccessLevel;

/** A route as the table declares it: path without region prefix (`:name` marks a dynamic segment). */
interface RouteSpec {
  path: string;
  layout: LayoutName;
  access: Access;
  /** Fixed values of a dynamic segment that get their own pre-rendered page. */
  params?: Record<string, readonly string[]>;
}

/** Any route shape (the table's routes, or a test's). */
export interface RouteDef extends RouteSpec {
  /** Stable id; the page title is the i18n key `app.<id>.title`. */
  id: string;
}

const route = <const P extends string>(
  path: P,
  layout: LayoutName = 'default',
  access: Access = 'public',
  params?: RouteSpec['params'],
): RouteSpec & { path: P } => ({ path, layout, access, ...(params ? { params } : {}) });

/** Every app route of SPEC §2, by id (the key order is the page order of the inventory). */
const ROUTE_TABLE = {
  // Authentication
  login: route('/users/login/', 'default-no-footer'),
  registration: route('/users/registration/', 'default-no-footer'),
  registrationInfo: route('/users/registration/info/:registrationRole/', 'default-no-footer', 'public', {
    registrationRole: REGISTRATION_ROLES,
  }),
  verifyPhoneWhatsapp: route('/users/registration/verify-phone/whatsapp/', 'default-no-footer'),
  verifyPhone: route('/users/registration/verify-phone/:hashRegistration/', 'default-no-footer'),
  registrationConfirmation: route('/users/registration/confirmation/', 'default-no-footer', 'login'),
  forgotPassword: route('/users/forgot-password/', 'light-gradient'),
  forgotPasswordVerify: route('/users/forgot-password/verify/', 'light-gradient'),
  forgotPasswordToken: route('/users/forgot-password/:forgotPasswordEmailToken/', 'light-gradient'),
  verifyEmail: route('/users/verify/:token/', 'light'),
  stopImpersonate: route('/users/login/stop-impersonate/', 'light'),
  impersonate: route('/users/impersonate/:secret/:userId/', 'light'),
  // The demo outbox: messages the server "sent" (its API answers only in demo mode).
  outbox: route('/demo/outbox/', 'light'),
  // A trusted contact of an escort (no account): confirms being a contact, and sees an alert (secret in the URL's fragment).
  alarmeConfirm: route('/emergency/confirm/', 'light'),
  alarmeAlert: route('/emergency/alert/', 'light'),
  // Account and profile
  account: route('/users/account/', 'account', 'login'),
  // The escort's place and address (the profile's; no other role has one).
  accountAddress: route('/users/account/address/', 'account', 'escort'),
  accountExample: route('/users/account-example/', 'account-with-footer', 'login'),
  accountVenue: route('/users/account-venue/', 'account-with-footer', 'venue'),
  favourites: route('/users/account/favourites/', 'account', 'punter'),
  savedSearches: route('/users/account/saved-searches/', 'account', 'punter'),
  purchasedGalleries: route('/users/account/galleries/', 'account', 'punter'),
  payments: route('/users/account/payments/', 'account', 'login'),
  earnings: route('/users/account/earnings/', 'account', 'escort'),
  messages: route('/users/account/messages/', 'account', 'login'),
  messagesAi: route('/users/account/messages/ai/', 'account', 'login'),
  profile: route('/users/profile/', 'account', 'escort'),
  profileAbout: route('/users/profile/about/', 'account', 'escort'),
  profileFeatures: route('/users/profile/features/', 'account', 'escort'),
  profilePrices: route('/users/profile/prices/', 'account', 'escort'),
  profileReviews: route('/users/profile/reviews/', 'account', 'escort'),
  profilePassword: route('/users/profile/password/', 'account', 'login'),
  profileAvailability: route('/users/profile/availability/', 'account', 'escort'),
  profileAlarme: route('/users/profile/alarme/', 'account', 'escort'),
  profileGalleries: route('/users/profile/galleries/', 'account', 'escort'),
  accountOnboard: route('/users/account/onboard/', 'account', 'escort'),
  manager: route('/manager/', 'account-with-footer', 'manager'),
  managerContactDetails: route('/manager/contact-details/', 'account-with-footer', 'manager'),
  // Admin area: the security event and impersonation logs (every admin level, support included),
  // moderation and payments (support reads only), the audit log and the message example; the server
  // guards each.
  adminSecurity: route('/admin/security/', 'account', 'admin'),
  admin: route('/admin/', 'account', 'admin'),
  adminQueue: route('/admin/queue/', 'account', 'admin'),
  adminReports: route('/admin/reports/', 'account', 'admin'),
  adminReviews: route('/admin/reviews/', 'account', 'admin'),
  adminUsers: route('/admin/users/', 'account', 'admin'),
  adminProfile: route('/admin/profiles/', 'account', 'admin'),
  adminAppeals: route('/admin/appeals/', 'account', 'admin'),
  adminPayments: route('/admin/payments/', 'account', 'admin'),
  adminAudit: route('/admin/audit/', 'account', 'admin'),
  adminMessageExample: route('/admin/message-example/', 'account', 'admin'),
  adminStatistics: route('/admin/statistics/', 'account', 'admin'),
  // Escort onboarding
  onboarding: route('/onboarding/', 'onboarding', 'escort'),
  onboardingAbout: route('/onboarding/about/', 'onboarding', 'escort'),
  onboardingLocation: route('/onboarding/location/', 'onboarding', 'escort'),
  onboardingMedia: route('/onboarding/media/', 'onboarding', 'escort'),
  onboardingServices: route('/onboarding/services/', 'onboarding', 'escort'),
  // The last step is a page of the site again: header and footer around it.
  onboardingCongratulations: route('/onboarding/congratulations/', 'default', 'escort'),
  // Punter flows
  clientOnboarding: route('/client/onboarding/', 'punter-onboarding-layout', 'punter'),
  clientOnboardingCredits: route('/client/onboarding/credits/', 'punter-onboarding-layout', 'punter'),
  punterVip: route('/users/products/punter-vip/', 'upgrade', 'punter'),
  buyPremium: route('/users/products/buy-premium/', 'upgrade', 'punter'),
  buyCredits: route('/users/products/buy-credits/', 'upgrade', 'punter'),
  checkoutBuyCredits: route('/checkout/buy-credits/', 'upgrade', 'punter'),
  upgrade: route('/upgrade/', 'upgrade', 'punter'),
  upgradePackage: route('/upgrade/package/', 'upgrade', 'punter'),
  upgradeBuyCreditsOld: route('/upgrade/buy-credits_OLD/', 'upgrade', 'punter'),
  // AI
  aiCreate: route('/ai-girlfriend/create/', 'ai-girlfriend'),
  aiResults: route('/ai-girlfriend/results/', 'ai-girlfriend', 'login'),
  // Public profile
  userProfile: route('/users/:userId/', 'default-profile'),
  // Static previews
  staticEstablishment: route('/__static/establishment/', 'light'),
  staticEstablishmentProfile: route('/__static/establishment/profile/', 'light'),
  staticEstablishmentAmenities: route('/__static/establishment/profile/amenities/', 'light'),
  staticEstablishmentCoverPhoto: route('/__static/establishment/profile/cover-photo/', 'light'),
  staticEstablishmentFoodDrinks: route('/__static/establishment/profile/food-and-drinks/', 'light'),
  staticEstablishmentOpeningHours: route('/__static/establishment/profile/opening-hours/', 'light'),
  staticEstablishmentWebsite: route('/__static/establishment/profile/website-url/', 'light'),
  staticPunter: route('/__static/punter/', 'light'),
  staticPunterProfile: route('/__static/punter/profile/', 'light'),
  staticPunterFavourites: route('/__static/punter/profile/favourites/', 'light'),
  staticPunterSavedSearches: route('/__static/punter/profile/saved-searches/', 'light'),
  staticPunterSubscribedGalleries: route('/__static/punter/profile/subscribed-galleries/', 'light'),
  staticPunterUpgrade: route('/__static/punter/upgrade/', 'upgrade'),
} as const satisfies Record<string, RouteSpec>;

/** The id of an app route. */
export type AppRouteId = keyof typeof ROUTE_TABLE;

/** A route of the table. */
export interface AppRoute extends RouteDef {
  id: AppRouteId;
}

/** Every app route of SPEC §2, in table order. */
export const APP_ROUTES: readonly AppRoute[] = (Object.keys(ROUTE_TABLE) as AppRouteId[]).map((id) => ({ id, ...ROUTE_TABLE[id] }));

/** The route of an id. */
export function appRoute(id: AppRouteId): AppRoute {
  return { id, ...ROUTE_TABLE[id] };
}

/** Whether a string is the id of an app route. */
export function isAppRouteId(id: string): id is AppRouteId {
  return Object.hasOwn(ROUTE_TABLE, id);
}

/** The names of the dynamic segments of a path ("/users/:userId/" → "userId"). */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<`/${Rest}`> : never;

/** The segment values a route's path needs. */
export type AppRouteParams<I extends AppRouteId> = Record<ParamNames<(typeof ROUTE_TABLE)[I]['path']>, string | number>;

/** Routes whose path has no dynamic segment. */
export type StaticRouteId = { [I in AppRouteId]: ParamNames<(typeof ROUTE_TABLE)[I]['path']> extends never ? I : never }[AppRouteId];

/**
 * The site path of a route: `:param` segments filled (percent-encoded), then the region prefix
 * ("/uk"; empty for the default region) put in front.
 */
export function appPath<I extends StaticRouteId>(id: I, params?: undefined, regionPrefix?: string): string;
export function appPath<I extends AppRouteId>(id: I, params: AppRouteParams<I>, regionPrefix?: string): string;
export function appPath(id: AppRouteId, params?: Record<string, string | number>, regionPrefix = ''): string {
  const path = ROUTE_TABLE[id].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`appPath('${id}') needs the segment :${name}`);
    return encodeURIComponent(String(value));
  });
  return `${regionPrefix}${path}`;
}

/** `appPath` bound to a region prefix. */
export interface AppHref {
  <I extends StaticRouteId>(id: I): string;
  <I extends AppRouteId>(id: I, params: AppRouteParams<I>): string;
}

/** The route-path function of a region ("/uk": `href('login')` → "/uk/users/login/"). */
export function appHref(regionPrefix: string): AppHref {
  return (id: AppRouteId, params?: Record<string, string | number>) => appPath(id as StaticRouteId, params as undefined, regionPrefix);
}

/** The placeholder segment a dynamic shell is built at ("/users/:userId/" → "/users/_/"). */
export const SHELL_SEGMENT = '_';

/**
 * Expand a route into the concrete paths to pre-render: fixed params get one page each; any other
 * dynamic segment becomes the shell segment.
 */
export function expandRoute(r: RouteDef): { path: string; params: Record<string, string>; shell: boolean }[] {
  let variants: { path: string; params: Record<string, string>; shell: boolean }[] = [{ path: r.path, params: {}, shell: false }];
  for (const name of r.path.match(/:(\w+)/g)?.map((m) => m.slice(1)) ?? []) {
    const fixed = r.params?.[name];
    variants = variants.flatMap((v) =>
      fixed
        ? fixed.map((value) => ({ path: v.path.replace(`:${name}`, value), params: { ...v.params, [name]: value }, shell: v.shell }))
        : [{ path: v.path.replace(`:${name}`, SHELL_SEGMENT), params: v.params, shell: true }],
    );
  }
  return variants;
}
