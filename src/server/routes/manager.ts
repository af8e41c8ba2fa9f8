/**
 * The manager area (SPEC §7 "Manager"): GET and POST /manager/users/, POST /manager/escorts/venue/,
 * PUT /manager/publish/{id}/, GET /manager/venues/ and GET/PUT /manager/contact-details/. Managers
 * only (401 anonymous, 403 other roles); an escort of another manager is 404; a quarantined
 * manager gets 403 `{ code: "quarantined" }` for creating and publishing.
 */
import type { Accounts } from '../auth/accounts.ts';
import { callerOf } from '../http/caller.ts';
import { Hono } from 'hono';
import { idParamSchema } from '../../lib/api/common.ts';
import {
  contactDetailsBodySchema,
  createEscortBodySchema,
  escortVenueBodySchema,
  managerUsersQuerySchema,
  managerVenuesQuerySchema,
} from '../../lib/api/manager.ts';
import { publishBodySchema } from '../../lib/api/onboarding.ts';
import { ROLES } from '../../lib/permissions.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { answer } from '../http/answer.ts';
import { requireRole } from '../http/guards.ts';
import { requestLocale } from '../http/locale.ts';
import { requireJson, validJson, validParams, validQuery } from '../http/validate.ts';
import {
  assignVenue,
  contactDetails,
  createManaged,
  isQuarantined,
  listManaged,
  publishManaged,
  saveContactDetails,
  venuesOf,
} from '../services/manager.ts';
import { publishAnswer } from './onboarding.ts';

export function managerRoutes(deps: AppDeps, accounts: Accounts) {
  const app = new Hono<AppEnv>({ strict: false });
  const manager = requireRole(ROLES.manager);
  const me = (c: { get(key: 'user'): AppEnv['Variables']['user'] }) => c.get('user')!.id;

  app.get('/manager/users', manager, validQuery(managerUsersQuerySchema), async (c) =>
    c.json(await listManaged(deps, me(c), c.req.valid('query'))),
  );

  app.post('/manager/users', manager, requireJson, validJson(createEscortBodySchema), async (c) => {
    const o = await createManaged({ ...deps, accounts }, callerOf(c, accounts), me(c), c.req.valid('json'), requestLocale(c));
    if (isQuarantined(o)) return c.json({ message: o.message, code: o.code }, 403);
    return answer(c, o);
  });

  app.post('/manager/escorts/venue', manager, requireJson, validJson(escortVenueBodySchema), async (c) =>
    answer(c, await assignVenue(deps, me(c), c.req.valid('json'))),
  );

  app.get('/manager/venues', manager, validQuery(managerVenuesQuerySchema), async (c) =>
    c.json({ results: await venuesOf(deps, c.req.valid('query').region) }),
  );

  app.put('/manager/publish/:id{[0-9]+}', manager, validParams(idParamSchema), requireJson, validJson(publishBodySchema), async (c) =>
    publishAnswer(c, await publishManaged(deps, me(c), c.req.valid('param').id, c.req.valid('json').profile_published, requestLocale(c))),
  );

  app.get('/manager/contact-details', manager, async (c) => c.json({ results: await contactDetails(deps, me(c)) }));
  app.put('/manager/contact-details', manager, requireJson, validJson(contactDetailsBodySchema), async (c) =>
    answer(c, await saveContactDetails(deps, me(c), c.req.valid('json'))),
  );

  return app;
}
