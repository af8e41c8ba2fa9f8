/**
 * Generated placeholder media: profile photos and advert images as SVG (see
 * src/server/services/media.ts for which are served).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../context.ts';
import { notFoundJson } from '../http/errors.ts';
import { validParams } from '../http/validate.ts';
import { advertSvg, photoSvg } from '../services/media.ts';

const fileParam = z.object({
  file: z
    .string()
    .regex(/^\d{1,15}\.svg$/, 'expected <id>.svg')
    .transform((f) => Number(f.slice(0, -4)))
    .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
});

function svg(body: string) {
  return new Response(body, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
      // An SVG opened directly must not run anything.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    },
  });
}

export function mediaRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/media/photos/:file', validParams(fileParam), async (c) => {
    const body = await photoSvg(deps, c.req.valid('param').file);
    return body === undefined ? notFoundJson(c) : svg(body);
  });

  app.get('/media/adverts/:file', validParams(fileParam), async (c) => {
    const body = await advertSvg(deps, c.req.valid('param').file);
    return body === undefined ? notFoundJson(c) : svg(body);
  });

  return app;
}
