/** A punter's favourites (SPEC §7 "Favourites"): the list as cards, and saving or removing one. */
import type { Locale } from '../../../regions/schema.ts';
import type { FavouritesResponse, FavouriteToggleResponse } from '../../lib/api/favourites.ts';
import { loadCards } from '../db/queries/cards.ts';
import { favouriteIds, isFavourable, toggleFavourite } from '../db/queries/favourites.ts';
import { isoDay } from '../time.ts';
import type { ReadDeps } from './deps.ts';

/** The user's saved, still published profiles as cards, most recently saved first. */
export async function listFavourites(deps: ReadDeps, userId: number, locale: Locale): Promise<FavouritesResponse> {
  const ids = await favouriteIds(deps.db, userId);
  const now = deps.clock.now();
  const results = await loadCards(deps.db, ids, { regions: deps.regions, places: deps.places, locale, today: isoDay(now), now });
  return { results, total: results.length };
}

/** Save a profile or remove it from the favourites; null when it cannot be saved (missing, unpublished, a punter). */
export async function toggleFavouriteOf(
  deps: Pick<ReadDeps, 'db' | 'clock'>,
  userId: number,
  profileId: number,
): Promise<FavouriteToggleResponse | null> {
  if (!(await isFavourable(deps.db, profileId))) return null;
  const favourite = await toggleFavourite(deps.db, userId, profileId, deps.clock.now());
  return { results: { profileId, favourite } };
}
