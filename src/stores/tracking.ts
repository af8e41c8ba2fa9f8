/**
 * Request ids for tracking (SPEC §4): the id of the last search (the search store makes one per
 * search it runs) and the id of the home page's featured listing (from the API's answer). They are mutually exclusive (setting one clears the other) and belong to the
 * next page view or profile open, which takes them (and so clears them). Kept in sessionStorage so
 * they survive the page load between a result list and the profile it leads to. The browser
 * tracker reads and clears the same entry itself (src/lib/tracking/request-ids.ts), so this store
 * stays out of its lazy chunk.
 */
import { atom } from 'nanostores';

/** The ids waiting for the next page view or profile open. */
export interface RequestIds {
  searchRequestId?: string;
  homepageResultsId?: string;
}

/** sessionStorage key. */
export const REQUEST_IDS_KEY = 'requestIds';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage can be switched off; the ids then live for the page only.
    return undefined;
  }
}

function read(): RequestIds {
  try {
    const raw = storage()?.getItem(REQUEST_IDS_KEY);
    const v = raw ? (JSON.parse(raw) as RequestIds) : {};
    if (typeof v.searchRequestId === 'string') return { searchRequestId: v.searchRequestId };
    if (typeof v.homepageResultsId === 'string') return { homepageResultsId: v.homepageResultsId };
  } catch {
    // A damaged entry counts as none.
  }
  return {};
}

/** The pending ids. */
export const $requestIds = atom<RequestIds>(read());

function write(ids: RequestIds): void {
  $requestIds.set(ids);
  const s = storage();
  if (!s) return;
  if (ids.searchRequestId || ids.homepageResultsId) s.setItem(REQUEST_IDS_KEY, JSON.stringify(ids));
  else s.removeItem(REQUEST_IDS_KEY);
}

/**
 * A fresh request id: a random UUID (v4). `crypto.randomUUID` exists only in secure contexts
 * (https, localhost); a page on plain http builds the same form from `crypto.getRandomValues`.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Remember the id of a search (clears the home page's id). */
export function setSearchRequestId(id: string): void {
  write({ searchRequestId: id });
}

/** Remember the id of the home page's featured listing (clears the search id). */
export function setHomepageResultsId(id: string): void {
  write({ homepageResultsId: id });
}

/** Take the pending ids for a page view or profile open: they are returned once, then cleared. */
export function takeRequestIds(): RequestIds {
  const ids = $requestIds.get();
  write({});
  return ids;
}

/** Read the ids again from sessionStorage (after another tab or page changed them). */
export function reloadRequestIds(): void {
  $requestIds.set(read());
}
