/**
 * Media: uploaded profile photos as WebP renditions (`{id}-{width}.webp`), and generated
 * placeholder profile photos and advert images as SVG (see src/server/services/media.ts for
 * which are served). Public photos are streamed from any storage, S3 included, rather than
 * redirected: their URLs never change and are cached for a year by browsers and CDNs, which a
 * signed URL that differs on every request would defeat (private media: http/private-media.ts).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, MediaAppDeps } from '../context.ts';
import { notFoundJson } from '../http/errors.ts';
import { validParams } from '../http/validate.ts';
import { advertSvg, photoRendition, photoSvg } from '../services/media.ts';

const fileParam = z.object({
  file: z
    .string()
    .regex(/^\d{1,15}\.svg$/, 'expected <id>.svg')
    .transform((f) => Number(f.slice(0, -4)))
    .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
});

/** `<id>.svg` (a generated placeholder) or `<id>-<width>.webp` (an uploaded rendition). */
export const photoFileParam = z.object({
  file: z.union([
    z
      .string()
      .regex(/^\d{1,15}\.svg$/, 'expected <id>.svg or <id>-<width>.webp')
      .transform((f) => ({ id: Number(f.slice(0, -4)), width: undefined })),
    z
      .string()
      .regex(/^\d{1,15}-\d{1,5}\.webp$/, 'expected <id>.svg or <id>-<width>.webp')
      .transform((f) => {
        const [id = '', width = ''] = f.slice(0, -5).split('-');
        return { id: Number(id), width: Number(width) };
      }),
  ]),
});

/** Uploaded renditions never change under their URL (a new upload gets a new id). */
function webp(body: Uint8Array) {
  // A copy over a plain ArrayBuffer: storage may hand out a view of a shared or larger buffer.
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'",
      'x-content-type-options': 'nosniff',
    },
  });
}

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

export function mediaRoutes(deps: MediaAppDeps) {
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/media/photos/:file', validParams(photoFileParam), async (c) => {
    const { id, width } = c.req.valid('param').file;
    if (width === undefined) {
      const body = await photoSvg(deps, id);
      return body === undefined ? notFoundJson(c) : svg(body);
    }
    const body = await photoRendition(deps, id, width);
    return body === undefined ? notFoundJson(c) : webp(body);
  });

  app.get('/media/adverts/:file', validParams(fileParam), async (c) => {
    const body = await advertSvg(deps, c.req.valid('param').file);
    return body === undefined ? notFoundJson(c) : svg(body);
  });

  return app;
}
