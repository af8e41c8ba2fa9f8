/**
 * The messages the account endpoints answer with (422 field errors, 401/403/429 bodies), and the
 * i18n key each one is shown as. Free of the schema library, so the browser can import it.
 * The SPEC §5 messages stay in form-errors.ts; `fieldErrorKey` covers both.
 */
import { formErrorKey, type FormErrorKey } from './form-errors.ts';

/** Server messages of the account endpoints, by name. */
export const AUTH_MESSAGES = {
  credentials: 'These credentials do not match our records.',
  emailOrPhoneRequired: 'Enter an email address or a phone number.',
  passwordRequired: 'The password field is required.',
  passwordMin: 'The password must be at least 8 characters.',
  passwordMax: 'The password may not be greater than 128 characters.',
  passwordCommon: 'This password is too common. Choose one that is harder to guess.',
  passwordConfirmation: 'The password confirmation does not match.',
  currentPassword: 'The current password is incorrect.',
  termsRequired: 'You must accept the terms and conditions.',
  adultRequired: 'You must confirm that you are 18 or older.',
  captchaInvalid: 'The captcha could not be verified. Please try again.',
  captchaRequired: 'This account had too many failed sign-ins. Complete the human check to sign in.',
  codeInvalid: 'The code is invalid.',
  codeExpired: 'The code has expired. Request a new one.',
  linkInvalid: 'This link is invalid or has expired.',
  usernameFormat: 'The username may only contain Latin letters (a-z), numbers, dots, dashes and underscores (3 to 30 characters).',
  notPunter: 'This account is not a member account.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  resendCooldown: 'Please wait before requesting another code.',
  forbidden: 'You are not allowed to do this.',
  impersonationRefused: 'This user cannot be impersonated.',
  notImpersonating: 'You are not impersonating anyone.',
  mfaRequired: 'Confirm your sign-in with your authenticator code first.',
  mfaInvalid: 'The authenticator or recovery code is invalid.',
  mfaNotPending: 'There is no two-step sign-in to confirm.',
  mfaEnrolled: 'Two-step sign-in is already set up for this account.',
} as const;

export type AuthMessageName = keyof typeof AUTH_MESSAGES;

/** i18n key of each account message (`validation.*`). */
const KEYS: Record<AuthMessageName, string> = {
  credentials: 'validation.credentials',
  emailOrPhoneRequired: 'validation.emailOrPhoneRequired',
  passwordRequired: 'validation.passwordRequired',
  passwordMin: 'validation.passwordMin',
  passwordMax: 'validation.passwordMax',
  passwordCommon: 'validation.passwordCommon',
  passwordConfirmation: 'validation.passwordConfirmation',
  currentPassword: 'validation.currentPassword',
  termsRequired: 'validation.termsRequired',
  adultRequired: 'validation.adultRequired',
  captchaInvalid: 'validation.captchaInvalid',
  captchaRequired: 'validation.captchaRequired',
  codeInvalid: 'validation.codeInvalid',
  codeExpired: 'validation.codeExpired',
  linkInvalid: 'validation.linkInvalid',
  usernameFormat: 'validation.usernameFormat',
  notPunter: 'validation.notPunter',
  tooManyAttempts: 'validation.tooManyAttempts',
  resendCooldown: 'validation.resendCooldown',
  forbidden: 'validation.forbidden',
  impersonationRefused: 'validation.impersonationRefused',
  notImpersonating: 'validation.notImpersonating',
  mfaRequired: 'validation.mfaRequired',
  mfaInvalid: 'validation.mfaInvalid',
  mfaNotPending: 'validation.mfaNotPending',
  mfaEnrolled: 'validation.mfaEnrolled',
};

/** i18n key of each SPEC §5 form error key. */
export const FORM_ERROR_I18N: Record<FormErrorKey, string> = {
  isEmailTaken: 'validation.isEmailTaken',
  isEmailInvalid: 'validation.isEmailInvalid',
  isPhoneInvalid: 'validation.isPhoneInvalid',
  isBothContactsPrivate: 'validation.isBothContactsPrivate',
  isUsernameTaken: 'validation.isUsernameTaken',
};

const byMessage = new Map<string, string>(Object.entries(AUTH_MESSAGES).map(([name, text]) => [text, KEYS[name as AuthMessageName]]));

/** The i18n key a server message is shown as; undefined for a message we do not know. */
export function messageKey(message: string): string | undefined {
  const form = formErrorKey(message);
  if (form) return FORM_ERROR_I18N[form];
  return byMessage.get(message.trim());
}
