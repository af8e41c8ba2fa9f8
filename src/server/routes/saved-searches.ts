/**
 * Saved searches (SPEC §1): `GET|POST /users/saved-searches`, `PATCH|DELETE
 * /users/saved-searches/{id}`. Punters only (401 without a session, 403 for other roles).
 */
import { Hono } from 'hono';
import { savedSearchBodySchema, savedSearchParamSchema, savedSearchPatchSchema } from '../../lib/api/saved-searches.ts';
import { ROLES } from '../../lib/permissions.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { answer } from '../http/answer.ts';
import { requireRole } from '../http/guards.ts';
import { requireJson, validJson, validParams } from '../http/validate.ts';
import { changeSavedSearch, listSavedSearches, removeSavedSearch, saveSearch } from '../services/saved-searches.ts';

export function savedSearchRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const punter = requireRole(ROLES.punter);
  const id = validParams(savedSearchParamSchema);

  app.get('/users/saved-searches', punter, async (c) => c.json(await listSavedSearches(deps, c.get('user')!.id)));
  app.post('/users/saved-searches', punter, requireJson, validJson(savedSearchBodySchema), async (c) =>
    answer(c, await saveSearch(deps, c.get('user')!.id, c.req.valid('json'))),
  );
  app.patch('/users/saved-searches/:id', punter, id, requireJson, validJson(savedSearchPatchSchema), async (c) =>
    answer(c, await changeSavedSearch(deps, c.get('user')!.id, c.req.valid('param').id, c.req.valid('json'))),
  );
  app.delete('/users/saved-searches/:id', punter, id, async (c) =>
    answer(c, await removeSavedSearch(deps, c.get('user')!.id, c.req.valid('param').id)),
  );
  return app;
}
