/** Public profile reads (SPEC §2 "/users/{userId}", §7 "Profile") and the report form. */
import type { z } from 'zod';
import type { Locale } from '../../../regions/schema.ts';
import type { PublicProfile, PunterProfile, reportBodySchema } from '../../lib/api/profiles.ts';
import { insertReport, isPublished, loadPublicProfile, loadPunterProfile, type ProfileContext } from '../db/queries/profiles.ts';
import type { ProfileType } from '../db/types.ts';
import { isoDay } from '../time.ts';
import type { ReadDeps } from './deps.ts';
import { created, invalid, type Outcome } from './outcome.ts';

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

/** A punter's public page; null when there is none. */
export function punterProfile(deps: ReadDeps, id: number, locale: Locale | undefined): Promise<PunterProfile | null> {
  return loadPunterProfile(deps.db, id, context(deps, locale));
}

/** Store a report about a published profile. */
export async function reportProfile(
  deps: Pick<ReadDeps, 'db'>,
  body: z.output<typeof reportBodySchema>,
  from: { reporterId: number | null; requestId: string | null },
): Promise<Outcome<{ id: number; status: 'received' }>> {
  if (!(await isPublished(deps.db, body.profileId))) return invalid({ profileId: ['The selected profile is invalid.'] });
  const id = await insertReport(deps.db, {
    profileId: body.profileId,
    reporterId: from.reporterId,
    reason: body.reason,
    message: body.message || null,
    contactEmail: body.email ?? null,
    requestId: from.requestId,
  });
  return created({ id, status: 'received' as const });
}
