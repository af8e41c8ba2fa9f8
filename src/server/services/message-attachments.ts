/**
 * Images in conversations: run through the photo pipeline (type by content, size limits, metadata
 * removed, re-encoded as WebP) and stored under a random key in `private/messages/`, counted
 * against the sender's storage quota; only the two members can load one, through the attachment
 * route, never the public media route.
 */
import { randomUUID } from 'node:crypto';
import type { Attachment } from '../../lib/api/messages.ts';
import { ATTACHMENT_FIELD } from '../../lib/api/messages.ts';
import { PHOTO_WIDTHS } from '../../lib/api/limits.ts';
import { attachmentByKey, insertAttachment } from '../db/queries/messages.ts';
import type { Locale } from '../../../regions/schema.ts';
import type { UploadedFile } from '../media/multipart.ts';
import { processPhoto } from '../media/pipeline.ts';
import type { UploadGate } from '../media/uploads.ts';
import { REQUEST_LIMITS } from './limits.ts';
import { withinQuota } from './media-quota.ts';
import { attachmentUrl, conversationOfMember, type MessagingDeps } from './messaging.ts';
import { created, invalid, limited, notFound, type Outcome } from './outcome.ts';

const PREFIX = 'private/messages/';
/** Shortest side of an image sent in a conversation: the smallest rendition's width, so one always exists. */
export const ATTACHMENT_MIN_SIDE = PHOTO_WIDTHS[0];
const NAME = /^[0-9a-f-]{36}\.webp$/;

/** `POST /users/conversations/{id}/messages/attachments`: one image, within the sender's quota; send it with the next message. */
export async function uploadAttachment(
  deps: MessagingDeps,
  userId: number,
  id: number,
  files: readonly UploadedFile[],
  upload: { gate: UploadGate; locale: Locale },
): Promise<Outcome<Attachment>> {
  const c = await conversationOfMember(deps.db, userId, id);
  if (!c) return notFound();
  const file = files[0];
  if (!file) return invalid({ [ATTACHMENT_FIELD]: ['Choose an image.'] });
  const refused = limited(await deps.limiter.hit(REQUEST_LIMITS.attachmentPerUser, `u:${userId}`));
  if (refused) return refused;
  // A chat picture may be small (a screenshot, a crop); the listing photos' minimum is for ads.
  const processed = await processPhoto(file.path, { minSide: ATTACHMENT_MIN_SIDE, locale: upload.locale });
  if (!processed.ok) return invalid({ [ATTACHMENT_FIELD]: [`${file.name}: ${processed.reason}`] });
  // The largest rendition is enough for a chat (at most 1280 px wide).
  const top = processed.photo.renditions[processed.photo.renditions.length - 1];
  if (!top) return invalid({ [ATTACHMENT_FIELD]: [`${file.name}: the image is too small`] });
  const key = `${PREFIX}${randomUUID()}.webp`;
  const stored = await withinQuota(deps, upload.gate, userId, top.data.length, upload.locale, async () => {
    await deps.media.put(key, top.data);
    try {
      return await insertAttachment(deps.db, {
        conversation_id: id,
        uploader_id: userId,
        media_key: key,
        width: top.width,
        height: top.height,
        thumbhash: processed.photo.thumbhash,
        bytes: top.data.length,
        created_at: deps.clock.now().toISOString(),
      });
    } catch (err) {
      await deps.media.delete(key);
      throw err;
    }
  });
  if (!stored.ok) return invalid({ [ATTACHMENT_FIELD]: [stored.message] });
  const row = stored.value;
  return created({ id: row.id, url: attachmentUrl(id, key), width: row.width, height: row.height, thumbhash: row.thumbhash });
}

/** The storage key of an attachment for a member; undefined for anyone else or an unknown name. */
export async function attachmentKey(
  deps: Pick<MessagingDeps, 'db'>,
  userId: number,
  id: number,
  name: string,
): Promise<string | undefined> {
  if (!NAME.test(name)) return undefined;
  if (!(await conversationOfMember(deps.db, userId, id))) return undefined;
  return (await attachmentByKey(deps.db, id, `${PREFIX}${name}`))?.media_key;
}
