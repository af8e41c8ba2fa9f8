/**
 * Reference lists (SPEC §7 "Features and services", "country codes"): feature options, the v1
 * feature list, the service catalogue and phone dial codes. Labels follow `x-locale`.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { regionCodeSchema } from '../../lib/api/common.ts';
import { FEATURE_NAMES } from '../../domain/profile-features.ts';
import {
  featureOptionsQuerySchema,
  type CountryCodesResponse,
  type FeatureOptionsResponse,
  type FeaturesV1Response,
  type ServicesResponse,
} from '../../lib/api/features.ts';
import { featureOptions } from '../catalog/labels.ts';
import { countryCodes } from '../catalog/country-codes.ts';
import { SERVICES } from '../../domain/services.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { publicCache, requestLocale } from '../http/locale.ts';
import { validQuery } from '../http/validate.ts';

const ONE_HOUR = 3600;

/** Routes under /api/v2. */
export function featureRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/features/options', validQuery(featureOptionsQuerySchema), (c) => {
    const { region } = c.req.valid('query');
    const locale = requestLocale(c, region ? deps.regions[region] : undefined);
    const body: FeatureOptionsResponse = {
      results: Object.fromEntries(FEATURE_NAMES.map((f) => [f, featureOptions(locale, f)])) as FeatureOptionsResponse['results'],
    };
    publicCache(c, ONE_HOUR, true);
    return c.json(body);
  });

  app.get('/services', validQuery(featureOptionsQuerySchema), (c) => {
    const { region } = c.req.valid('query');
    const locale = requestLocale(c, region ? deps.regions[region] : undefined);
    const body: ServicesResponse = { results: SERVICES.map((s) => ({ id: s.id, key: s.key, label: s.labels[locale] })) };
    publicCache(c, ONE_HOUR, true);
    return c.json(body);
  });

  app.get('/country-codes', validQuery(z.object({ region: regionCodeSchema.optional() })), (c) => {
    const { region } = c.req.valid('query');
    const locale = requestLocale(c, region ? deps.regions[region] : undefined);
    const body: CountryCodesResponse = { results: countryCodes(locale, region) };
    publicCache(c, ONE_HOUR, true);
    return c.json(body);
  });

  return app;
}

/** Routes under /api/v1 (SPEC §7 "GET /api/v1/features"). */
export function featureRoutesV1(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  app.get('/features', validQuery(featureOptionsQuerySchema), (c) => {
    const { region } = c.req.valid('query');
    const locale = requestLocale(c, region ? deps.regions[region] : undefined);
    const body: FeaturesV1Response = { results: FEATURE_NAMES.map((key) => ({ key, options: featureOptions(locale, key) })) };
    publicCache(c, ONE_HOUR, true);
    return c.json(body);
  });
  return app;
}
