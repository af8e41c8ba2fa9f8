/**
 * The AI girlfriend (src/lib/api/ai.ts): `GET /ai/rendering-models`, `GET
 * /ai/rendering-models/{model}/steps/{step}` and the previews under
 * `/ai/rendering-models/{model}/…` are public; `POST /ai/create-girlfriend` and `/ai/my-creations`
 * (`GET`, `GET|PATCH|DELETE …/{id}`, `POST …/{id}/cancel|publish|unpublish|chat`) need a session
 * (401) and answer only the owner (404 for anyone else's creation). `GET /ai/images/{id}` serves an
 * image to its owner (with S3 a redirect to a short-lived signed URL, http/private-media.ts), and
 * to everyone once its creation is published (then streamed and cacheable, like profile photos).
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  aiCreateBodySchema,
  aiCreationParamSchema,
  aiModelParamSchema,
  aiPublishBodySchema,
  aiRenameBodySchema,
  aiStepParamSchema,
} from '../../lib/api/ai.ts';
import type { Accounts } from '../auth/accounts.ts';
import type { AppEnv, MediaAppDeps } from '../context.ts';
import { answer } from '../http/answer.ts';
import { notFoundJson } from '../http/errors.ts';
import { requireUser } from '../http/guards.ts';
import { privateMedia } from '../http/private-media.ts';
import { publicCache, requestLocale } from '../http/locale.ts';
import { requireJson, validJson, validParams } from '../http/validate.ts';
import { modelViews, stepView } from '../ai/catalog.ts';
import { chatWithCreation, publishCreation, unpublishCreation } from '../ai/companion.ts';
import { cancelCreation, createCreation, deleteCreation, getCreation, listCreations, renameCreation } from '../ai/creations.ts';
import { aiImageFile } from '../ai/images.ts';
import { previewImage } from '../ai/previews.ts';
import { aiRuntime } from '../ai/runtime.ts';
import { failure } from '../http/answer.ts';
import { failed } from '../services/outcome.ts';

const imageParam = z.object({ id: aiCreationParamSchema.shape.id });
const previewParam = aiModelParamSchema.extend({
  attribute: z.string().regex(/^[a-z_]{1,32}$/, 'an attribute id'),
  file: z.string().regex(/^[a-z0-9_-]{1,32}\.webp$/, 'expected <value>.webp'),
});

function webp(body: Uint8Array, cache: string) {
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': 'image/webp',
      'cache-control': cache,
      'content-security-policy': "default-src 'none'",
      'x-content-type-options': 'nosniff',
    },
  });
}

export function aiRoutes(deps: MediaAppDeps, accounts: Accounts) {
  const app = new Hono<AppEnv>({ strict: false });
  const ai = aiRuntime(deps, accounts).deps;
  const me = (c: Context<AppEnv>) => c.get('user')!.id;
  const id = validParams(aiCreationParamSchema);
  const locale = (c: Context<AppEnv>) => requestLocale(c);

  app.get('/ai/rendering-models', (c) => {
    publicCache(c, 300, true);
    return c.json({ results: modelViews(locale(c)) });
  });
  app.get('/ai/rendering-models/:model/steps/:step', validParams(aiStepParamSchema), (c) => {
    const { model, step } = c.req.valid('param');
    const view = stepView(model, step, locale(c));
    if (!view) return notFoundJson(c);
    publicCache(c, 300, true);
    return c.json({ results: view });
  });
  app.get('/ai/rendering-models/:model/preview.webp', validParams(aiModelParamSchema), async (c) => {
    const image = previewImage(c.req.valid('param').model);
    return image ? webp(await image, 'public, max-age=86400') : notFoundJson(c);
  });
  app.get('/ai/rendering-models/:model/previews/:attribute/:file', validParams(previewParam), async (c) => {
    const { model, attribute, file } = c.req.valid('param');
    const image = previewImage(model, attribute, file.slice(0, -5));
    return image ? webp(await image, 'public, max-age=86400') : notFoundJson(c);
  });

  app.post('/ai/create-girlfriend', requireUser, requireJson, validJson(aiCreateBodySchema), async (c) =>
    answer(c, await createCreation(ai, me(c), c.req.valid('json'), locale(c))),
  );
  app.get('/ai/my-creations', requireUser, async (c) => answer(c, await listCreations(ai, me(c), locale(c))));
  app.get('/ai/my-creations/:id', requireUser, id, async (c) =>
    answer(c, await getCreation(ai, me(c), c.req.valid('param').id, locale(c))),
  );
  app.patch('/ai/my-creations/:id', requireUser, id, requireJson, validJson(aiRenameBodySchema), async (c) =>
    answer(c, await renameCreation(ai, me(c), c.req.valid('param').id, c.req.valid('json').name, locale(c))),
  );
  app.delete('/ai/my-creations/:id', requireUser, id, async (c) => {
    const out = await deleteCreation(ai, me(c), c.req.valid('param').id);
    return failed(out) ? failure(c, out) : c.body(null, 204);
  });
  app.post('/ai/my-creations/:id/cancel', requireUser, id, async (c) =>
    answer(c, await cancelCreation(ai, me(c), c.req.valid('param').id, locale(c))),
  );
  app.post('/ai/my-creations/:id/publish', requireUser, id, requireJson, validJson(aiPublishBodySchema), async (c) =>
    answer(c, await publishCreation(ai, me(c), c.req.valid('param').id, c.req.valid('json').region, locale(c))),
  );
  app.post('/ai/my-creations/:id/unpublish', requireUser, id, async (c) =>
    answer(c, await unpublishCreation(ai, me(c), c.req.valid('param').id, locale(c))),
  );
  app.post('/ai/my-creations/:id/chat', requireUser, id, async (c) => {
    const region = (await deps.db.selectFrom('users').select('region').where('id', '=', me(c)).executeTakeFirst())?.region ?? 'de';
    return answer(c, await chatWithCreation(ai, me(c), c.req.valid('param').id, region));
  });

  app.get('/ai/images/:id', validParams(imageParam), async (c) => {
    const image = await aiImageFile(ai, c.req.valid('param').id, c.get('user')?.id);
    if (!image) return notFoundJson(c);
    // The owner's private images stay out of shared caches; published ones may be cached.
    const res = image.public
      ? await ai.media.get(image.key).then((body) => body && webp(body, 'public, max-age=3600'))
      : await privateMedia(ai.media, image.key, { contentType: 'image/webp', respond: (body) => webp(body, 'private, no-store') });
    return res ?? notFoundJson(c);
  });
  return app;
}
