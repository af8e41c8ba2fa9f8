/**
 * Public profile reads (SPEC §2 "/users/{userId}", §7 "Profile", "Reviews") and the report form.
 * The reads answer published profiles only (anything else is a 404, never stored) and are
 * cacheable for anonymous visitors (http/cache.ts); with a session they are `private, no-store`.
 */
import { Hono } from 'hono';
import { idParamSchema } from '../../lib/api/common.ts';
import { buildProfileKeysQuerySchema, buildProfilesQuerySchema, reportBodySchema } from '../../lib/api/profiles.ts';
import { buildProfileKeys } from '../services/build-keys.ts';
import { reviewsQuerySchema } from '../../lib/api/reviews.ts';
import type { Accounts } from '../auth/accounts.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { answer } from '../http/answer.ts';
import { CACHE_POLICIES, cacheableJson } from '../http/cache.ts';
import { isLocalRequest } from '../http/client-address.ts';
import { isBuildRequest } from '../http/demo-access.ts';
import { notFoundJson } from '../http/errors.ts';
import { headerLocale } from '../http/locale.ts';
import { requireJson, validJson, validParams, validQuery } from '../http/validate.ts';
import { buildProfiles, buildProfilesByIds, publicProfile, punterProfile, reportProfile } from '../services/profiles.ts';
import { recordProfileView } from '../services/dashboard.ts';
import { reviewsOf } from '../services/reviews.ts';

/** The answer to a read of the build's profile pages that does not come from the site build. */
export const BUILD_PROFILES_REFUSED = 'The profile list serves the site build only: read one profile at a time at /api/v2/users/{id}.';

export function profileRoutes(deps: AppDeps, accounts: Accounts) {
  const app = new Hono<AppEnv>({ strict: false });

  // The published profiles a page at a time, for the site build's profile pages (this machine or
  // BUILD_API_TOKEN only: a crawl of the whole directory in a few requests is not for visitors).
  app.get(
    '/build/profiles',
    async (c, next) => {
      if (!isBuildRequest(c, deps.buildToken)) return c.json({ message: BUILD_PROFILES_REFUSED }, 403);
      await next();
    },
    validQuery(buildProfilesQuerySchema),
    async (c) => {
      const { after, limit, ids } = c.req.valid('query');
      c.header('Cache-Control', 'no-store');
      return c.json(ids ? await buildProfilesByIds(deps, ids) : await buildProfiles(deps, after, limit));
    },
  );

  // The keys of the listed profiles' pages (the build fetches the profiles whose key changed).
  app.get(
    '/build/profile-keys',
    async (c, next) => {
      if (!isBuildRequest(c, deps.buildToken)) return c.json({ message: BUILD_PROFILES_REFUSED }, 403);
      await next();
    },
    validQuery(buildProfileKeysQuerySchema),
    async (c) => {
      const { after, limit } = c.req.valid('query');
      c.header('Cache-Control', 'no-store');
      return c.json(await buildProfileKeys(deps, after, limit));
    },
  );

  app.get('/users/profile/escort-ai/:id', validParams(idParamSchema), async (c) => {
    const profile = await publicProfile(deps, c.req.valid('param').id, headerLocale(c), ['escort_ai']);
    if (!profile) return notFoundJson(c);
    return cacheableJson(c, { results: profile }, CACHE_POLICIES.profile);
  });

  app.get('/users/profile/punter/:id', validParams(idParamSchema), async (c) => {
    const profile = await punterProfile(deps, c.req.valid('param').id, headerLocale(c));
    if (!profile) return notFoundJson(c);
    return cacheableJson(c, { results: profile }, CACHE_POLICIES.profile);
  });

  app.post('/users/profile/report', requireJson, validJson(reportBodySchema), async (c) =>
    answer(
      c,
      // This machine (the server's own tools and tests) is not held to the per-address limits.
      await reportProfile({ ...deps, limiter: isLocalRequest(c) ? undefined : accounts.limiter }, c.req.valid('json'), {
        reporterId: c.get('user')?.id ?? null,
        ip: accounts.clientAddress(c),
        requestId: c.get('requestId'),
      }),
    ),
  );

  app.get('/users/:id{[0-9]+}/reviews', validParams(idParamSchema), validQuery(reviewsQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const body = await reviewsOf(deps, c.req.valid('param').id, q.page, q.per_page);
    if (!body) return notFoundJson(c);
    // Punters write reviews and escorts reply from the browser, signed in: their own reads are
    // private, and browsers revalidate the public list on every reload (CACHE_POLICIES.reviews).
    return cacheableJson(c, body, CACHE_POLICIES.reviews);
  });

  app.get('/users/:id{[0-9]+}', validParams(idParamSchema), async (c) => {
    const id = c.req.valid('param').id;
    const profile = await publicProfile(deps, id, headerLocale(c));
    if (!profile) return notFoundJson(c);
    // A served public profile is a view for the dashboard; the owner looking at it is not.
    if (c.get('user')?.id !== id) await recordProfileView(deps, id);
    return cacheableJson(c, { results: profile }, CACHE_POLICIES.profile);
  });

  return app;
}
