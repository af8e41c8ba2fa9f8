/**
 * Messaging: `GET|POST /users/conversations`, `GET|POST /users/conversations/{id}/messages`,
 * `POST /users/conversations/{id}/messages/attachments` (multipart `file`),
 * `GET /users/conversations/{id}/attachments/{name}` (with S3 a redirect to a short-lived signed
 * URL, http/private-media.ts), `POST /users/conversations/{id}/read`,
 * `POST /users/conversations/{id}/report`, `POST|DELETE /users/blocks/{userId}`,
 * `GET|PATCH /users/messaging-settings`. Signed-in users only (401); a conversation answers to its
 * two members only (404 for anyone else). A client may send its realtime socket id in
 * `x-socket-id` so its own connection does not get the echo of its message.
 */
import { Hono } from 'hono';
import {
  ATTACHMENT_FIELD,
  ATTACHMENT_MAX_BYTES,
  blockParamSchema,
  conversationParamSchema,
  conversationReportBodySchema,
  messagesQuerySchema,
  messagingSettingsPatchSchema,
  readBodySchema,
  sendMessageBodySchema,
  startConversationBodySchema,
} from '../../lib/api/messages.ts';
import type { Accounts } from '../auth/accounts.ts';
import type { AppEnv, MediaAppDeps } from '../context.ts';
import { answer, failure } from '../http/answer.ts';
import { notFoundJson } from '../http/errors.ts';
import { requireUser } from '../http/guards.ts';
import { privateMedia } from '../http/private-media.ts';
import { requireJson, validJson, validParams, validQuery } from '../http/validate.ts';
import { receiveUpload } from '../http/uploads.ts';
import { uploadGate } from '../media/uploads.ts';
import { noBroadcast, SOCKET_ID } from '../messaging/broadcast.ts';
import { attachmentKey, uploadAttachment } from '../services/message-attachments.ts';
import {
  listConversations,
  listMessages,
  readConversation,
  sendMessage,
  startConversation,
  type MessagingDeps,
} from '../services/messaging.ts';
import { blockUser, changeMessagingSettings, messagingSettings, reportConversation, unblockUser } from '../services/messaging-safety.ts';
import { failed } from '../services/outcome.ts';
import { aiRuntime } from '../ai/runtime.ts';
import { requestLocale } from '../http/locale.ts';

/** The messaging deps of the app (the realtime publisher, or none). */
export function messagingDeps(deps: MediaAppDeps, accounts: Accounts): MessagingDeps {
  return {
    db: deps.db,
    clock: deps.clock,
    log: deps.log,
    broadcast: deps.broadcast ?? noBroadcast,
    media: deps.media,
    limiter: accounts.limiter,
    ai: aiRuntime(deps, accounts).chat,
  };
}

export function messageRoutes(deps: MediaAppDeps, accounts: Accounts) {
  const d = messagingDeps(deps, accounts);
  const app = new Hono<AppEnv>({ strict: false });
  const id = validParams(conversationParamSchema);
  const me = (c: { get(k: 'user'): AppEnv['Variables']['user'] }) => c.get('user')!;

  app.get('/users/conversations', requireUser, async (c) => c.json({ results: await listConversations(d, me(c).id) }));
  app.post('/users/conversations', requireUser, requireJson, validJson(startConversationBodySchema), async (c) =>
    answer(c, await startConversation(d, me(c), c.req.valid('json').profileId)),
  );
  app.get('/users/conversations/:id/messages', requireUser, id, validQuery(messagesQuerySchema), async (c) => {
    const o = await listMessages(d, me(c).id, c.req.valid('param').id, c.req.valid('query'), requestLocale(c));
    return failed(o) ? failure(c, o) : c.json(o.value);
  });
  app.post('/users/conversations/:id/messages', requireUser, id, requireJson, validJson(sendMessageBodySchema), async (c) => {
    const socket = c.req.header('x-socket-id');
    return answer(
      c,
      await sendMessage(d, me(c), c.req.valid('param').id, c.req.valid('json'), socket && SOCKET_ID.test(socket) ? socket : undefined),
    );
  });
  const uploads = uploadGate(deps);
  app.post('/users/conversations/:id/messages/attachments', requireUser, id, (c) =>
    receiveUpload(
      c,
      {
        deps: d,
        gate: uploads,
        ownerId: me(c).id,
        limits: { field: ATTACHMENT_FIELD, maxFileBytes: ATTACHMENT_MAX_BYTES, maxFiles: 1, maxTotalBytes: ATTACHMENT_MAX_BYTES },
        refused: 'The image was not accepted.',
      },
      async (files) =>
        answer(c, await uploadAttachment(d, me(c).id, c.req.valid('param').id, files, { gate: uploads, locale: requestLocale(c) })),
    ),
  );
  app.get('/users/conversations/:id/attachments/:name', requireUser, async (c) => {
    const conversationId = Number(c.req.param('id'));
    if (!Number.isSafeInteger(conversationId) || conversationId < 1) return notFoundJson(c);
    const key = await attachmentKey(d, me(c).id, conversationId, c.req.param('name'));
    // Private to the two members: no shared cache, nothing on the browser's disk.
    const res =
      key &&
      (await privateMedia(d.media, key, {
        contentType: 'image/webp',
        respond: (body) => c.body(new Uint8Array(body), 200, { 'Content-Type': 'image/webp', 'Cache-Control': 'private, no-store' }),
      }));
    return res || notFoundJson(c);
  });
  app.post('/users/conversations/:id/read', requireUser, id, requireJson, validJson(readBodySchema), async (c) =>
    answer(c, await readConversation(d, me(c).id, c.req.valid('param').id, c.req.valid('json').seq)),
  );
  app.post('/users/conversations/:id/report', requireUser, id, requireJson, validJson(conversationReportBodySchema), async (c) =>
    answer(c, await reportConversation(d, me(c).id, c.req.valid('param').id, c.req.valid('json'))),
  );
  app.post('/users/blocks/:userId', requireUser, validParams(blockParamSchema), async (c) =>
    answer(c, await blockUser(d, me(c).id, c.req.valid('param').userId)),
  );
  app.delete('/users/blocks/:userId', requireUser, validParams(blockParamSchema), async (c) =>
    answer(c, await unblockUser(d, me(c).id, c.req.valid('param').userId)),
  );
  app.get('/users/messaging-settings', requireUser, async (c) => c.json({ results: await messagingSettings(d, me(c).id) }));
  app.patch('/users/messaging-settings', requireUser, requireJson, validJson(messagingSettingsPatchSchema), async (c) =>
    c.json({ results: await changeMessagingSettings(d, me(c).id, c.req.valid('json')) }),
  );
  return app;
}
