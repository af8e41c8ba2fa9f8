/**
 * Authentication calls (SPEC §3 login request/response, §4 login results, §7 "Auth calls"): login,
 * registration, phone and e-mail verification, password reset, captcha, impersonation. Requests
 * name the contact as `email` or `phone`; bad values get the SPEC §5 messages.
 */
import { z } from 'zod';
import { REGISTRATION_ROLES } from '../../domain/roles.ts';
import { isEmail, isPhone, MAX_EMAIL_LENGTH, normaliseEmail, normalisePhone } from '../identity.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { idSchema, regionCodeSchema } from './common.ts';
import { SERVER_MESSAGES } from './form-errors.ts';
import { newPasswordSchema, userSchema } from './users.ts';

/** An e-mail address, normalised; anything else is "The email or phone must be a valid email address." */
export const emailSchema = z
  .string({ error: SERVER_MESSAGES.isEmailInvalid })
  .max(MAX_EMAIL_LENGTH + 40, SERVER_MESSAGES.isEmailInvalid)
  .transform(normaliseEmail)
  .refine(isEmail, SERVER_MESSAGES.isEmailInvalid);

/** A phone number in international form, normalised to E.164; else "The phone format is invalid." */
export const phoneSchema = z
  .string({ error: SERVER_MESSAGES.isPhoneInvalid })
  .max(40, SERVER_MESSAGES.isPhoneInvalid)
  .transform(normalisePhone)
  .refine(isPhone, SERVER_MESSAGES.isPhoneInvalid);

/** A secret from a link or page URL (random, URL-safe base64). */
export const secretSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, AUTH_MESSAGES.linkInvalid);

/** A six-digit code from an SMS. */
export const codeSchema = z.string({ error: AUTH_MESSAGES.codeInvalid }).regex(/^\d{6}$/, AUTH_MESSAGES.codeInvalid);

/** A solved captcha, checked by the server (only its presence is checked here). */
const captchaField = z.custom<unknown>((v) => typeof v === 'object' && v !== null, { error: AUTH_MESSAGES.captchaInvalid });

/** A redirect target as sent; the server follows it only when it is a same-site path. */
const redirectField = z.string().max(2048).nullish();

/** `email` or `phone`: at least one (e-mail wins when both are sent). */
const contact = {
  email: emailSchema.nullish(),
  phone: phoneSchema.nullish(),
};
function requireContact(body: { email?: string | null; phone?: string | null }, ctx: z.RefinementCtx) {
  if (!body.email && !body.phone) ctx.addIssue({ code: 'custom', path: ['email'], message: AUTH_MESSAGES.emailOrPhoneRequired });
}

/** POST /users/login (and /from-gallery, /as-punter). */
export const loginBodySchema = z
  .object({
    ...contact,
    password: z
      .string({ error: AUTH_MESSAGES.passwordRequired })
      .min(1, AUTH_MESSAGES.passwordRequired)
      .max(1024, AUTH_MESSAGES.credentials),
    redirectUrl: redirectField,
    redirectProfilePath: redirectField,
    /** A solved captcha: required (422 at `captcha`) once the account had too many failed logins. */
    captcha: captchaField.nullish(),
  })
  .superRefine(requireContact);
export type LoginBody = z.input<typeof loginBodySchema>;

/** Registration forms (SPEC §7 variants). */
export const REGISTRATION_VARIANTS = ['registration', 'from-gallery', 'from-tip', 'from-punter-modal'] as const;
export type RegistrationVariant = (typeof REGISTRATION_VARIANTS)[number];

/** POST /users/registration/ and its variants. */
export const registrationBodySchema = z
  .object({
    ...contact,
    password: newPasswordSchema,
    /** Ignored by the variants, which always register a punter. */
    role: z.enum(REGISTRATION_ROLES).default('punter'),
    /** How to verify a phone number: SMS code, or a code the user sends us on WhatsApp. */
    phoneChannel: z.enum(['sms', 'whatsapp']).default('sms'),
    terms: z.literal(true, { error: AUTH_MESSAGES.termsRequired }),
    adult: z.literal(true, { error: AUTH_MESSAGES.adultRequired }),
    /** The solved proof-of-work captcha. */
    captcha: captchaField,
    region: regionCodeSchema.default('de'),
    redirectProfilePath: redirectField,
  })
  .superRefine(requireContact);
export type RegistrationBody = z.input<typeof registrationBodySchema>;

/** POST /users/forgot-password. */
export const forgotPasswordBodySchema = z
  .object({ ...contact, captcha: captchaField, region: regionCodeSchema.default('de') })
  .superRefine(requireContact);
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** POST /users/forgot-password/verify-sms. */
export const resetBySmsBodySchema = z.object({ hash: secretSchema, code: codeSchema, password: newPasswordSchema });
export type ResetBySmsBody = z.input<typeof resetBySmsBodySchema>;

/** POST /users/forgot-password/verify-email. */
export const resetByEmailBodySchema = z.object({ token: secretSchema, password: newPasswordSchema });
export type ResetByEmailBody = z.input<typeof resetByEmailBodySchema>;

/** POST /user/re-send-code/{hash}/: a new SMS code (a WhatsApp verification switches to SMS). */
export const resendCodeBodySchema = z.object({});

/** POST /users/verify/resend. */
export const resendEmailBodySchema = z.object({ userHash: secretSchema });

/** PUT /user/email/: correct the address of a registration that is not verified yet. */
export const changeEmailBodySchema = z.object({ userHash: secretSchema, email: emailSchema });

/** POST /users/send-out-verify-sms (no /api prefix): send an SMS code instead of waiting for WhatsApp. */
export const sendOutSmsBodySchema = z.object({ hash: secretSchema });

/** POST /users/impersonation-tickets: an admin asks to sign in as a user (by id or e-mail). */
export const impersonationTicketBodySchema = z
  .object({ userId: idSchema.optional(), email: emailSchema.optional() })
  .refine((b) => b.userId !== undefined || b.email !== undefined, { path: ['userId'], message: 'Enter a user id or an email address.' });

/** GET /users/verify-admin and POST /users/impersonate: the path secret and user id of the impersonation URL. */
export const impersonationQuerySchema = z.object({ secret: secretSchema, userId: idSchema });

/** An authenticator code (six digits) or a recovery code ("k7m2q-xw4pa"), as typed. */
export const secondFactorCodeSchema = z
  .string({ error: AUTH_MESSAGES.mfaInvalid })
  .max(40, AUTH_MESSAGES.mfaInvalid)
  .transform((v) => v.replace(/[\s-]/g, '').toLowerCase())
  .refine((v) => /^\d{6}$/.test(v) || /^[a-z2-7]{10}$/.test(v), AUTH_MESSAGES.mfaInvalid);

/** POST /users/mfa/verify and /users/mfa/enrol/confirm. */
export const secondFactorBodySchema = z.object({ code: secondFactorCodeSchema });
export type SecondFactorBody = z.input<typeof secondFactorBodySchema>;

/** POST /users/mfa/enrol: the secret to add to an authenticator app, as text, URI and QR code. */
export const enrolmentSchema = z.object({
  /** Base32, for typing into the app. */
  secret: z.string(),
  /** otpauth://totp/… */
  uri: z.string(),
  /** The URI's QR code: one string per row, "1" for a dark module. */
  qr: z.array(z.string()),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;
export const enrolmentResponseSchema = z.object({ results: enrolmentSchema });

/** Inbound WhatsApp message (provider webhook or the demo outbox). */
export const whatsappInboundBodySchema = z.object({ from: phoneSchema, text: z.string().max(2000) });

/**
 * Signed in: the cookie is set; `redirect` is a same-site path to go to (or null for the account
 * page). `secondFactor` is set for admin and support accounts whose sign-in still needs its second
 * step: "verify" (enter the authenticator or a recovery code) or "enrol" (set up the authenticator
 * first); until then the session has no admin rights.
 */
export const sessionResultSchema = z.object({
  token: z.literal(true),
  user: userSchema,
  redirect: z.string().nullable(),
  secondFactor: z.enum(['verify', 'enrol']).optional(),
});

/** POST /users/mfa/enrol/confirm: the recovery codes (shown this once) and the confirmed session. */
export const enrolmentConfirmedSchema = z.object({ recoveryCodes: z.array(z.string()), session: sessionResultSchema });
export type EnrolmentConfirmed = z.infer<typeof enrolmentConfirmedSchema>;

/** The phone number must be verified first: `verifyNumber` is the hash of the verification page. */
export const phoneVerificationResultSchema = z.object({
  verifyNumber: z.string(),
  userPhoneNumber: z.string(),
  channel: z.enum(['sms', 'whatsapp']),
  whatsappCode: z.string().optional(),
  whatsappNumber: z.string().optional(),
});

/** The e-mail address must be verified first: a link was sent; `userHash` lets the page resend it. */
export const emailVerificationResultSchema = z.object({ userEmail: z.string(), userHash: z.string() });

/** POST /users/login results (SPEC §4). */
export const loginResponseSchema = z.object({
  results: z.union([sessionResultSchema, phoneVerificationResultSchema, emailVerificationResultSchema]),
});
export type LoginResults = z.infer<typeof loginResponseSchema>['results'];
export type SessionResult = z.infer<typeof sessionResultSchema>;
export type PhoneVerificationResult = z.infer<typeof phoneVerificationResultSchema>;
export type EmailVerificationResult = z.infer<typeof emailVerificationResultSchema>;

/** POST /users/registration/ results: always a verification step. */
export const registrationResponseSchema = z.object({
  results: z.union([phoneVerificationResultSchema, emailVerificationResultSchema]),
});
export type RegistrationResults = z.infer<typeof registrationResponseSchema>['results'];

/** GET /user/verify-phone-data/{hash}/. */
export const phoneDataSchema = z.object({
  userPhoneNumber: z.string(),
  channel: z.enum(['sms', 'whatsapp']),
  whatsappCode: z.string().nullable(),
  whatsappNumber: z.string().nullable(),
  /** Seconds until another code may be sent. */
  resendIn: z.number().int().nonnegative(),
  expiresAt: z.string(),
});
export const phoneDataResponseSchema = z.object({ results: phoneDataSchema });
export type PhoneData = z.infer<typeof phoneDataSchema>;

/** POST /user/whatsapp-check/{hash}/ (SPEC "check stuck whatsapp registration"). */
export const whatsappCheckSchema = z.object({
  verified: z.boolean(),
  /** No message arrived for a while: offer an SMS code instead. */
  stuck: z.boolean(),
  session: sessionResultSchema.nullable(),
});
export type WhatsappCheck = z.infer<typeof whatsappCheckSchema>;

/** Resend answers: seconds until the next resend. */
export const resendResponseSchema = z.object({ results: z.object({ resendIn: z.number().int().nonnegative() }) });

/** POST /users/forgot-password: the same answer whether or not the contact is registered. */
export const forgotPasswordResponseSchema = z.object({
  results: z.object({ channel: z.enum(['email', 'sms']), hash: z.string().nullable() }),
});
export type ForgotPasswordResults = z.infer<typeof forgotPasswordResponseSchema>['results'];

/** A captcha challenge (ALTCHA proof of work) for the registration and reset forms. */
export const captchaResponseSchema = z.object({
  results: z.object({
    parameters: z.looseObject({ algorithm: z.string(), nonce: z.string(), salt: z.string(), cost: z.number(), keyPrefix: z.string() }),
    signature: z.string(),
  }),
});

/** GET /users/verify-admin. */
export const verifyAdminResponseSchema = z.object({
  results: z.object({
    impersonationData: z.object({ userId: z.number().int(), username: z.string(), roles: z.array(z.object({ id: z.number().int() })) }),
    adminDetails: z.object({ id: z.number().int(), username: z.string(), roles: z.array(z.object({ id: z.number().int() })) }),
  }),
});
export type VerifyAdminResults = z.infer<typeof verifyAdminResponseSchema>['results'];

/** POST /users/impersonation-tickets. */
export const impersonationTicketResponseSchema = z.object({ results: z.object({ secret: z.string(), userId: z.number().int() }) });

/** 429 body. */
export const rateLimitedBodySchema = z.object({ message: z.string(), retryAfter: z.number().int().positive() });
