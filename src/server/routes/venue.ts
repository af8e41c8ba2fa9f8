/**
 * The venue's own profile: GET and PATCH /users/venue-profile. Venue role only (401 without a
 * session, 403 for other roles); publishing goes through PUT /users/profile/publish/ like the
 * escort's, and the cover photo through /users/photos/.
 */
import { Hono, type Context } from 'hono';
import { venueProfileBodySchema } from '../../lib/api/venue.ts';
import { ROLES } from '../../lib/permissions.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { answer } from '../http/answer.ts';
import { requireRole } from '../http/guards.ts';
import { requestLocale } from '../http/locale.ts';
import { requireJson, validJson } from '../http/validate.ts';
import { saveVenueProfile, venueProfile } from '../services/venue.ts';

/** The venue routes. */
export function venueRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const venue = requireRole(ROLES.venue);
  const me = (c: Context<AppEnv>) => c.get('user')!.id;

  app.get('/users/venue-profile', venue, async (c) => c.json({ results: await venueProfile(deps, me(c), requestLocale(c)) }));

  app.patch('/users/venue-profile', venue, requireJson, validJson(venueProfileBodySchema), async (c) =>
    answer(c, await saveVenueProfile(deps, me(c), c.req.valid('json'), requestLocale(c))),
  );

  return app;
}
