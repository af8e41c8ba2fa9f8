/**
 * Favourites (SPEC §7 "Favourites"): a punter lists and toggles saved profiles. A session is
 * required (401) and only roles with `canFavoriteProfile` may use them (403 for the others).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { favouriteParamSchema, type FavouritesResponse, type FavouriteToggleResponse } from '../../lib/api/favourites.ts';
import { can } from '../../lib/permissions.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { loadCards } from '../db/queries/cards.ts';
import { favouriteIds, isFavourable, toggleFavourite } from '../db/queries/favourites.ts';
import { requireUser } from '../app.ts';
import { notFoundJson } from '../http/errors.ts';
import { requestLocale } from '../http/locale.ts';
import { validParams } from '../http/validate.ts';
import { isoDay } from '../time.ts';

/** 403 for signed-in roles that may not keep favourites (runs after `requireUser`). */
const mayFavourite: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!can(c.get('user')?.roles, 'canFavoriteProfile')) return c.json({ message: 'Only clients can keep favourites.' }, 403);
  await next();
};

export function favouriteRoutes(deps: AppDeps) {
  const { db, sqlite, places, regions, clock } = deps;
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/users/favorite-profiles', requireUser, mayFavourite, async (c) => {
    const user = c.get('user')!;
    const ids = await favouriteIds(db, user.id);
    const now = clock.now();
    const results = await loadCards(db, ids, { regions, places, locale: requestLocale(c), today: isoDay(now), now });
    const body: FavouritesResponse = { results, total: results.length };
    return c.json(body);
  });

  app.post('/users/favorite-profiles/:id', requireUser, mayFavourite, validParams(favouriteParamSchema), async (c) => {
    const user = c.get('user')!;
    const { id } = c.req.valid('param');
    if (!(await isFavourable(db, id))) return notFoundJson(c);
    const favourite = toggleFavourite(sqlite, user.id, id, clock.now());
    const body: FavouriteToggleResponse = { results: { profileId: id, favourite } };
    return c.json(body);
  });

  return app;
}
