/**
 * Taking the pending request ids for a page view or profile open (SPEC §4). The ids are kept by
 * src/stores/tracking.ts in sessionStorage; the tracker reads the same entry instead of importing
 * the store, because the store travels in the search pages' first-load chunk and a lazy chunk
 * importing it would split it into a chunk of its own there (a test checks both agree).
 */

/** The ids waiting for the next page view or profile open (at most one of them). */
export interface PendingIds {
  searchRequestId?: string;
  homepageResultsId?: string;
}

/** The sessionStorage key src/stores/tracking.ts keeps them under. */
export const REQUEST_IDS_KEY = 'requestIds';

/** Read the pending ids once and clear them; none when storage is off or the entry is damaged. */
export function takePendingIds(storage: Storage | undefined): PendingIds {
  try {
    const raw = storage?.getItem(REQUEST_IDS_KEY);
    if (!raw) return {};
    storage!.removeItem(REQUEST_IDS_KEY);
    const v = JSON.parse(raw) as PendingIds;
    if (typeof v.searchRequestId === 'string') return { searchRequestId: v.searchRequestId };
    if (typeof v.homepageResultsId === 'string') return { homepageResultsId: v.homepageResultsId };
  } catch {
    // Storage switched off, or a damaged entry: no ids.
  }
  return {};
}
