/**
 * Venues: the venue's own profile row (created on first use) and the escorts that work there
 * (`profiles.venue_id`), as the venue's public profile lists them.
 */
import type { Kysely } from 'kysely';
import type { RegionCode } from '../../../../regions/schema.ts';
import type { DB } from '../types.ts';

/** Most escorts a venue's public profile lists. */
export const VENUE_ESCORTS_MAX = 24;

/** Create the venue's (unpublished) profile unless it has one. */
export async function ensureVenueProfile(
  db: Kysely<DB>,
  p: { userId: number; region: RegionCode; displayName: string; now: Date },
): Promise<void> {
  const at = p.now.toISOString();
  await db
    .insertInto('profiles')
    // Onboarding is the escort's way in; a venue edits everything on its account page.
    .values({
      user_id: p.userId,
      profile_type: 'venue',
      region: p.region,
      display_name: p.displayName,
      onboarding_step: 'done',
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Ids of the published escorts working at `venueId`, newest publication first. */
export async function venueEscortIds(db: Kysely<DB>, venueId: number, limit = VENUE_ESCORTS_MAX): Promise<number[]> {
  const rows = await db
    .selectFrom('profiles')
    .select('user_id')
    .where('venue_id', '=', venueId)
    .where('published', '=', 1)
    .where('profile_type', '=', 'escort')
    .orderBy('published_at', 'desc')
    .orderBy('user_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.user_id);
}

/** A JSON list column as strings (anything else reads as empty). */
export function stringList(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
