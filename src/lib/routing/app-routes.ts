/**
 * The app (personal) routes of SPEC §2. Each is rendered per region as a `noindex` shell whose
 * island the feature issues fill. Dynamic segments (`:param`) become one shell that the server
 * rewrites matching paths to (listed in `/_shells.json`).
 */
import type { LayoutName } from '../../layouts/layouts.ts';

/** Who may open a route: anyone, any logged-in user, or a role (SPEC §2, §5, §6). */
export type Access = 'public' | 'login' | 'escort' | 'venue' | 'punter' | 'manager';

export interface AppRoute {
  /** Stable id; the page title is the i18n key `app.<id>.title`. */
  id: string;
  /** Path without region prefix; `:name` marks a dynamic segment. */
  path: string;
  layout: LayoutName;
  access: Access;
  /** Fixed values of a dynamic segment that get their own pre-rendered page. */
  params?: Record<string, readonly string[]>;
}

const route = (
  id: string,
  path: string,
  layout: LayoutName = 'default',
  access: Access = 'public',
  params?: AppRoute['params'],
): AppRoute => ({
  id,
  path,
  layout,
  access,
  ...(params ? { params } : {}),
});

/** Registration roles accepted by /users/registration/info/{registrationRole}. */
export const REGISTRATION_ROLES = ['punter', 'escort', 'venue'] as const;

/** Every app route of SPEC §2. */
export const APP_ROUTES: readonly AppRoute[] = [
  // Authentication
  route('login', '/users/login/', 'default-no-footer'),
  route('registration', '/users/registration/', 'default-no-footer'),
  route('registrationInfo', '/users/registration/info/:registrationRole/', 'default-no-footer', 'public', {
    registrationRole: REGISTRATION_ROLES,
  }),
  route('verifyPhoneWhatsapp', '/users/registration/verify-phone/whatsapp/', 'default-no-footer'),
  route('verifyPhone', '/users/registration/verify-phone/:hashRegistration/', 'default-no-footer'),
  route('registrationConfirmation', '/users/registration/confirmation/', 'default-no-footer', 'login'),
  route('forgotPassword', '/users/forgot-password/', 'light-gradient'),
  route('forgotPasswordVerify', '/users/forgot-password/verify/', 'light-gradient'),
  route('forgotPasswordToken', '/users/forgot-password/:forgotPasswordEmailToken/', 'light-gradient'),
  route('verifyEmail', '/users/verify/:token/', 'light'),
  route('stopImpersonate', '/users/login/stop-impersonate/', 'light'),
  route('impersonate', '/users/impersonate/:secret/:userId/', 'light'),
  // The demo outbox: messages the server "sent" (its API answers only in demo mode).
  route('outbox', '/demo/outbox/', 'light'),
  // Account and profile
  route('account', '/users/account/', 'account', 'login'),
  route('accountAddress', '/users/account/address/', 'account', 'login'),
  route('accountExample', '/users/account-example/', 'account-with-footer', 'login'),
  route('accountVenue', '/users/account-venue/', 'account-with-footer', 'venue'),
  route('messages', '/users/account/messages/', 'account', 'login'),
  route('messagesAi', '/users/account/messages/ai/', 'account', 'login'),
  route('profile', '/users/profile/', 'account', 'login'),
  route('profileAbout', '/users/profile/about/', 'account', 'login'),
  route('profileFeatures', '/users/profile/features/', 'account', 'login'),
  route('profilePrices', '/users/profile/prices/', 'account', 'login'),
  route('profileReviews', '/users/profile/reviews/', 'account', 'login'),
  route('profilePassword', '/users/profile/password/', 'account', 'login'),
  route('profileAvailability', '/users/profile/availability/', 'account', 'login'),
  route('profileAlarme', '/users/profile/alarme/', 'account', 'escort'),
  route('accountOnboard', '/users/account/onboard/', 'account', 'escort'),
  route('manager', '/manager/', 'account-with-footer', 'manager'),
  route('managerContactDetails', '/manager/contact-details/', 'account-with-footer', 'manager'),
  // Escort onboarding
  route('onboarding', '/onboarding/', 'onboarding', 'escort'),
  route('onboardingAbout', '/onboarding/about/', 'onboarding', 'escort'),
  route('onboardingLocation', '/onboarding/location/', 'onboarding', 'escort'),
  route('onboardingMedia', '/onboarding/media/', 'onboarding', 'escort'),
  route('onboardingServices', '/onboarding/services/', 'onboarding', 'escort'),
  route('onboardingCongratulations', '/onboarding/congratulations/', 'none', 'escort'),
  // Punter flows
  route('clientOnboarding', '/client/onboarding/', 'punter-onboarding-layout', 'punter'),
  route('clientOnboardingCredits', '/client/onboarding/credits/', 'punter-onboarding-layout', 'punter'),
  route('punterVip', '/users/products/punter-vip/', 'upgrade', 'punter'),
  route('buyPremium', '/users/products/buy-premium/', 'upgrade', 'punter'),
  route('buyCredits', '/users/products/buy-credits/', 'upgrade', 'punter'),
  route('checkoutBuyCredits', '/checkout/buy-credits/', 'upgrade', 'punter'),
  route('upgrade', '/upgrade/', 'upgrade', 'punter'),
  route('upgradePackage', '/upgrade/package/', 'upgrade', 'punter'),
  route('upgradeBuyCreditsOld', '/upgrade/buy-credits_OLD/', 'upgrade', 'punter'),
  // AI
  route('aiCreate', '/ai-girlfriend/create/', 'ai-girlfriend'),
  route('aiResults', '/ai-girlfriend/results/', 'ai-girlfriend'),
  // Public profile
  route('userProfile', '/users/:userId/', 'default-profile'),
  // Static previews
  route('staticEstablishment', '/__static/establishment/', 'light'),
  route('staticEstablishmentProfile', '/__static/establishment/profile/', 'light'),
  route('staticEstablishmentAmenities', '/__static/establishment/profile/amenities/', 'light'),
  route('staticEstablishmentCoverPhoto', '/__static/establishment/profile/cover-photo/', 'light'),
  route('staticEstablishmentFoodDrinks', '/__static/establishment/profile/food-and-drinks/', 'light'),
  route('staticEstablishmentOpeningHours', '/__static/establishment/profile/opening-hours/', 'light'),
  route('staticEstablishmentWebsite', '/__static/establishment/profile/website-url/', 'light'),
  route('staticPunter', '/__static/punter/', 'light'),
  route('staticPunterProfile', '/__static/punter/profile/', 'light'),
  route('staticPunterFavourites', '/__static/punter/profile/favourites/', 'light'),
  route('staticPunterSavedSearches', '/__static/punter/profile/saved-searches/', 'light'),
  route('staticPunterSubscribedGalleries', '/__static/punter/profile/subscribed-galleries/', 'light'),
  route('staticPunterUpgrade', '/__static/punter/upgrade/', 'upgrade'),
];

/** The placeholder segment a dynamic shell is built at ("/users/:userId/" → "/users/_/"). */
export const SHELL_SEGMENT = '_';

/**
 * Expand a route into the concrete paths to pre-render: fixed params get one page each; any other
 * dynamic segment becomes the shell segment.
 */
export function expandRoute(r: AppRoute): { path: string; params: Record<string, string>; shell: boolean }[] {
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
