/**
 * Favourites (SPEC §7 "Favourites"): a punter lists and toggles saved profiles. A session is
 * required (401) and only roles with `canFavoriteProfile` may use them (403 for the others).
 */
import { Hono } from 'hono';
import { favouriteParamSchema } from '../../lib/api/favourites.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { notFoundJson } from '../http/errors.ts';
import { requirePermission } from '../http/guards.ts';
import { requestLocale } from '../http/locale.ts';
import { validParams } from '../http/validate.ts';
import { listFavourites, toggleFavouriteOf } from '../services/favourites.ts';

export function favouriteRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const mayFavourite = requirePermission('canFavoriteProfile', { message: 'Only clients can keep favourites.' });

  app.get('/users/favorite-profiles', mayFavourite, async (c) => c.json(await listFavourites(deps, c.get('user')!.id, requestLocale(c))));

  app.post('/users/favorite-profiles/:id', mayFavourite, validParams(favouriteParamSchema), async (c) => {
    const body = await toggleFavouriteOf(deps, c.get('user')!.id, c.req.valid('param').id);
    return body ? c.json(body) : notFoundJson(c);
  });

  return app;
}
