/**
 * Generated placeholder media: profile photos and advert images as SVG. Only photos of published
 * profiles are served, and never the explicit ones (those are unlocked separately).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../context.ts';
import { notFoundJson } from '../http/errors.ts';
import { validParams } from '../http/validate.ts';
import { initials, placeholderSvg } from '../media/placeholder.ts';

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
  const { db } = deps;
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/media/photos/:file', validParams(fileParam), async (c) => {
    const row = await db
      .selectFrom('photos as ph')
      .innerJoin('profiles as p', 'p.user_id', 'ph.profile_id')
      .select(['ph.seed', 'ph.width', 'ph.height', 'p.display_name', 'p.profile_type'])
      .where('ph.id', '=', c.req.valid('param').file)
      .where('ph.is_explicit', '=', 0)
      .where('p.published', '=', 1)
      .executeTakeFirst();
    if (!row) return notFoundJson(c);
    return svg(
      placeholderSvg({
        seed: row.seed,
        width: row.width,
        height: row.height,
        label: initials(row.display_name),
        caption: row.profile_type === 'escort_ai' ? 'AI' : undefined,
      }),
    );
  });

  app.get('/media/adverts/:file', validParams(fileParam), async (c) => {
    const row = await db
      .selectFrom('partner_adverts')
      .select(['image_seed', 'title', 'is_live'])
      .where('id', '=', c.req.valid('param').file)
      .where('active', '=', 1)
      .executeTakeFirst();
    if (!row) return notFoundJson(c);
    return svg(
      placeholderSvg({ seed: row.image_seed, width: 600, height: 800, label: initials(row.title), caption: row.is_live ? 'LIVE' : 'AD' }),
    );
  });

  return app;
}
