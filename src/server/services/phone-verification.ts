/**
 * Completing a phone verification (SPEC §4): the waiting page's data, an SMS code (sent again, or
 * instead of waiting for WhatsApp), checking a code, and whether the WhatsApp code has arrived.
 *
 * A verification allows MAX_CODE_ATTEMPTS wrong codes in total, whatever number of codes it sent;
 * then it is dead until it expires (codes live ten minutes from their last send). A code is sent
 * again at most once per RESEND_COOLDOWN_SECONDS, and a refused resend leaves the current code as
 * it was. Logging in again while a verification is live resumes it instead of starting another.
 */
import { AUTH_MESSAGES } from '../../lib/api/auth-messages.ts';
import type { PhoneData, PhoneVerificationResult, SessionResult, WhatsappCheck } from '../../lib/api/auth.ts';
import { maskPhone } from '../../lib/identity.ts';
import { LIMITS, RESEND_COOLDOWN_SECONDS } from '../auth/rate-limit.ts';
import { checkCode, codesExhausted, consumeSecret, findLiveSecret, renewCode, renewHandle, resendIn } from '../auth/secret-store.ts';
import { accountById, markPhoneVerified, usePhoneChannelSms, type AccountRow } from '../db/queries/accounts.ts';
import { newestLiveSecretOf, switchSecretToSms } from '../db/queries/secrets.ts';
import type { Caller } from './caller.ts';
import type { AuthDeps } from './deps.ts';
import { invalid, limited, notFound, ok, tooMany, type Outcome } from './outcome.ts';
import { startSession } from './sessions.ts';
import { afterVerification, codeFailed, messageLocale } from './verification.ts';

/** Seconds after which a WhatsApp verification without an incoming message counts as stuck. */
export const WHATSAPP_STUCK_SECONDS = 120;

const livePhone = (deps: AuthDeps, hash: string) => findLiveSecret(deps.db, 'verify_phone', { handle: hash }, deps.clock.now());

/** What the waiting page shows: the masked number, the channel, and when a code may be sent again. */
export async function phoneData(deps: AuthDeps, hash: string): Promise<Outcome<PhoneData>> {
  const row = await livePhone(deps, hash);
  if (!row?.recipient) return notFound(AUTH_MESSAGES.linkInvalid);
  const whatsapp = row.channel === 'whatsapp';
  return ok({
    userPhoneNumber: maskPhone(row.recipient),
    channel: whatsapp ? 'whatsapp' : 'sms',
    whatsappCode: whatsapp ? row.whatsapp_code : null,
    whatsappNumber: whatsapp ? deps.accounts.settings.whatsappNumber : null,
    resendIn: resendIn(row, deps.clock.now(), RESEND_COOLDOWN_SECONDS),
    expiresAt: row.expires_at,
  });
}

/**
 * Send a fresh SMS code for a phone verification: a resend, or an SMS instead of waiting for
 * WhatsApp (the verification switches to SMS). The previous code stops working.
 */
export async function resendSmsCode(deps: AuthDeps, caller: Caller, hash: string): Promise<Outcome<{ resendIn: number }>> {
  const { db, accounts } = deps;
  const refused = limited(await accounts.limiter.hit(LIMITS.sendPerAddress, caller.ip));
  if (refused) return refused;
  const now = deps.clock.now();
  const row = await findLiveSecret(db, 'verify_phone', { handle: hash }, now);
  if (!row?.recipient || codesExhausted(row)) return invalid({ code: [AUTH_MESSAGES.codeExpired] });
  const wait = resendIn(row, now, RESEND_COOLDOWN_SECONDS);
  if (wait > 0 && row.channel === 'sms') return tooMany(wait, AUTH_MESSAGES.resendCooldown);
  // Counted before the code is renewed: a resend the recipient's limit refuses keeps the current code.
  if (!(await accounts.limiter.hit(LIMITS.sendPerTarget, row.recipient)).ok) return tooMany(3600);
  const { code } = await renewCode(db, row, now);
  const account = row.user_id === null ? null : ((await accountById(db, row.user_id)) ?? null);
  if (row.channel === 'whatsapp') {
    await switchSecretToSms(db, row.id);
    if (account) await usePhoneChannelSms(db, account.id);
  }
  const locale = messageLocale(deps.regions, account, caller.requestedLocale);
  if (account) await accounts.notifier.send('verifyPhone', { channel: 'sms', to: row.recipient, locale, code, userId: account.id });
  else await accounts.notifier.send('accountExists', { channel: 'sms', to: row.recipient, locale, userId: null });
  return ok({ resendIn: RESEND_COOLDOWN_SECONDS });
}

/** Check the SMS code of a phone verification; the right code verifies the number and signs in. */
export async function verifyPhoneCode(
  deps: AuthDeps,
  caller: Caller,
  hash: string,
  code: string,
): Promise<Outcome<SessionResult | undefined>> {
  const { db } = deps;
  const refused = limited(await deps.accounts.limiter.hit(LIMITS.verifyPerAddress, caller.ip));
  if (refused) return refused;
  const now = deps.clock.now();
  const row = await livePhone(deps, hash);
  if (!row?.recipient) return invalid({ code: [AUTH_MESSAGES.codeExpired] });
  const check = await checkCode(db, row, code, now);
  if (check !== 'ok') await codeFailed(deps, caller, row, check);
  if (check !== 'ok' || row.user_id === null)
    return invalid({ code: [check === 'expired' ? AUTH_MESSAGES.codeExpired : AUTH_MESSAGES.codeInvalid] });
  const account = await accountById(db, row.user_id);
  if (!account || account.phone !== row.recipient) return invalid({ code: [AUTH_MESSAGES.codeExpired] });
  await markPhoneVerified(db, account.id, now);
  return ok(await startSession(deps, caller, account.id, { redirect: afterVerification(deps.regions, row, account) }));
}

/** Whether the user's WhatsApp code arrived (then they are signed in), or the wait looks stuck. */
export async function whatsappCheck(deps: AuthDeps, caller: Caller, hash: string): Promise<Outcome<WhatsappCheck>> {
  const refused = limited(await deps.accounts.limiter.hit(LIMITS.verifyPerAddress, caller.ip));
  if (refused) return refused;
  const now = deps.clock.now();
  const row = await livePhone(deps, hash);
  if (!row || row.channel !== 'whatsapp') return invalid({ code: [AUTH_MESSAGES.codeExpired] });
  const results: WhatsappCheck = { verified: false, stuck: false, session: null };
  if (row.whatsapp_received_at && row.user_id !== null && (await consumeSecret(deps.db, row.id, now))) {
    const account = await accountById(deps.db, row.user_id);
    if (account) {
      results.verified = true;
      results.session = (await startSession(deps, caller, account.id, { redirect: afterVerification(deps.regions, row, account) })) ?? null;
    }
  } else {
    results.stuck = now.getTime() - Date.parse(row.last_sent_at) > WHATSAPP_STUCK_SECONDS * 1000;
  }
  return ok(results);
}

/**
 * A login of an account whose number is not verified yet: resume its live verification (a new page
 * handle, the same code and attempts; a new code only once the cooldown is over), or, when that
 * one's wrong codes are used up, the seconds until it expires and a new one may start. Undefined
 * when there is none to resume.
 */
export async function resumePhoneVerification(
  deps: AuthDeps,
  caller: Caller,
  account: Pick<AccountRow, 'id' | 'phone' | 'locale' | 'region'>,
): Promise<PhoneVerificationResult | { retryAfter: number } | undefined> {
  const { db, accounts } = deps;
  const now = deps.clock.now();
  const row = await newestLiveSecretOf(db, account.id, 'verify_phone', now);
  if (!row?.recipient || row.recipient !== account.phone) return undefined;
  if (codesExhausted(row)) return { retryAfter: Math.max(1, Math.ceil((Date.parse(row.expires_at) - now.getTime()) / 1000)) };
  const handle = await renewHandle(db, row);
  const whatsapp = row.channel === 'whatsapp';
  if (
    !whatsapp &&
    resendIn(row, now, RESEND_COOLDOWN_SECONDS) === 0 &&
    (await accounts.limiter.hit(LIMITS.sendPerTarget, row.recipient)).ok
  ) {
    const { code } = await renewCode(db, row, now);
    const locale = messageLocale(deps.regions, account, caller.requestedLocale);
    await accounts.notifier.send('verifyPhone', { channel: 'sms', to: row.recipient, locale, code, userId: account.id });
  }
  return {
    verifyNumber: handle,
    userPhoneNumber: maskPhone(row.recipient),
    channel: whatsapp ? 'whatsapp' : 'sms',
    ...(whatsapp && row.whatsapp_code ? { whatsappCode: row.whatsapp_code, whatsappNumber: accounts.settings.whatsappNumber } : {}),
  };
}
