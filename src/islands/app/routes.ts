/**
 * The React page of each app route (SPEC §2), loaded lazily so every route is its own chunk.
 * Feature work registers its pages here by route id (see src/lib/routing/app-routes.ts).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type RoutePage = LazyExoticComponent<ComponentType>;

/** Route id → page component. Routes without an entry show the shell's loading state. */
export const ROUTE_PAGES: Partial<Record<string, RoutePage>> = {
  // Accounts: authentication, verification, password reset, impersonation, account pages.
  ...pages({
    login: () => import('../auth/LoginPage.tsx'),
    registration: () => import('../auth/RegistrationPage.tsx'),
    registrationInfo: () => import('../auth/RegistrationInfoPage.tsx'),
    verifyPhone: () => import('../auth/VerifyPhonePage.tsx'),
    verifyPhoneWhatsapp: () => import('../auth/VerifyWhatsappPage.tsx'),
    registrationConfirmation: () => import('../auth/ConfirmationPage.tsx'),
    forgotPassword: () => import('../auth/ForgotPasswordPage.tsx'),
    forgotPasswordVerify: () => import('../auth/ForgotPasswordVerifyPage.tsx'),
    forgotPasswordToken: () => import('../auth/ForgotPasswordTokenPage.tsx'),
    verifyEmail: () => import('../auth/VerifyEmailPage.tsx'),
    impersonate: () => import('../auth/ImpersonatePage.tsx'),
    stopImpersonate: () => import('../auth/StopImpersonatePage.tsx'),
    outbox: () => import('../auth/OutboxPage.tsx'),
    account: () => import('../account/AccountPage.tsx'),
    accountVenue: () => import('../account/AccountVenuePage.tsx'),
    profilePassword: () => import('../account/PasswordPage.tsx'),
  }),
  // Public browsing: the profile page.
  ...pages({ userProfile: () => import('../profile/ProfilePage.tsx') }),
};

/** Register lazily loaded pages (one call per feature module). */
export function pages(entries: Record<string, () => Promise<{ default: ComponentType }>>): Record<string, RoutePage> {
  return Object.fromEntries(Object.entries(entries).map(([id, load]) => [id, lazy(load)]));
}
