/**
 * Starting and completing contact verification: e-mail links, SMS codes and WhatsApp codes the
 * user sends to us. Requests for a phone nobody may verify (already registered) look exactly like
 * real ones to the caller; the owner of the number gets a note instead of a code.
 */
import type { EmailVerificationResult, PhoneVerificationResult } from '../../lib/api/auth.ts';
import { maskPhone } from '../../lib/identity.ts';
import { sameSitePath } from '../../lib/redirect.ts';
import { LOCALES, type Locale, type Region, type RegionCode } from '../../../regions/schema.ts';
import type { Accounts } from '../auth/accounts.ts';
import { LIMITS } from '../auth/rate-limit.ts';
import { codesExhausted, issueSecret, type CodeCheck, type SecretRow } from '../auth/secret-store.ts';
import type { AccountRow } from '../db/queries/accounts.ts';
import { liveWhatsappSecret, receiveWhatsappCode } from '../db/queries/secrets.ts';
import type { MessageKind } from '../notify/templates.ts';
import type { Caller } from './caller.ts';
import type { AuthDeps } from './deps.ts';
import { prefixOf, siteLink } from './sessions.ts';

/** The locale messages to a user are written in: theirs, the request's, or the region's. */
export function messageLocale(
  regions: Record<RegionCode, Region>,
  account: Pick<AccountRow, 'locale' | 'region'> | null,
  requested?: string | null,
): Locale {
  for (const candidate of [account?.locale, requested])
    if (candidate && (LOCALES as readonly string[]).includes(candidate)) return candidate as Locale;
  return regions[account?.region ?? 'de'].defaultLocale;
}

/**
 * Send a message unless the recipient had too many in the last hour (the limit protects people
 * from being flooded through our forms). Returns whether it was sent.
 */
export async function sendLimited(
  accounts: Accounts,
  kind: MessageKind,
  o: { channel: 'email' | 'sms'; to: string; locale: Locale; link?: string; code?: string; userId: number | null },
): Promise<boolean> {
  if (!(await accounts.limiter.hit(LIMITS.sendPerTarget, o.to)).ok) return false;
  await accounts.notifier.send(kind, o);
  return true;
}

/** Record a refused code: `code.exhausted` when it used up (or met) the request's last attempt. */
export async function codeFailed(deps: AuthDeps, caller: Caller, row: SecretRow, check: Exclude<CodeCheck, 'ok'>): Promise<void> {
  const dead = check === 'expired' || codesExhausted({ attempts: row.attempts + 1 });
  await deps.accounts.events.record({
    type: dead ? 'code.exhausted' : 'code.failed',
    userId: row.user_id,
    ip: caller.ip,
    requestId: caller.requestId,
    details: { purpose: row.purpose, attempts: Math.min(row.attempts + (check === 'invalid' ? 1 : 0), 99) },
  });
}

/** Ask for an e-mail address to be verified: a link by e-mail, a handle for the waiting page. */
export async function startEmailVerification(
  deps: AuthDeps,
  caller: Caller,
  account: Pick<AccountRow, 'id' | 'email' | 'locale' | 'region'>,
  redirectPath: string | null,
): Promise<EmailVerificationResult> {
  const email = account.email!;
  const issued = await issueSecret(deps.db, {
    purpose: 'verify_email',
    userId: account.id,
    channel: 'email',
    recipient: email,
    redirectPath,
    link: true,
    now: deps.clock.now(),
  });
  const link = siteLink(deps, caller, `${prefixOf(deps.regions, account.region)}/users/verify/${issued.token}/`);
  await sendLimited(deps.accounts, 'verifyEmail', {
    channel: 'email',
    to: email,
    locale: messageLocale(deps.regions, account),
    link,
    userId: account.id,
  });
  return { userEmail: email, userHash: issued.handle };
}

/**
 * Ask for a phone number to be verified: an SMS code, or a code the user sends us on WhatsApp.
 * `account` null is a number that is already registered: the caller gets the same answer, the
 * owner a note that someone tried to register with it.
 */
export async function startPhoneVerification(
  deps: AuthDeps,
  phone: string,
  channel: 'sms' | 'whatsapp',
  account: Pick<AccountRow, 'id' | 'locale' | 'region'> | null,
  o: { redirectPath: string | null; locale?: string | null },
): Promise<PhoneVerificationResult> {
  const issued = await issueSecret(deps.db, {
    purpose: 'verify_phone',
    userId: account?.id ?? null,
    channel,
    recipient: phone,
    redirectPath: o.redirectPath,
    code: true,
    whatsapp: channel === 'whatsapp',
    now: deps.clock.now(),
  });
  const { accounts } = deps;
  const locale = messageLocale(deps.regions, account, o.locale);
  if (!account) {
    await sendLimited(accounts, 'accountExists', { channel: 'sms', to: phone, locale, userId: null });
  } else if (channel === 'sms') {
    await sendLimited(accounts, 'verifyPhone', { channel: 'sms', to: phone, locale, code: issued.code, userId: account.id });
  }
  return {
    verifyNumber: issued.handle,
    userPhoneNumber: maskPhone(phone),
    channel,
    ...(channel === 'whatsapp' ? { whatsappCode: issued.whatsappCode!, whatsappNumber: accounts.settings.whatsappNumber } : {}),
  };
}

/** The WhatsApp code in a message text ("LM-7KQ4PX"), upper-cased. */
export function whatsappCodeIn(text: string): string | undefined {
  return /\bLM-[A-Z2-9]{6}\b/i.exec(text)?.[0].toUpperCase();
}

/**
 * An incoming WhatsApp message: when it carries the code of a pending verification of the number
 * it came from, the number is verified (the waiting page then signs the user in).
 */
export async function receiveWhatsapp(deps: Pick<AuthDeps, 'db' | 'clock'>, from: string, text: string): Promise<boolean> {
  const code = whatsappCodeIn(text);
  if (!code) return false;
  const now = deps.clock.now();
  const row = await liveWhatsappSecret(deps.db, from, code, now);
  if (!row || row.user_id === null) return false;
  await receiveWhatsappCode(deps.db, row.id, row.user_id, from, now);
  return true;
}

/** Where a user lands after verifying: the stored same-site path, else the confirmation page. */
export function afterVerification(
  regions: Record<RegionCode, Region>,
  row: Pick<SecretRow, 'redirect_path'>,
  account: Pick<AccountRow, 'region'>,
): string {
  return sameSitePath(row.redirect_path) ?? `${prefixOf(regions, account.region)}/users/registration/confirmation/`;
}
