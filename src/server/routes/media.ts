/**
 * Media: uploaded profile photos as WebP renditions (`{id}-{width}.webp`), and generated
 * placeholder profile photos and advert images as SVG (see src/server/services/media.ts for
 * which are served). Public photos are streamed from any storage, S3 included, rather than
 * redirected: their URLs never change and are cached for a year by browsers and CDNs, which a
 * signed URL that differs on every request would defeat. A photo nobody else may see (unpublished
 * or held profile, flagged, explicit) answers under the same URL to admins and support, to its
 * owner and to her manager only, `private, no-store` (never into a shared cache; with S3 a redirect
 * to a short-lived signed URL, http/private-media.ts), and 404 to everyone else; a 404 is
 * `no-store` like every API answer, so a shared cache never keeps one either.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, MediaAppDeps } from '../context.ts';
import { notFoundJson } from '../http/errors.ts';
import { privateMedia } from '../http/private-media.ts';
import { validParams } from '../http/validate.ts';
import { advertSvg, photoRendition, photoSvg, type PhotoViewer } from '../services/media.ts';

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

/** A photo only this viewer may see: kept by no cache at all. */
const PRIVATE_CACHE = 'private, no-store';

function svg(body: string, shared = true) {
  return new Response(body, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': shared ? 'public, max-age=86400' : PRIVATE_CACHE,
      // An SVG opened directly must not run anything.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
      ...(shared ? {} : { 'referrer-policy': 'no-referrer' }),
    },
  });
}

/** A rendition only this viewer may see. */
function privateWebp(body: Uint8Array) {
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': 'image/webp',
      'cache-control': PRIVATE_CACHE,
      'content-security-policy': "default-src 'none'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    },
  });
}

export function mediaRoutes(deps: MediaAppDeps) {
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/media/photos/:file', validParams(photoFileParam), async (c) => {
    const { id, width } = c.req.valid('param').file;
    const user = c.get('user');
    const viewer: PhotoViewer | undefined = user ? { id: user.id, roles: user.roles, mfa: user.mfa } : undefined;
    if (width === undefined) {
      const found = await photoSvg(deps, id, viewer);
      return found === undefined ? notFoundJson(c) : svg(found.body, found.shared);
    }
    const found = await photoRendition(deps, id, width, viewer);
    if (!found) return notFoundJson(c);
    if (!found.shared)
      return (await privateMedia(deps.media, found.body, { contentType: 'image/webp', respond: privateWebp })) ?? notFoundJson(c);
    const body = await deps.media.get(found.body);
    return body === undefined ? notFoundJson(c) : webp(body);
  });

  app.get('/media/adverts/:file', validParams(fileParam), async (c) => {
    const body = await advertSvg(deps, c.req.valid('param').file);
    return body === undefined ? notFoundJson(c) : svg(body);
  });

  return app;
}
