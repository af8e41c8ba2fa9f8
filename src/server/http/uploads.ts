/**
 * Receiving a multipart upload (photos, gallery files, message images): a slot of the signed-in
 * account's uploads at once (429 when all are taken, before the body is read), the owner's storage
 * quota not used up already (422, before the body is read), then the files streamed to temporary
 * files with their limits (413/422) and handed to the route; the temporary files are removed
 * afterwards, whatever the route answered or threw, and the slot is freed. Refusals speak the
 * request's locale (`x-locale`).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { readMultipart, type MultipartLimits, type UploadedFile } from '../media/multipart.ts';
import type { UploadGate } from '../media/uploads.ts';
import { quotaUsedUp, type QuotaDeps } from '../services/media-quota.ts';
import { t } from '../../../i18n/index.ts';
import { tooManyRequests } from './answer.ts';
import { requestLocale } from './locale.ts';

/** Seconds a client refused for too many uploads at once is asked to wait. */
const BUSY_RETRY_SECONDS = 10;

export interface UploadReceipt {
  deps: QuotaDeps;
  gate: UploadGate;
  /** The account the stored files count against (the profile's owner, or the sender). */
  ownerId: number;
  limits: Omit<MultipartLimits, 'tmpDir' | 'locale'>;
  /** The answer's message when the upload is refused. */
  refused: string;
}

/** Receive the upload of `c` and answer with `handle(files)`, or with why it was refused. */
export async function receiveUpload(
  c: Context<AppEnv>,
  o: UploadReceipt,
  handle: (files: UploadedFile[]) => Promise<Response>,
): Promise<Response> {
  const locale = requestLocale(c);
  const free = o.gate.enter(c.get('user')?.id ?? o.ownerId);
  if (!free) return tooManyRequests(c, BUSY_RETRY_SECONDS, t(locale, 'photos.upload.busy', { max: o.gate.settings.perAccount }));
  try {
    const full = await quotaUsedUp(o.deps, o.gate, o.ownerId, locale);
    if (full) return c.json({ message: o.refused, errors: { [o.limits.field]: [full] } }, 422);
    const read = await readMultipart(c.req.raw.headers, c.req.raw.body, { ...o.limits, tmpDir: o.gate.settings.tmpDir, locale });
    if (!read.ok) return c.json({ message: o.refused, errors: { [o.limits.field]: read.problems } }, read.status);
    try {
      return await handle(read.files);
    } finally {
      await read.discard();
    }
  } finally {
    free();
  }
}
