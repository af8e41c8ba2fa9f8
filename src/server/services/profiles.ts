/** Public profile reads (SPEC §2 "/users/{userId}", §7 "Profile") and the report form. */
import type { z } from 'zod';
import type { Locale } from '../../../regions/schema.ts';
import type { BuildProfilesResponse, PublicProfile, PunterProfile, reportBodySchema } from '../../lib/api/profiles.ts';
import type { RateLimiter } from '../auth/rate-limit.ts';
import {
  findSameReport,
  insertReport,
  isPublished,
  loadPublicProfile,
  loadPunterProfile,
  publishedProfileIds,
  type ProfileContext,
} from '../db/queries/profiles.ts';
import type { ProfileType } from '../db/types.ts';
import { isoDay } from '../time.ts';
import type { ReadDeps } from './deps.ts';
import { REQUEST_LIMITS } from './limits.ts';
import { created, invalid, limited, ok, type Outcome } from './outcome.ts';

function context(deps: ReadDeps, locale: Locale | undefined): ProfileContext {
  const now = deps.clock.now();
  return { regions: deps.regions, places: deps.places, locale, today: isoDay(now), now };
}

/** A published escort, venue or AI profile (or only of `types`); null when there is none. */
export function publicProfile(
  deps: ReadDeps,
  id: number,
  locale: Locale | undefined,
  types?: readonly ProfileType[],
): Promise<PublicProfile | null> {
  return loadPublicProfile(deps.db, id, context(deps, locale), types);
}

/**
 * A page of the published escort, venue and AI profiles for the site build (GET /build/profiles):
 * the public payload in the profile region's language, without the private contact channels.
 */
export async function buildProfiles(deps: ReadDeps, after: number, limit: number): Promise<BuildProfilesResponse> {
  const ids = await publishedProfileIds(deps.db, after, limit);
  const ctx = context(deps, undefined);
  const results: PublicProfile[] = [];
  for (const id of ids) {
    const profile = await loadPublicProfile(deps.db, id, ctx);
    if (profile) results.push(withoutPrivateContact(profile));
  }
  return { results, next: ids.length === limit ? ids[ids.length - 1]! : null };
}

/** The published ones of `ids` for the site build (GET /build/profiles?ids=), in id order, as `buildProfiles` gives them. */
export async function buildProfilesByIds(deps: ReadDeps, ids: readonly number[]): Promise<BuildProfilesResponse> {
  const ctx = context(deps, undefined);
  const results: PublicProfile[] = [];
  for (const id of [...ids].sort((a, b) => a - b)) {
    const profile = await loadPublicProfile(deps.db, id, ctx);
    if (profile) results.push(withoutPrivateContact(profile));
  }
  return { results, next: null };
}

/** A profile as pre-rendered pages may show it: phone, WhatsApp, Telegram and e-mail left out (the website stays). */
export function withoutPrivateContact(p: PublicProfile): PublicProfile {
  return { ...p, contact: { phone: null, whatsapp: false, telegram: null, email: null, website: p.contact.website } };
}

/** A punter's public page; null when there is none. */
export function punterProfile(deps: ReadDeps, id: number, locale: Locale | undefined): Promise<PunterProfile | null> {
  return loadPunterProfile(deps.db, id, context(deps, locale));
}

/**
 * Whether /users/{id}/ shows a profile: a published escort, venue or AI profile (GET /users/{id})
 * or a punter's page (GET /users/profile/punter/{id}); anything else is the region's 404.
 */
export function profilePageVisible(deps: Pick<ReadDeps, 'db'>, id: number): Promise<boolean> {
  return isPublished(deps.db, id);
}

/** How long a repeated report counts as the same one. */
export const REPORT_DEDUPE_SECONDS = 24 * 60 * 60;

/** Who sends a report. */
export interface Reporter {
  reporterId: number | null;
  /** Client address. */
  ip: string;
  requestId: string | null;
}

/**
 * Store a report about a published profile. Limited per reporter and per profile (unless no
 * `limiter` is given: requests from this machine); the same report (reporter, profile, reason and
 * text) within a day answers with the first one (200, no new row).
 */
export async function reportProfile(
  deps: Pick<ReadDeps, 'db' | 'clock'> & { limiter?: RateLimiter },
  body: z.output<typeof reportBodySchema>,
  from: Reporter,
): Promise<Outcome<{ id: number; status: 'received' }>> {
  const reporter = from.reporterId !== null ? `u:${from.reporterId}` : `ip:${from.ip}`;
  const refused =
    deps.limiter &&
    limited(
      await deps.limiter.hitAll([
        [REQUEST_LIMITS.reportPerReporter, reporter],
        [REQUEST_LIMITS.reportPerTarget, String(body.profileId)],
      ]),
    );
  if (refused) return refused;
  if (!(await isPublished(deps.db, body.profileId))) return invalid({ profileId: ['The selected profile is invalid.'] });
  const now = deps.clock.now();
  const report = {
    profileId: body.profileId,
    reporterId: from.reporterId,
    reporterIp: from.ip,
    reason: body.reason,
    message: body.message || null,
  };
  const same = await findSameReport(deps.db, report, new Date(now.getTime() - REPORT_DEDUPE_SECONDS * 1000));
  if (same !== undefined) return ok({ id: same, status: 'received' as const });
  const id = await insertReport(deps.db, { ...report, contactEmail: body.email ?? null, requestId: from.requestId, at: now });
  return created({ id, status: 'received' as const });
}
