/**
 * Age verification and the explicit-content switch (SPEC §7 "Users: age verification get and
 * link, unlock explicit user photos"). The link leads to an age-verification provider's page; the
 * provider confirms an adult and sends the browser back with a signed result, which is checked
 * here (signature, freshness, single-use link) before the verification is recorded. Only the fact
 * and time of the confirmation are kept, never the date of birth. A verified adult then switches
 * explicit content on (or off again); explicit gallery items need both.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AgeVerification } from '../../lib/api/galleries.ts';
import { sameSitePath } from '../../lib/redirect.ts';
import { hashSecret, randomToken } from '../auth/secrets.ts';
import {
  insertAgeRequest,
  liveAgeRequest,
  recordVerification,
  setExplicitUnlocked,
  useAgeRequest,
  verificationOf,
} from '../db/queries/age-verification.ts';
import type { DB } from '../db/types.ts';
import type { Clock } from '../time.ts';
import { forbidden, ok, type Outcome } from './outcome.ts';

/** What the age-verification flows need; `key` signs the provider's result. */
export interface AgeDeps {
  db: Kysely<DB>;
  clock: Clock;
  key: string;
}

/** The provider of the built-in demo (its page is served by this server). */
export const DEMO_AGE_PROVIDER = 'demo';
/** Where the demo provider's page lives (site root, like an external provider's own site). */
export const DEMO_AGE_PAGE = '/demo-age-check';
/** Where the provider sends the browser back with its signed result. */
export const AGE_CALLBACK_PATH = '/api/v2/users/age-verification/callback';
/** How long a link stays usable (seconds). */
export const AGE_LINK_SECONDS = 30 * 60;
/** How old a signed result may be when it arrives (seconds). */
export const AGE_RESULT_SECONDS = 10 * 60;
/** The answer's message when a viewer who is not verified tries to unlock. */
export const NOT_VERIFIED = 'Verify your age first.';

/** Whether someone born on `dob` (YYYY-MM-DD) is 18 or older on `today` (YYYY-MM-DD). */
export function isAdultOn(dob: string, today: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!m) return false;
  const born = new Date(`${dob}T00:00:00Z`);
  if (Number.isNaN(born.getTime()) || born.toISOString().slice(0, 10) !== dob) return false;
  const [y, mo, d] = today.split('-').map(Number) as [number, number, number];
  const limit = `${String(y - 18).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return dob <= limit;
}

/** `GET /users/age-verification`. */
export async function ageStatus(deps: Pick<AgeDeps, 'db'>, userId: number): Promise<Outcome<AgeVerification>> {
  const row = await verificationOf(deps.db, userId);
  return ok({ verified: !!row, verifiedAt: row?.verified_at ?? null, explicitUnlocked: row?.explicit_unlocked === 1 });
}

/** `POST /users/age-verification/link`: a single-use link to the provider's page. */
export async function ageLink(deps: AgeDeps, userId: number, returnPath: string | undefined): Promise<Outcome<{ url: string }>> {
  const token = randomToken();
  const now = deps.clock.now();
  await insertAgeRequest(deps.db, {
    tokenHash: hashSecret(token),
    userId,
    returnPath: sameSitePath(returnPath) ?? null,
    at: now.toISOString(),
    expiresAt: new Date(now.getTime() + AGE_LINK_SECONDS * 1000).toISOString(),
  });
  return ok({ url: `${DEMO_AGE_PAGE}/${token}` });
}

/** The signature of a provider result. */
export function signResult(key: string, token: string, verdict: string, at: string): string {
  return createHmac('sha256', key).update(`${token}|${verdict}|${at}`).digest('base64url');
}

/** Whether a link is still usable (the provider's page shows it or says it expired). */
export async function ageLinkLive(deps: Pick<AgeDeps, 'db' | 'clock'>, token: string): Promise<boolean> {
  return (await liveAgeRequest(deps.db, hashSecret(token), deps.clock.now().toISOString())) !== undefined;
}

/**
 * The demo provider's decision on a date of birth: an adult is sent back to the callback with a
 * signed result; anyone younger is refused on the provider's page (nothing reaches the site).
 */
export async function demoProviderDecide(
  deps: AgeDeps,
  token: string,
  dob: string,
): Promise<{ kind: 'adult'; callback: string } | { kind: 'minor' } | { kind: 'expired' }> {
  if (!(await ageLinkLive(deps, token))) return { kind: 'expired' };
  const now = deps.clock.now();
  if (!isAdultOn(dob, now.toISOString().slice(0, 10))) return { kind: 'minor' };
  const at = now.toISOString();
  const sig = signResult(deps.key, token, 'adult', at);
  const q = new URLSearchParams({ token, verdict: 'adult', at, sig });
  return { kind: 'adult', callback: `${AGE_CALLBACK_PATH}?${q.toString()}` };
}

/** The provider's signed result as it arrives. */
export interface AgeResult {
  token: string;
  verdict: string;
  at: string;
  sig: string;
}

/** Check a provider result and record the verification; the path to return to, or undefined when refused. */
export async function acceptAgeResult(deps: AgeDeps, r: AgeResult): Promise<{ returnPath: string | null } | undefined> {
  const expected = Buffer.from(signResult(deps.key, r.token, r.verdict, r.at));
  const given = Buffer.from(r.sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  if (r.verdict !== 'adult') return undefined;
  const now = deps.clock.now();
  const age = (now.getTime() - new Date(r.at).getTime()) / 1000;
  if (!(age >= -60 && age <= AGE_RESULT_SECONDS)) return undefined;
  const hash = hashSecret(r.token);
  const request = await liveAgeRequest(deps.db, hash, now.toISOString());
  if (!request || !(await useAgeRequest(deps.db, hash, now.toISOString()))) return undefined;
  await recordVerification(deps.db, request.user_id, DEMO_AGE_PROVIDER, now.toISOString());
  return { returnPath: request.return_path };
}

/** `POST /users/unlock-explicit-photos`: a verified adult switches explicit content on or off. */
export async function unlockExplicit(deps: Pick<AgeDeps, 'db' | 'clock'>, userId: number, on: boolean): Promise<Outcome<AgeVerification>> {
  if (!(await setExplicitUnlocked(deps.db, userId, on, deps.clock.now().toISOString()))) return forbidden(NOT_VERIFIED);
  return ageStatus(deps, userId);
}
