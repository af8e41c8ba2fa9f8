/** Authentication calls (SPEC §7 "Auth calls") without the schema library; types from ../auth.ts. */
import type {
  EmailVerificationResult,
  Enrolment,
  EnrolmentConfirmed,
  ForgotPasswordBody,
  ForgotPasswordResults,
  LoginBody,
  LoginResults,
  PhoneData,
  RegistrationBody,
  RegistrationResults,
  RegistrationVariant,
  ResetByEmailBody,
  ResetBySmsBody,
  SessionResult,
  VerifyAdminResults,
  WhatsappCheck,
} from '../auth.ts';
import { request, type ApiResult } from '../http.ts';

type Results<T> = Promise<ApiResult<{ results: T }>>;

/** A captcha challenge to solve (ALTCHA proof of work). */
export function getCaptcha(): Results<{ parameters: Record<string, unknown>; signature: string }> {
  return request('GET', '/users/captcha');
}

/** Log in; `variant` picks /from-gallery or /as-punter. */
export function login(body: LoginBody, variant: '' | 'from-gallery' | 'as-punter' = ''): Results<LoginResults> {
  return request('POST', variant ? `/users/login/${variant}` : '/users/login', { body });
}

/** End the session (the server revokes the token and clears the cookies). */
export function logout(): Promise<ApiResult<undefined>> {
  return request('POST', '/users/logout', { body: {} });
}

/** Register (or one of the purchase-flow variants, which register a punter). */
export function register(body: RegistrationBody, variant: RegistrationVariant = 'registration'): Results<RegistrationResults> {
  return request('POST', variant === 'registration' ? '/users/registration' : `/users/registration/${variant}`, { body });
}

/** What the phone verification page shows. */
export function getPhoneData(hash: string): Results<PhoneData> {
  return request('GET', `/user/verify-phone-data/${encodeURIComponent(hash)}/`);
}

/** Send a new SMS code. */
export function resendCode(hash: string): Results<{ resendIn: number }> {
  return request('POST', `/user/re-send-code/${encodeURIComponent(hash)}/`, { body: {} });
}

/** Check an SMS code; signs in on success. */
export function verifyCode(hash: string, code: string): Results<SessionResult> {
  return request('POST', `/user/verify-code/${encodeURIComponent(hash)}/${encodeURIComponent(code)}/`, { body: {} });
}

/** Whether the WhatsApp message arrived (signs in when it did) or seems stuck. */
export function checkWhatsapp(hash: string): Results<WhatsappCheck> {
  return request('POST', `/user/whatsapp-check/${encodeURIComponent(hash)}/`, { body: {} });
}

/** Send an SMS code instead of waiting for WhatsApp (SPEC: no /api prefix). */
export function sendOutVerifySms(hash: string): Results<{ resendIn: number }> {
  return request('POST', '/users/send-out-verify-sms', { body: { hash }, version: 'root' });
}

/** Open an e-mail verification link; signs in on success. */
export function verifyEmail(token: string): Results<SessionResult> {
  return request('GET', `/users/verify/${encodeURIComponent(token)}/`);
}

/** Send the verification e-mail again. */
export function resendVerificationEmail(userHash: string): Results<{ resendIn: number }> {
  return request('POST', '/users/verify/resend', { body: { userHash } });
}

/** Correct the e-mail address of a registration waiting for verification. */
export function changeRegistrationEmail(userHash: string, email: string): Results<EmailVerificationResult> {
  return request('PUT', '/user/email/', { body: { userHash, email } });
}

/** Ask for a password reset link (e-mail) or code (SMS). */
export function forgotPassword(body: ForgotPasswordBody): Results<ForgotPasswordResults> {
  return request('POST', '/users/forgot-password', { body });
}

/** Set a new password with the SMS code; signs in. */
export function resetPasswordBySms(body: ResetBySmsBody): Results<SessionResult> {
  return request('POST', '/users/forgot-password/verify-sms', { body });
}

/** Set a new password with the e-mail link's token; signs in. */
export function resetPasswordByEmail(body: ResetByEmailBody): Results<SessionResult> {
  return request('POST', '/users/forgot-password/verify-email', { body });
}

/** An admin asks for an impersonation URL secret for a user (by id or e-mail). */
export function createImpersonationTicket(body: { userId?: number; email?: string }): Results<{ secret: string; userId: number }> {
  return request('POST', '/users/impersonation-tickets', { body });
}

/** Verify the admin and the impersonation URL (SPEC §7 GET /users/verify-admin). */
export function verifyAdmin(secret: string, userId: number): Results<VerifyAdminResults> {
  return request('GET', '/users/verify-admin', { query: { secret, userId } });
}

/** Start signing in as the user of the impersonation URL. */
export function startImpersonation(secret: string, userId: number): Results<SessionResult> {
  return request('POST', '/users/impersonate', { body: { secret, userId } });
}

/** End the impersonation: the session ends, and the admin signs in again (with the second factor). */
export function stopImpersonation(): Results<{ redirect: string }> {
  return request('POST', '/users/impersonate/stop', { body: {} });
}

/** The second step of an admin's sign-in: an authenticator or recovery code; the session gains its admin rights. */
export function verifySecondFactor(code: string): Results<SessionResult> {
  return request('POST', '/users/mfa/verify', { body: { code } });
}

/** Start setting up the authenticator: a new secret to add to the app. */
export function startEnrolment(): Results<Enrolment> {
  return request('POST', '/users/mfa/enrol', { body: {} });
}

/** Confirm the authenticator with its first code: recovery codes (shown once) and the confirmed session. */
export function confirmEnrolment(code: string): Results<EnrolmentConfirmed> {
  return request('POST', '/users/mfa/enrol/confirm', { body: { code } });
}
