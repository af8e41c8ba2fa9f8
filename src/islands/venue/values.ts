/**
 * The venue page's form values and the PATCH /users/venue-profile bodies they are saved as. Food
 * and drinks are typed one per line: blank lines go, each entry is trimmed, repeats count once.
 */
import type { VenueProfile, VenueProfileBody } from '../../lib/api/venue.ts';
import { FOOD_AND_DRINKS_LIMITS } from '../../domain/venues.ts';
import type { VenueKind } from '../../domain/venues.ts';

/** The details section's inputs: the shared about fields, the kind and the website. */
export interface DetailsValues {
  display_name: string;
  slogan: string;
  about_me: string;
  venue_kind: VenueKind | '';
  website: string;
}

/** Details inputs from the saved profile. */
export function detailsValues(v: VenueProfile): DetailsValues {
  return {
    display_name: v.display_name,
    slogan: v.slogan ?? '',
    about_me: v.about_me ?? '',
    venue_kind: v.venue_kind ?? '',
    website: v.website ?? '',
  };
}

/** The details body (an empty kind is left as saved: it cannot be cleared). */
export function detailsBody(v: DetailsValues): VenueProfileBody {
  return {
    display_name: v.display_name.trim(),
    slogan: v.slogan,
    about_me: v.about_me,
    ...(v.venue_kind ? { venue_kind: v.venue_kind } : {}),
    website: v.website.trim() || null,
  };
}

/** Food and drinks from the text box: one entry per non-blank line, trimmed, each once. */
export function foodFromText(text: string): string[] {
  const entries = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return [...new Set(entries)];
}

/** The saved list as the text box shows it. */
export function foodToText(list: readonly string[]): string {
  return list.join('\n');
}

/** Why the food-and-drinks list is refused before sending (a message key), if it is. */
export function foodProblem(list: readonly string[]): 'venue.food.tooMany' | 'venue.food.tooLong' | undefined {
  if (list.length > FOOD_AND_DRINKS_LIMITS.count) return 'venue.food.tooMany';
  if (list.some((e) => e.length > FOOD_AND_DRINKS_LIMITS.length)) return 'venue.food.tooLong';
  return undefined;
}

/** What each section of the venue page gets: the saved profile and where a save's answer goes. */
export interface VenueSectionProps {
  venue: VenueProfile;
  onSaved: (next: VenueProfile) => void;
}
