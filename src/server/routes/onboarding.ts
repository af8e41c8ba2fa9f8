/**
 * Escort onboarding (SPEC §7 "Onboarding"): the state, the two PATCH bodies, the step and the
 * publish at the end. Escorts only (401 without a session, 403 for other roles); publishing
 * answers a non-escort with 403 `{ message, code: "notPermitted" }` (SPEC §4).
 */
import { Hono, type Context } from 'hono';
import { stepParamSchema, userFeaturesBodySchema, userInformationBodySchema, type PublishResult } from '../../lib/api/onboarding.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { answer } from '../http/answer.ts';
import { actingFor, profileOwner, supplyOwner } from '../http/acting.ts';
import { requestLocale } from '../http/locale.ts';
import { requireJson, validJson, validParams } from '../http/validate.ts';
import { onboardingState, saveUserFeatures, saveUserInformation, setStep } from '../services/onboarding.ts';
import { isQuarantined, publishManaged, type ManagerOutcome } from '../services/manager.ts';
import { notPermitted, publishProfile, unpublishProfile } from '../services/publish.ts';
import type { NotPermitted } from '../services/publish.ts';

/** The answer of a publish: the result, 422 with the missing parts, or 403 `notPermitted` / `quarantined`. */
export function publishAnswer(c: Context<AppEnv>, o: ManagerOutcome<PublishResult> | NotPermitted) {
  if (isQuarantined(o)) return c.json({ message: o.message, code: o.code }, 403);
  if (notPermitted(o)) return c.json({ message: o.message, code: o.code }, 403);
  return answer(c, o);
}

/** Publish the profile the request works on: the caller's own, or a managed escort's (http/acting.ts). */
export async function publishOwner(deps: AppDeps, c: Context<AppEnv>, publish: boolean) {
  const escortId = actingFor(c);
  if (escortId !== undefined) return publishManaged(deps, c.get('user')!.id, escortId, publish, requestLocale(c));
  const locale = requestLocale(c);
  return publish ? publishProfile(deps, c.get('user')!, locale) : unpublishProfile(deps, c.get('user')!.id, locale);
}

export function onboardingRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  // Escorts, or a manager acting for an escort they manage (http/acting.ts).
  const escort = supplyOwner(deps);
  const me = profileOwner;

  app.get('/onboarding', escort, async (c) => c.json({ results: await onboardingState(deps, me(c)) }));

  app.patch('/onboarding/user-information', escort, requireJson, validJson(userInformationBodySchema), async (c) =>
    answer(c, await saveUserInformation(deps, me(c), c.req.valid('json'), requestLocale(c))),
  );

  app.patch('/onboarding/user-features', escort, requireJson, validJson(userFeaturesBodySchema), async (c) =>
    answer(c, await saveUserFeatures(deps, me(c), c.req.valid('json'), requestLocale(c))),
  );

  app.patch('/onboarding/step/:step', escort, validParams(stepParamSchema), async (c) =>
    answer(c, await setStep(deps, me(c), c.req.valid('param').step, requestLocale(c))),
  );

  app.post('/onboarding/publish-profile', supplyOwner(deps, { escortOnly: false }), async (c) =>
    publishAnswer(c, await publishOwner(deps, c, true)),
  );

  return app;
}
