/**
 * The second factor of admin and support accounts (TOTP with single-use recovery codes). After the
 * password, such an account has a short session without admin rights; it enrols an authenticator
 * (secret shown once as text, URI and QR code, confirmed with a first code, ten recovery codes
 * shown once) or enters a code, and the session is signed again with `mfa`. Codes are checked per
 * account at most MFA_ATTEMPTS times per window; every failure and success is a security event.
 */
import { randomBytes } from 'node:crypto';
import { encode } from 'uqr';
import { AUTH_MESSAGES } from '../../lib/api/auth-messages.ts';
import type { Enrolment, EnrolmentConfirmed, SessionResult } from '../../lib/api/auth.ts';
import { isAdmin } from '../../lib/permissions.ts';
import type { SessionUser } from '../context.ts';
import type { Limit } from '../auth/rate-limit.ts';
import { hashSecret } from '../auth/secrets.ts';
import { base32Encode, matchTotp, newTotpSecret, otpauthUri } from '../auth/totp.ts';
import { roleIdsOf } from '../db/queries/accounts.ts';
import { acceptTotpStep, enableTotp, setPendingTotp, totpStateOf, useRecoveryCode } from '../db/queries/mfa.ts';
import type { Caller } from './caller.ts';
import type { AuthDeps } from './deps.ts';
import { forbidden, invalid, limited, ok, type Outcome } from './outcome.ts';
import { revokeCallerSession, startSession } from './sessions.ts';

/** Second-factor codes tried per account per window. */
export const MFA_ATTEMPTS: Limit = { name: 'mfa-account', max: 5, windowSeconds: 15 * 60 };

/** Recovery codes issued at enrolment. */
export const RECOVERY_CODE_COUNT = 10;

type Signed = Caller & { user: SessionUser };

/** A recovery code as shown ("k7m2q-xw4pa": 50 random bits). */
function newRecoveryCode(): string {
  const code = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The stored form of a recovery code, whatever its case and dashes. */
const recoveryHash = (code: string) => hashSecret(`recovery:${code.replace(/[\s-]/g, '').toLowerCase()}`);

/** The QR code of a text as rows of "0"/"1". */
function qrRows(text: string): string[] {
  return encode(text, { ecc: 'M', border: 2 }).data.map((row) => row.map((dark) => (dark ? '1' : '0')).join(''));
}

/** The caller's own (not impersonated) admin account, or the refusal. */
async function adminCaller(deps: AuthDeps, caller: Signed) {
  if (caller.user.impersonatorId || !isAdmin(await roleIdsOf(deps.db, caller.user.id))) return undefined;
  return totpStateOf(deps.db, caller.user.id);
}

/** The session confirmed with the second factor (the half-signed one ends). */
async function confirmedSession(deps: AuthDeps, caller: Signed): Promise<SessionResult | undefined> {
  await revokeCallerSession(deps, caller);
  return startSession(deps, caller, caller.user.id, { redirect: null, mfa: true });
}

/** Start enrolling an authenticator: a new secret (replacing one not confirmed yet). */
export async function startEnrolment(deps: AuthDeps, caller: Signed): Promise<Outcome<Enrolment>> {
  const state = await adminCaller(deps, caller);
  if (!state) return forbidden(AUTH_MESSAGES.forbidden);
  if (state.totp_enabled_at) return invalid({ code: [AUTH_MESSAGES.mfaEnrolled] }, AUTH_MESSAGES.mfaEnrolled);
  const secret = newTotpSecret();
  if (!(await setPendingTotp(deps.db, state.id, secret))) return invalid({ code: [AUTH_MESSAGES.mfaEnrolled] }, AUTH_MESSAGES.mfaEnrolled);
  const uri = otpauthUri(secret, state.email ?? state.username);
  return ok({ secret, uri, qr: qrRows(uri) });
}

/** Confirm the enrolment with the app's first code: the factor is in force, recovery codes are shown once. */
export async function confirmEnrolment(deps: AuthDeps, caller: Signed, code: string): Promise<Outcome<EnrolmentConfirmed>> {
  const state = await adminCaller(deps, caller);
  if (!state) return forbidden(AUTH_MESSAGES.forbidden);
  if (state.totp_enabled_at) return invalid({ code: [AUTH_MESSAGES.mfaEnrolled] }, AUTH_MESSAGES.mfaEnrolled);
  if (!state.totp_secret) return invalid({ code: [AUTH_MESSAGES.mfaNotPending] }, AUTH_MESSAGES.mfaNotPending);
  const refused = limited(await deps.accounts.limiter.hit(MFA_ATTEMPTS, `u:${state.id}`));
  if (refused) return refused;
  const now = deps.clock.now();
  const step = matchTotp(state.totp_secret, code, now);
  const event = { userId: state.id, ip: caller.ip, requestId: caller.requestId };
  if (step === undefined) {
    await deps.accounts.events.record({ ...event, type: 'mfa.failed', details: { stage: 'enrolment' } });
    return invalid({ code: [AUTH_MESSAGES.mfaInvalid] }, AUTH_MESSAGES.mfaInvalid);
  }
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  if (!(await enableTotp(deps.db, state.id, step, recoveryCodes.map(recoveryHash), now)))
    return invalid({ code: [AUTH_MESSAGES.mfaEnrolled] }, AUTH_MESSAGES.mfaEnrolled);
  await deps.accounts.limiter.reset(MFA_ATTEMPTS, `u:${state.id}`);
  await deps.accounts.events.record({ ...event, type: 'mfa.enrolled' });
  const session = await confirmedSession(deps, caller);
  return session ? ok({ recoveryCodes, session }) : forbidden(AUTH_MESSAGES.forbidden);
}

/** The second step of a sign-in: an authenticator code (each accepted once) or an unused recovery code. */
export async function verifySecondFactor(deps: AuthDeps, caller: Signed, code: string): Promise<Outcome<SessionResult>> {
  const state = await adminCaller(deps, caller);
  if (!state) return forbidden(AUTH_MESSAGES.forbidden);
  if (!state.totp_enabled_at || !state.totp_secret) return invalid({ code: [AUTH_MESSAGES.mfaNotPending] }, AUTH_MESSAGES.mfaNotPending);
  const refused = limited(await deps.accounts.limiter.hit(MFA_ATTEMPTS, `u:${state.id}`));
  if (refused) {
    await deps.accounts.events.record({
      type: 'login.throttled',
      userId: state.id,
      ip: caller.ip,
      requestId: caller.requestId,
      details: { step: 'mfa' },
    });
    return refused;
  }
  const now = deps.clock.now();
  const event = { userId: state.id, ip: caller.ip, requestId: caller.requestId };
  let method: 'totp' | 'recovery' | undefined;
  if (/^\d{6}$/.test(code)) {
    const step = matchTotp(state.totp_secret, code, now, state.totp_last_step);
    if (step !== undefined && (await acceptTotpStep(deps.db, state.id, step))) method = 'totp';
  } else if (await useRecoveryCode(deps.db, state.id, recoveryHash(code), now)) {
    method = 'recovery';
  }
  if (!method) {
    await deps.accounts.events.record({ ...event, type: 'mfa.failed', details: { stage: 'sign-in' } });
    return invalid({ code: [AUTH_MESSAGES.mfaInvalid] }, AUTH_MESSAGES.mfaInvalid);
  }
  await deps.accounts.limiter.reset(MFA_ATTEMPTS, `u:${state.id}`);
  await deps.accounts.events.record({ ...event, type: method === 'totp' ? 'mfa.verified' : 'mfa.recovery_used' });
  const session = await confirmedSession(deps, caller);
  return session ? ok(session) : forbidden(AUTH_MESSAGES.forbidden);
}
