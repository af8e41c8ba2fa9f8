/**
 * The storage quota of an account (MEDIA_QUOTA_MB): the bytes of its stored media (uploaded
 * photos' renditions, gallery photos and videos, message images it sent) may not grow past it.
 * An upload is refused before its body is read when nothing fits any more, and refused after its
 * files were checked when what would be stored does not fit; the check and the write run one at a
 * time per account (media/uploads.ts), so two uploads cannot both take the last room. Uploads
 * stored before sizes were kept are measured in media storage once and their size written back.
 */
import type { Kysely } from 'kysely';
import type { Locale } from '../../../regions/schema.ts';
import { t } from '../../../i18n/index.ts';
import { mediaUsage, setMeasuredBytes, type Unmeasured } from '../db/queries/media-usage.ts';
import type { DB } from '../db/types.ts';
import { storedSize, type MediaStorage } from '../media/storage.ts';
import { megabytes, type UploadGate } from '../media/uploads.ts';
import { renditionKey, storedWidths } from '../media/urls.ts';
import { galleryRenditionKey, galleryVideoKey } from './galleries-urls.ts';

export interface QuotaDeps {
  db: Kysely<DB>;
  media: MediaStorage;
}

/** The storage keys of an upload of unknown size. */
function keysOf(row: Unmeasured): string[] {
  switch (row.table) {
    case 'photos':
      return storedWidths(row.widths).map((w) => renditionKey(row.storageKey, w));
    case 'gallery_items':
      return row.kind === 'video'
        ? [galleryVideoKey(row.mediaKey)]
        : storedWidths(row.widths).map((w) => galleryRenditionKey(row.mediaKey, w));
    case 'message_attachments':
      return [row.mediaKey];
  }
}

/** Bytes of stored media of `ownerId`. */
export async function storedBytes(deps: QuotaDeps, ownerId: number): Promise<number> {
  const usage = await mediaUsage(deps.db, ownerId);
  let bytes = usage.bytes;
  for (const row of usage.unmeasured) {
    let size = 0;
    for (const key of keysOf(row)) size += (await storedSize(deps.media, key)) ?? 0;
    await setMeasuredBytes(deps.db, row, size);
    bytes += size;
  }
  return bytes;
}

/** The refusal when `ownerId`'s quota is used up already (nothing more fits), else undefined. */
export async function quotaUsedUp(deps: QuotaDeps, gate: UploadGate, ownerId: number, locale: Locale): Promise<string | undefined> {
  const quota = gate.settings.quotaBytes;
  const used = await storedBytes(deps, ownerId);
  return used >= quota ? t(locale, 'photos.upload.quotaFull', { used: megabytes(used), quota: megabytes(quota) }) : undefined;
}

/**
 * Run `write` (store the files, record them) when `bytes` more fit into `ownerId`'s quota, alone
 * among that account's quota-checked writes; otherwise `write` does not run and the refusal says why.
 */
export function withinQuota<T>(
  deps: QuotaDeps,
  gate: UploadGate,
  ownerId: number,
  bytes: number,
  locale: Locale,
  write: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; message: string }> {
  return gate.exclusive(ownerId, async () => {
    const quota = gate.settings.quotaBytes;
    const used = await storedBytes(deps, ownerId);
    if (used + bytes > quota) {
      const free = megabytes(Math.max(quota - used, 0), 'down');
      return { ok: false, message: t(locale, 'photos.upload.quotaExceeded', { size: megabytes(bytes), free, quota: megabytes(quota) }) };
    }
    return { ok: true, value: await write() };
  });
}
