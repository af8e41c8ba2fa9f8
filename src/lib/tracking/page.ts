/**
 * What kind of page this is, for its page view (SPEC §4): read from the markers the built page
 * carries (the layout, the search section, the app route), or left to an island that learns it at
 * run time (the profile page, the 404 page's catch-all), which pushes a page command.
 */
import type { AppRouteId } from '../routing/app-routes.ts';
import type { CommandAttributes, PageType } from './commands.ts';

/** The markers of a built page. */
export interface PageFacts {
  /** `data-layout` of the body. */
  layout?: string;
  /** The search section's `data-category` and `data-place`. */
  search?: { category?: string; place?: string };
  /** The app route id of an app page's island (`data-island` beside `data-access`). */
  route?: string;
}

/** The page view to send: its type (none: wait for the island that knows), label and attributes. */
export interface PagePlan {
  type?: PageType;
  label?: string;
  atr: CommandAttributes;
}

/** The app route of the public profile page, whose island names the page type once the profile loads. */
export const PROFILE_ROUTE: AppRouteId = 'userProfile';

/** Plan the page view of a page with these markers. */
export function pagePlan(facts: PageFacts): PagePlan {
  if (facts.search) {
    const category = Number(facts.search.category);
    return {
      type: 'search',
      atr: { category: Number.isInteger(category) && category > 0 ? category : undefined, place: facts.search.place },
    };
  }
  if (facts.route === PROFILE_ROUTE) return { atr: {} };
  if (facts.route) return { type: 'app', label: facts.route, atr: {} };
  // The 404 page's catch-all asks the API what the path is; it may turn out a profile or a search.
  if (facts.layout === '404') return { atr: {} };
  if (facts.layout === 'home-page') return { type: 'home', atr: {} };
  return { type: 'cms', atr: {} };
}

/** Read the markers from the document. */
export function readPageFacts(doc: Document): PageFacts {
  const search = doc.querySelector<HTMLElement>('[data-island="search"]');
  const app = doc.querySelector<HTMLElement>('[data-island][data-access]');
  return {
    layout: doc.body.dataset.layout,
    search: search ? { category: search.dataset.category, place: search.dataset.place } : undefined,
    route: app?.dataset.island,
  };
}
