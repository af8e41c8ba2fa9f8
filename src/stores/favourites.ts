/**
 * The signed-in punter's favourite profiles (SPEC §7 "Favourites"): the ids, loaded once per page,
 * and a toggle that shows its result at once and takes it back when the server refuses.
 */
import { atom } from 'nanostores';
import { getFavourites, toggleFavourite as toggleCall } from '../lib/api/client/favourites.ts';

/** Favourite profile ids; undefined until loaded (or when nobody who may keep favourites is signed in). */
export const $favouriteIds = atom<ReadonlySet<number> | undefined>(undefined);

let loading: Promise<boolean> | undefined;

/** Load the favourites (once; `force` asks again). True when they could be loaded. */
export function loadFavourites(force = false): Promise<boolean> {
  if (!force && $favouriteIds.get()) return Promise.resolve(true);
  if (!force && loading) return loading;
  loading = getFavourites().then((res) => {
    loading = undefined;
    if (!res.data) return false;
    $favouriteIds.set(new Set(res.data.results.map((c) => c.id)));
    return true;
  });
  return loading;
}

/** Forget the favourites (after logout). */
export function clearFavourites(): void {
  $favouriteIds.set(undefined);
}

function withId(set: ReadonlySet<number> | undefined, id: number, on: boolean): ReadonlySet<number> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/**
 * Add or remove a favourite. The store changes at once; the server's answer decides in the end.
 * Returns the new state, or undefined when the server refused (the store is then as before).
 */
export async function toggleFavourite(profileId: number): Promise<boolean | undefined> {
  const before = $favouriteIds.get();
  const wanted = !before?.has(profileId);
  $favouriteIds.set(withId(before, profileId, wanted));
  const res = await toggleCall(profileId);
  if (!res.data) {
    $favouriteIds.set(before === undefined ? undefined : withId($favouriteIds.get(), profileId, !wanted));
    return undefined;
  }
  const on = res.data.results.favourite;
  $favouriteIds.set(withId($favouriteIds.get(), profileId, on));
  return on;
}
