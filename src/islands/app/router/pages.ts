/**
 * The React page of each app route (SPEC §2), loaded lazily so every route is its own chunk.
 * Feature work registers its pages here by route id (see src/lib/routing/app-routes.ts).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AppRouteId } from '../../../lib/routing/app-routes.ts';

/** A lazily loaded page. */
export type RoutePage = LazyExoticComponent<ComponentType>;

type Loader = () => Promise<{ default: ComponentType }>;

/** Route id → page loader. */
const LOADERS: Partial<Record<AppRouteId, Loader>> = {
  // Accounts: authentication, verification, password reset, impersonation, account pages.
  login: () => import('../../auth/LoginPage.tsx'),
  registration: () => import('../../auth/RegistrationPage.tsx'),
  registrationInfo: () => import('../../auth/RegistrationInfoPage.tsx'),
  verifyPhone: () => import('../../auth/VerifyPhonePage.tsx'),
  verifyPhoneWhatsapp: () => import('../../auth/VerifyWhatsappPage.tsx'),
  registrationConfirmation: () => import('../../auth/ConfirmationPage.tsx'),
  forgotPassword: () => import('../../auth/ForgotPasswordPage.tsx'),
  forgotPasswordVerify: () => import('../../auth/ForgotPasswordVerifyPage.tsx'),
  forgotPasswordToken: () => import('../../auth/ForgotPasswordTokenPage.tsx'),
  verifyEmail: () => import('../../auth/VerifyEmailPage.tsx'),
  impersonate: () => import('../../auth/ImpersonatePage.tsx'),
  stopImpersonate: () => import('../../auth/StopImpersonatePage.tsx'),
  outbox: () => import('../../auth/OutboxPage.tsx'),
  account: () => import('../../account/AccountPage.tsx'),
  accountVenue: () => import('../../venue/VenueAccountPage.tsx'),
  favourites: () => import('../../account/FavouritesPage.tsx'),
  savedSearches: () => import('../../saved-searches/SavedSearchesPage.tsx'),
  earnings: () => import('../../account/EarningsPage.tsx'),
  purchasedGalleries: () => import('../../galleries/PurchasedGalleriesPage.tsx'),
  profilePassword: () => import('../../editor/PasswordTab.tsx'),
  accountExample: () => import('../../account/AccountExamplePage.tsx'),
  // The profile editor's tabs.
  profilePrices: () => import('../../editor/PricesTab.tsx'),
  profileReviews: () => import('../../editor/ReviewsTab.tsx'),
  profileAvailability: () => import('../../editor/AvailabilityTab.tsx'),
  profileGalleries: () => import('../../galleries/GalleryEditorPage.tsx'),
  // Escort safety: the emergency-meetings tab, and the trusted contacts' two pages.
  profileAlarme: () => import('../../alarme/AlarmePage.tsx'),
  alarmeConfirm: () => import('../../alarme/ConfirmPage.tsx'),
  alarmeAlert: () => import('../../alarme/AlertPage.tsx'),
  // Escort onboarding, and the editor tabs that edit the same data.
  onboarding: () => import('../../onboarding/ContactStep.tsx'),
  onboardingAbout: () => import('../../onboarding/AboutStep.tsx'),
  onboardingLocation: () => import('../../onboarding/LocationStep.tsx'),
  onboardingMedia: () => import('../../onboarding/MediaStep.tsx'),
  onboardingServices: () => import('../../onboarding/ServicesStep.tsx'),
  onboardingCongratulations: () => import('../../onboarding/CongratulationsPage.tsx'),
  accountOnboard: () => import('../../onboarding/OnboardResumePage.tsx'),
  profile: () => import('../../editor/ProfileTab.tsx'),
  profileAbout: () => import('../../editor/AboutTab.tsx'),
  profileFeatures: () => import('../../editor/FeaturesTab.tsx'),
  accountAddress: () => import('../../editor/AddressPage.tsx'),
  // The manager area.
  manager: () => import('../../manager/ManagerPage.tsx'),
  managerContactDetails: () => import('../../manager/ContactDetailsPage.tsx'),
  // Admin area.
  adminSecurity: () => import('../../admin/AdminSecurityPage.tsx'),
  admin: () => import('../../admin/AdminOverviewPage.tsx'),
  adminQueue: () => import('../../admin/AdminQueuePage.tsx'),
  adminReports: () => import('../../admin/AdminReportsPage.tsx'),
  adminReviews: () => import('../../admin/AdminReviewsPage.tsx'),
  adminUsers: () => import('../../admin/AdminUsersPage.tsx'),
  adminProfile: () => import('../../admin/AdminProfilePage.tsx'),
  adminAppeals: () => import('../../admin/AdminAppealsPage.tsx'),
  adminPayments: () => import('../../admin/AdminPaymentsPage.tsx'),
  adminAudit: () => import('../../admin/AdminAuditPage.tsx'),
  adminMessageExample: () => import('../../admin/AdminMessageExamplePage.tsx'),
  adminStatistics: () => import('../../admin/StatisticsPage.tsx'),
  // Read-only previews of profile sections with example data.
  staticEstablishment: () => import('../../preview/EstablishmentIndexPage.tsx'),
  staticEstablishmentProfile: () => import('../../preview/EstablishmentProfilePage.tsx'),
  staticEstablishmentAmenities: () => import('../../preview/EstablishmentAmenitiesPage.tsx'),
  staticEstablishmentCoverPhoto: () => import('../../preview/EstablishmentCoverPage.tsx'),
  staticEstablishmentFoodDrinks: () => import('../../preview/EstablishmentFoodPage.tsx'),
  staticEstablishmentOpeningHours: () => import('../../preview/EstablishmentHoursPage.tsx'),
  staticEstablishmentWebsite: () => import('../../preview/EstablishmentWebsitePage.tsx'),
  staticPunter: () => import('../../preview/PunterIndexPage.tsx'),
  staticPunterProfile: () => import('../../preview/PunterProfilePage.tsx'),
  staticPunterFavourites: () => import('../../preview/PunterFavouritesPage.tsx'),
  staticPunterSavedSearches: () => import('../../preview/PunterSavedSearchesPage.tsx'),
  staticPunterSubscribedGalleries: () => import('../../preview/PunterGalleriesPage.tsx'),
  staticPunterUpgrade: () => import('../../preview/PunterUpgradePage.tsx'),
  // Punters pay: onboarding, credits, checkout, VIP and premium; everyone's payments and contracts.
  clientOnboarding: () => import('../../checkout/ClientOnboardingPage.tsx'),
  clientOnboardingCredits: () => import('../../checkout/ClientOnboardingCreditsPage.tsx'),
  buyCredits: () => import('../../checkout/BuyCreditsPage.tsx'),
  upgradeBuyCreditsOld: () => import('../../checkout/BuyCreditsPage.tsx'),
  checkoutBuyCredits: () => import('../../checkout/CheckoutPage.tsx'),
  punterVip: () => import('../../checkout/PunterVipPage.tsx'),
  buyPremium: () => import('../../checkout/BuyPremiumPage.tsx'),
  upgrade: () => import('../../checkout/UpgradePage.tsx'),
  upgradePackage: () => import('../../checkout/UpgradePackagePage.tsx'),
  payments: () => import('../../checkout/PaymentsPage.tsx'),
  // Messaging: conversations with people, and chats with AI companions.
  messages: () => import('../../messages/MessagesPage.tsx'),
  messagesAi: () => import('../../messages/AiMessagesPage.tsx'),
  // The AI girlfriend: creation step by step, and the results with the user's creations.
  aiCreate: () => import('../../ai/CreatePage.tsx'),
  aiResults: () => import('../../ai/ResultsPage.tsx'),
  // Public browsing: the profile page.
  userProfile: () => import('../../profile/ProfilePage.tsx'),
};

/** The ids that have a page. */
export const ROUTES_WITH_PAGES = Object.keys(LOADERS) as AppRouteId[];

/** Route id → page component. Routes without an entry are pending (below). */
export const ROUTE_PAGES: Partial<Record<AppRouteId, RoutePage>> = Object.fromEntries(
  Object.entries(LOADERS).map(([id, load]) => [id, lazy(load)]),
);

/**
 * App routes whose page a later feature brings; they show a "coming soon" state instead. Each
 * feature issue shrinks this list as it registers its pages above, and the last one empties it
 * (a test fails for a route with neither a page nor an entry here).
 */
export const PENDING_ROUTES: readonly AppRouteId[] = [];
