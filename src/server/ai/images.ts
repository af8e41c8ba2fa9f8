/**
 * Serving a creation's image: to its owner, and to everyone once the creation is published. The
 * demo creation's images (keys `ai/demo-…`) are drawn by the local renderer from the creation's
 * seed the first time they are missing, then kept like any other.
 */
import { modelById } from '../../domain/ai/models.ts';
import { creationById, imagesOf, imageWithAccess, type AiImageRow, type CreationRow } from '../db/queries/ai.ts';
import { DEMO_AI_KEY_PREFIX } from '../seed/ai.ts';
import { renditionKey } from '../services/photos.ts';
import { t } from '../../../i18n/index.ts';
import { choicesOf } from './creations.ts';
import type { AiDeps } from './deps.ts';
import { AI_IMAGE_HEIGHT, AI_IMAGE_WIDTH, markAiImage } from './marking.ts';
import { localProvider } from './providers/local.ts';

const widthsOf = (img: Pick<AiImageRow, 'widths'>) => img.widths.split(',').map(Number);

/** Draw and store the files of a demo image (the local renderer is deterministic: the same picture every time). */
async function drawDemoImage(
  deps: Pick<AiDeps, 'media'>,
  creation: CreationRow,
  img: Pick<AiImageRow, 'idx' | 'storage_key'>,
): Promise<void> {
  const model = modelById(creation.model);
  if (!model) return;
  const [image] = await localProvider().renderImages({
    model: model.id,
    art: model.art,
    name: creation.name,
    choices: choicesOf(creation),
    wish: creation.wish,
    seed: creation.seed,
    index: img.idx,
    count: 1,
    width: AI_IMAGE_WIDTH,
    height: AI_IMAGE_HEIGHT,
  });
  if (!image) return;
  const marked = await markAiImage(image.bytes, {
    description: t('en', 'aiModel.image.description', { name: creation.name, model: model.id }),
  });
  for (const r of marked.renditions) await deps.media.put(renditionKey(img.storage_key, r.width), r.data);
}

/** Make sure every demo image of a creation has its files (before it is published, or served). */
export async function ensureDemoFiles(deps: Pick<AiDeps, 'db' | 'media'>, creationId: number): Promise<void> {
  const creation = await creationById(deps.db, creationId);
  if (!creation) return;
  for (const img of await imagesOf(deps.db, [creationId])) {
    if (!img.storage_key.startsWith(DEMO_AI_KEY_PREFIX)) continue;
    if (!(await deps.media.get(renditionKey(img.storage_key, Math.max(...widthsOf(img)))))) await drawDemoImage(deps, creation, img);
  }
}

/**
 * The storage key of the largest rendition of an image the caller may see, and whether everyone
 * may (a demo image's files are drawn first when missing); undefined otherwise (a 404 either way).
 */
export async function aiImageFile(
  deps: Pick<AiDeps, 'db' | 'media'>,
  id: number,
  userId: number | undefined,
): Promise<{ key: string; public: boolean } | undefined> {
  const row = await imageWithAccess(deps.db, id);
  if (!row) return undefined;
  const published = row.published === 1;
  if (!published && row.owner_id !== userId) return undefined;
  const key = renditionKey(row.storage_key, Math.max(...widthsOf(row)));
  if (row.storage_key.startsWith(DEMO_AI_KEY_PREFIX) && !(await deps.media.get(key))) await ensureDemoFiles(deps, row.creation_id);
  return { key, public: published };
}
