/**
 * The escort's own profile (SPEC §7 "Profile", "Features and services", "Users: availability",
 * "Products and prices", "Reviews" replies), and the contact-click count of public profiles.
 * Escorts only (401/403) except publish and unpublish, which venues use too, and the contact
 * click, which anyone may send (limited per address).
 */
import { Hono } from 'hono';
import { idParamSchema } from '../../lib/api/common.ts';
import { publishBodySchema, servicesBodySchema } from '../../lib/api/onboarding.ts';
import { availabilityBodySchema, PRICE_DURATIONS, pricesBodySchema } from '../../lib/api/own-profile.ts';
import { reviewReplyBodySchema } from '../../lib/api/reviews.ts';
import { ROLES } from '../../lib/permissions.ts';
import type { Accounts } from '../auth/accounts.ts';
import type { Limit } from '../auth/rate-limit.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { answer, tooManyRequests } from '../http/answer.ts';
import { isLocalRequest } from '../http/client-address.ts';
import { notFoundJson } from '../http/errors.ts';
import { profileOwner, supplyOrVenueOwner, supplyOwner } from '../http/acting.ts';
import { venueProfileRow } from '../services/venue.ts';
import { requireRole } from '../http/guards.ts';
import { requestLocale } from '../http/locale.ts';
import { requireJson, validJson, validParams } from '../http/validate.ts';
import { isPublished } from '../db/queries/profiles.ts';
import { dashboardData, recordContactClick } from '../services/dashboard.ts';
import { invalid } from '../services/outcome.ts';
import {
  escortProfile,
  ownAvailability,
  ownFeatures,
  ownPrices,
  ownProfile,
  profileResources,
  saveAvailability,
  savePrices,
  saveServices,
} from '../services/own-profile.ts';
import { replyToReview } from '../services/review-replies.ts';
import { recordPunterContact } from '../services/reviews-write.ts';
import { publishAnswer, publishOwner } from './onboarding.ts';

/** Contact clicks counted per address (a visitor clicks a few times; a script is stopped). */
export const CONTACT_CLICK_LIMIT: Limit = { name: 'contact-click-ip', max: 20, windowSeconds: 60 };

export function ownProfileRoutes(deps: AppDeps, accounts: Accounts) {
  const app = new Hono<AppEnv>({ strict: false });
  // Escorts, or a manager acting for an escort they manage (http/acting.ts); review replies stay the escort's own.
  const escort = supplyOwner(deps);
  const ownEscort = requireRole(ROLES.escort);
  const me = profileOwner;

  app.get('/users/profile', escort, async (c) => c.json({ results: await ownProfile(deps, me(c)) }));
  app.get('/users/profile/dashboard-data', escort, async (c) => {
    await escortProfile(deps, me(c));
    return c.json({ results: await dashboardData(deps, me(c)) });
  });
  app.get('/users/profile/resources', escort, async (c) => c.json({ results: await profileResources(deps, me(c), requestLocale(c)) }));

  app.put('/users/profile/publish', supplyOwner(deps, { escortOnly: false }), requireJson, validJson(publishBodySchema), async (c) => {
    if (!c.req.valid('json').profile_published) return answer(c, invalid({ profile_published: ['send true to publish'] }));
    return publishAnswer(c, await publishOwner(deps, c, true));
  });
  app.put(
    '/users/profile/unpublish',
    supplyOrVenueOwner(deps, (id) => venueProfileRow(deps, id)),
    requireJson,
    validJson(publishBodySchema),
    async (c) => {
      if (c.req.valid('json').profile_published) return answer(c, invalid({ profile_published: ['send false to unpublish'] }));
      return publishAnswer(c, await publishOwner(deps, c, false));
    },
  );

  app.get('/user/features', escort, async (c) => c.json({ results: await ownFeatures(deps, me(c)) }));
  app.post('/services', escort, requireJson, validJson(servicesBodySchema), async (c) =>
    answer(c, await saveServices(deps, me(c), c.req.valid('json'))),
  );

  app.get('/prices/time-slots', escort, (c) => c.json({ results: [...PRICE_DURATIONS] }));
  app.get('/prices', escort, async (c) => c.json({ results: await ownPrices(deps, me(c)) }));
  app.put('/prices', escort, requireJson, validJson(pricesBodySchema), async (c) =>
    answer(c, await savePrices(deps, me(c), c.req.valid('json'))),
  );

  app.get('/users/availability', escort, async (c) => c.json({ results: await ownAvailability(deps, me(c)) }));
  app.post('/users/availability', escort, requireJson, validJson(availabilityBodySchema), async (c) =>
    answer(c, await saveAvailability(deps, me(c), c.req.valid('json'))),
  );

  app.post(
    '/users/reviews/:id{[0-9]+}/replies',
    ownEscort,
    validParams(idParamSchema),
    requireJson,
    validJson(reviewReplyBodySchema),
    async (c) => {
      const own = c.get('user')!.id;
      const profile = await escortProfile(deps, own);
      return answer(
        c,
        await replyToReview(
          deps,
          { id: own, name: profile.display_name },
          c.req.valid('param').id,
          c.req.valid('json').body,
          requestLocale(c),
        ),
      );
    },
  );

  app.post('/users/:id{[0-9]+}/contact-click', validParams(idParamSchema), async (c) => {
    const id = c.req.valid('param').id;
    if (!isLocalRequest(c)) {
      const hit = await accounts.limiter.hit(CONTACT_CLICK_LIMIT, accounts.clientAddress(c));
      if (!hit.ok) return tooManyRequests(c, hit.retryAfter);
    }
    if (!(await isPublished(deps.db, id))) return notFoundJson(c);
    // The owner trying the own button is not a contact.
    if (c.get('user')?.id !== id) await recordContactClick(deps, id);
    // A signed-in punter's click is the contact a review needs (services/reviews-write.ts).
    await recordPunterContact(deps, c.get('user') ?? null, id);
    return c.body(null, 204);
  });

  return app;
}
