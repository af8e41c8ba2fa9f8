/**
 * The 404 page's catch-all tells the tracker what the path turned out to be (SPEC §4: the page type
 * is resolved on the first navigation): a search of a category and place, or not found. A profile
 * says nothing here: its own page names itself once the profile has loaded.
 */
import type { PageCommand } from './commands.ts';

/** The answer of GET /seo/resolve-page-type as far as tracking needs it. */
export interface ResolvedPath {
  categoryId: number | null;
  placeSlug: string | null;
}

/** The page command of a resolved path (`undefined` resolution: the lookup failed, the 404 stays). */
export function catchAllPageCommand(view: 'profile' | 'search' | 'notFound', resolved: ResolvedPath | undefined): PageCommand | undefined {
  if (view === 'profile') return undefined;
  if (view === 'notFound' || !resolved) return { page: 'notFound' };
  return { page: 'search', atr: { category: resolved.categoryId ?? undefined, place: resolved.placeSlug ?? undefined } };
}
