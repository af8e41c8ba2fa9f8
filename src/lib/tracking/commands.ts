/**
 * What islands hand to the browser tracker (SPEC §4 "screen views", "request ids"; §7 "Tracking"):
 * plain objects pushed on the global `lmTrack` array with one line, `(globalThis.lmTrack ??= []).push(…)`.
 * The islands import nothing for it, so the tracker's code stays out of their first-load chunks; it
 * loads when the browser is idle, handles what waited, and from then on handles each push at once.
 */
import type { TrackingCategory } from '../api/tracking-codes.ts';
import type { Partner } from '../api/search.ts';

/** The page types a page view names in `a`: SPEC §3 "Page state" (search, profile, cms, notFound), home and app pages. */
export type PageType = 'home' | 'search' | 'profile' | 'cms' | 'notFound' | 'app';

/** The attributes an island names (the tracker adds the path and the request ids); a type, so it fits `atr`'s index signature. */
export type CommandAttributes = {
  profileId?: number;
  /** Place slug of a search or page. */
  place?: string;
  /** Category id (SPEC §3 "Category enumeration"). */
  category?: number;
  partner?: Partner;
  /** A search's own request id (on the search event). */
  searchRequestId?: string;
};

/** An event the tracker completes (user, roles, country) and sends. Page views are the tracker's own. */
export interface EventCommand {
  c: Exclude<TrackingCategory, 'page_view'>;
  a: string;
  l?: string;
  v?: number;
  atr?: CommandAttributes;
}

/** The page's type where an island learns it at run time (the profile page, the 404 page's catch-all). */
export interface PageCommand {
  page: PageType;
  atr?: CommandAttributes;
}

/** The home page's featured profiles answered: their request id rides on the home page view (SPEC §4). */
export interface FeaturedCommand {
  featured: string;
}

/** The visitor answered the age gate's cookie question. */
export interface ConsentCommand {
  consent: 'all' | 'necessary';
}

/** Anything pushed on `lmTrack`. */
export type TrackCommand = EventCommand | PageCommand | FeaturedCommand | ConsentCommand;

declare global {
  /** Tracking commands: an array until the tracker loads, then the same array with the tracker's `push`. */
  // A global of every script on the page: only `var` declares one.
  var lmTrack: TrackCommand[] | undefined;
}
