/**
 * The signed-in user (SPEC §3 "User (current)", §7 GET /users/me) and the own-account calls:
 * password change (PUT /users/password/) and the username (PATCH /users/me).
 */
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_PATTERN } from '../identity.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { regionCodeSchema } from './common.ts';

/** The user of the session (SPEC §3 fields first). */
export const userSchema = z.object({
  id: z.number().int(),
  /** Role ids as SPEC §3 spells them (`[{ id: 1 }]`). */
  roles: z.array(z.object({ id: z.number().int() })),
  managerId: z.number().int().nullable(),
  isQuarantined: z.boolean(),
  /** ISO instant; VIP while it is later than now (SPEC §4). */
  vipValidTill: z.string().nullable(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  region: regionCodeSchema,
  locale: z.string().nullable(),
  /** The server's view of `vipValidTill > now` when it answered. */
  isVip: z.boolean(),
  /** An admin is signed in as this user. */
  isAdminImpersonating: z.boolean(),
  impersonator: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** GET /users/me. */
export const meResponseSchema = z.object({ results: userSchema });

/** A new password: 8 to 128 characters, no composition rules (the server also refuses common ones). */
export const newPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax);

/** PUT /users/password/. */
export const passwordChangeBodySchema = z
  .object({
    currentPassword: z.string({ error: AUTH_MESSAGES.currentPassword }).max(1024, AUTH_MESSAGES.currentPassword),
    password: newPasswordSchema,
    passwordConfirmation: z.string({ error: AUTH_MESSAGES.passwordConfirmation }).max(1024),
  })
  .refine((b) => b.password === b.passwordConfirmation, { path: ['passwordConfirmation'], message: AUTH_MESSAGES.passwordConfirmation });
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

/** A public username: 3 to 30 ASCII letters, digits, ".", "-", "_" (no look-alike letters of other scripts). */
export const usernameSchema = z
  .string({ error: AUTH_MESSAGES.usernameFormat })
  .trim()
  .regex(USERNAME_PATTERN, AUTH_MESSAGES.usernameFormat);

/** PATCH /users/me. */
export const accountUpdateBodySchema = z.object({ username: usernameSchema });
export type AccountUpdateBody = z.infer<typeof accountUpdateBodySchema>;
