/** The escort's profile row as onboarding starts it, and how far onboarding got. */
import type { Kysely } from 'kysely';
import type { RegionCode } from '../../../../regions/schema.ts';
import type { OnboardingStep } from '../../../lib/api/onboarding.ts';
import type { DB } from '../types.ts';

/**
 * Create the escort's unpublished profile unless it exists (in its region). Its name is not chosen
 * yet: `username` stands in for it where an unpublished profile is named (never in the forms).
 */
export async function ensureEscortProfile(
  db: Kysely<DB>,
  p: { userId: number; region: RegionCode; username: string; now: Date },
): Promise<void> {
  const at = p.now.toISOString();
  await db
    .insertInto('profiles')
    .values({
      user_id: p.userId,
      profile_type: 'escort',
      region: p.region,
      display_name: p.username.slice(0, 40),
      display_name_chosen: 0,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** The saved steps, from their JSON column. */
export function savedSteps(json: string): OnboardingStep[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? (v.filter((x) => typeof x === 'string') as OnboardingStep[]) : [];
  } catch {
    return [];
  }
}

/** Record the step the escort is on and that it was saved once. */
export async function recordStep(db: Kysely<DB>, userId: number, step: OnboardingStep, saved: readonly OnboardingStep[]): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ onboarding_step: step, onboarding_saved: JSON.stringify(saved) })
    .where('user_id', '=', userId)
    .execute();
}
