/**
 * The generation job: queued → processing (progress 0-100 stored) → succeeded | failed, or
 * canceled by the owner meanwhile. Each image is drawn, re-encoded and marked, written to media
 * storage under a key made of the creation and the image number, and then stored as a row unique
 * by creation and number. A run that dies anywhere is run again (after a restart, or when its
 * lease runs out) and draws only the images not stored yet: nothing is lost, nothing doubled.
 * A provider failure ends the creation as failed with the reason; anything else is retried.
 */
import { t } from '../../../i18n/index.ts';
import { modelById } from '../../domain/ai/models.ts';
import { minorTermIn, realPersonIn } from '../../domain/ai/screening.ts';
import {
  creationById,
  deleteImages,
  imagesOf,
  insertImage,
  OPEN_STATES,
  raiseProgress,
  strandedCreations,
  updateCreation,
} from '../db/queries/ai.ts';
import type { AiCreationError } from '../db/types.ts';
import type { ClaimedJob } from '../jobs/queue.ts';
import { renditionKey } from '../services/photos.ts';
import { choicesOf, deleteImageFiles } from './creations.ts';
import type { AiDeps } from './deps.ts';
import { AI_IMAGE_HEIGHT, AI_IMAGE_WIDTH, markAiImage, UnusableImageError } from './marking.ts';
import { AiProviderError } from './providers/types.ts';

/** The media key of a creation's image (its renditions are `<key>-<width>.webp`). */
export const imageKey = (creationId: number, idx: number) => `ai/c${creationId}-i${idx}`;

/** Progress once the job started and before the first image is stored. */
const STARTED = 5;

/** End a creation as failed (unless it was canceled or finished meanwhile). */
async function fail(deps: AiDeps, id: number, error: AiCreationError, detail: string): Promise<void> {
  const at = deps.clock.now().toISOString();
  deps.log.error('ai generation failed', { creationId: id, error, detail });
  await updateCreation(
    deps.db,
    id,
    { status: 'failed', error, error_detail: detail.slice(0, 2000), updated_at: at, finished_at: at },
    OPEN_STATES,
  );
}

/** Whether the creation is still wanted (not canceled, not deleted). */
async function stillProcessing(deps: AiDeps, id: number): Promise<boolean> {
  return (await creationById(deps.db, id))?.status === 'processing';
}

/** Run the generation of one creation. */
export async function generateCreation(deps: AiDeps, creationId: number, job?: Pick<ClaimedJob, 'attempt' | 'maxAttempts'>): Promise<void> {
  const row = await creationById(deps.db, creationId);
  if (!row || !(OPEN_STATES as readonly string[]).includes(row.status)) return;
  const at = () => deps.clock.now().toISOString();
  if (!(await updateCreation(deps.db, creationId, { status: 'processing', updated_at: at() }, OPEN_STATES))) return;
  await raiseProgress(deps.db, creationId, STARTED, at());
  const model = modelById(row.model);
  if (!model) return fail(deps, creationId, 'provider', `unknown rendering model ${row.model}`);
  // Name and wish are screened again before anything is drawn (a creation queued before the
  // screening knew a phrasing is refused, not drawn).
  const screened = [row.name, row.wish].map((text) => minorTermIn(text) ?? realPersonIn(text)).find(Boolean);
  if (screened) return fail(deps, creationId, 'refused', `name or wish refused by the screening: ${screened}`);

  const total = model.images;
  const have = new Set((await imagesOf(deps.db, [creationId])).map((i) => i.idx));
  const description = t('en', 'aiModel.image.description', { name: row.name, model: model.id });
  try {
    for (let idx = 0; idx < total; idx++) {
      if (have.has(idx)) continue;
      if (!(await stillProcessing(deps, creationId))) break;
      const [image] = await deps.provider.renderImages({
        model: model.id,
        art: model.art,
        name: row.name,
        choices: choicesOf(row),
        wish: row.wish,
        seed: row.seed,
        index: idx,
        count: 1,
        width: AI_IMAGE_WIDTH,
        height: AI_IMAGE_HEIGHT,
      });
      if (!image) throw new AiProviderError('malformed', 'the provider returned no image');
      const marked = await markAiImage(image.bytes, { description });
      const key = imageKey(creationId, idx);
      for (const r of marked.renditions) await deps.media.put(renditionKey(key, r.width), r.data);
      deps.hooks?.afterFiles?.(idx);
      await insertImage(deps.db, {
        creation_id: creationId,
        idx,
        storage_key: key,
        widths: marked.renditions.map((r) => r.width).join(','),
        width: marked.width,
        height: marked.height,
        thumbhash: marked.thumbhash,
        created_at: at(),
      });
      have.add(idx);
      deps.hooks?.afterImage?.(idx);
      await raiseProgress(deps.db, creationId, STARTED + Math.floor(((100 - STARTED - 1) * have.size) / total), at());
    }
  } catch (err) {
    if (err instanceof AiProviderError) return fail(deps, creationId, err.kind, err.message);
    if (err instanceof UnusableImageError) return fail(deps, creationId, 'malformed', err.message);
    // Anything else (storage, database, a crash in the renderer): retried, and on the last attempt the creation fails.
    if (job && job.attempt >= job.maxAttempts) return fail(deps, creationId, 'stopped', err instanceof Error ? err.message : String(err));
    throw err;
  }
  const done = at();
  if (
    have.size === total &&
    (await updateCreation(deps.db, creationId, { status: 'succeeded', progress: 100, updated_at: done, finished_at: done }, ['processing']))
  )
    return;
  // Canceled (or deleted) while drawing: what was drawn goes.
  const now = await creationById(deps.db, creationId);
  if (!now || now.status === 'canceled') await deleteImageFiles(deps, await deleteImages(deps.db, creationId));
}

/** Fail the creations whose job ended without them (a reaped or lost job); returns how many. */
export async function sweepStranded(deps: AiDeps): Promise<number> {
  let n = 0;
  for (const { id } of await strandedCreations(deps.db)) {
    await fail(deps, id, 'stopped', 'the generation job ended without finishing the creation');
    n++;
  }
  return n;
}
