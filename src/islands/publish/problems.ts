/**
 * Why a publish was refused, as a list the escort can act on: each SPEC §5 field error of the 422
 * answer becomes one line with a link to the onboarding step or editor tab that fixes it.
 */
import { PUBLISH_ERROR_FIELDS } from '../../lib/api/limits.ts';
import type { FieldErrors } from '../../lib/api/common.ts';
import type { StaticRouteId } from '../../lib/routing/app-routes.ts';

/** Where the publish was started: the last onboarding step, the account page (editor) or the venue page. */
export type PublishSource = 'onboarding' | 'profile' | 'venue';

/** A field the publish rules check (SPEC §5). */
export type PublishField = (typeof PUBLISH_ERROR_FIELDS)[number];

/** One refused rule: the field, the server's message and the page that fixes it (none when nothing can). */
export interface PublishProblem {
  field: PublishField | 'other';
  message: string;
  fixAt?: StaticRouteId;
}

/** The onboarding step and the editor tab that edit each field (the venue page holds every section itself). */
const FIX_AT: Record<PublishField, Record<PublishSource, StaticRouteId | undefined>> = {
  photos: { onboarding: 'onboardingMedia', profile: 'profile', venue: undefined },
  location: { onboarding: 'onboardingLocation', profile: 'profile', venue: undefined },
  contact: { onboarding: 'onboarding', profile: 'profile', venue: undefined },
  display_name: { onboarding: 'onboardingAbout', profile: 'profileAbout', venue: undefined },
  about_me: { onboarding: 'onboardingAbout', profile: 'profileAbout', venue: undefined },
  slogan: { onboarding: 'onboardingAbout', profile: 'profileAbout', venue: undefined },
  date_of_birth: { onboarding: 'onboardingAbout', profile: 'profileFeatures', venue: undefined },
  profile_published: { onboarding: undefined, profile: undefined, venue: undefined },
};

/** Whether a 422 key names a publish field ("location.lat" counts as "location"). */
function publishField(key: string): PublishField | 'other' {
  const head = key.split('.')[0]!;
  return (PUBLISH_ERROR_FIELDS as readonly string[]).includes(head) ? (head as PublishField) : 'other';
}

/** The problems of a refused publish, one per field (its first message), in the order of the answer. */
export function publishProblems(errors: FieldErrors, source: PublishSource): PublishProblem[] {
  const seen = new Set<string>();
  const problems: PublishProblem[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const field = publishField(key);
    const message = messages[0];
    if (!message || seen.has(field === 'other' ? key : field)) continue;
    seen.add(field === 'other' ? key : field);
    const fixAt = field === 'other' ? undefined : FIX_AT[field][source];
    problems.push({ field, message, ...(fixAt ? { fixAt } : {}) });
  }
  return problems;
}
