/** Serving a creation's image: to its owner, and to everyone once the creation is published. */
import { imageWithAccess } from '../db/queries/ai.ts';
import { renditionKey } from '../services/photos.ts';
import type { AiDeps } from './deps.ts';

/** The largest rendition of an image the caller may see; undefined otherwise (a 404 either way). */
export async function aiImageBytes(
  deps: Pick<AiDeps, 'db' | 'media'>,
  id: number,
  userId: number | undefined,
): Promise<{ bytes: Uint8Array; public: boolean } | undefined> {
  const row = await imageWithAccess(deps.db, id);
  if (!row) return undefined;
  const published = row.published === 1;
  if (!published && row.owner_id !== userId) return undefined;
  const widths = row.widths.split(',').map(Number);
  const bytes = await deps.media.get(renditionKey(row.storage_key, Math.max(...widths)));
  return bytes ? { bytes, public: published } : undefined;
}
