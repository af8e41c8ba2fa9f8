/**
 * A user's creations: create one (choices checked against the model, name and wish screened for
 * minors and real people, the daily quota counted, the generation job queued, all in one
 * transaction), list, read, rename, cancel and delete them. Only the owner sees a creation;
 * anyone else gets the 404 of a missing one.
 */
import { randomInt } from 'node:crypto';
import type { Locale } from '../../../regions/schema.ts';
import { t } from '../../../i18n/index.ts';
import type { AiChoices, AiCreateBody, AiCreation } from '../../lib/api/ai.ts';
import type { FieldErrors } from '../../lib/api/common.ts';
import { checkChoices, modelById, type ChoiceProblem } from '../../domain/ai/models.ts';
import { minorTermIn, realPersonIn } from '../../domain/ai/screening.ts';
import {
  companionProfile,
  countUsage,
  creationsOf,
  deleteImages,
  deleteUser,
  imagesOf,
  insertCreation,
  OPEN_STATES,
  ownCreation,
  updateCreation,
  usageOn,
  type AiImageRow,
  type CreationRow,
} from '../db/queries/ai.ts';
import { conversationOfPair } from '../db/queries/messages.ts';
import { syncSearchRows } from '../db/search-index.ts';
import { lockFor } from '../db/transactions.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { renditionKey } from '../services/photos.ts';
import { profilePath } from '../db/queries/cards.ts';
import { created, invalid, notFound, ok, tooMany, type Outcome } from '../services/outcome.ts';
import { siteChanged } from '../services/site-freshness.ts';
import { isoDay } from '../time.ts';
import { AI_JOBS, type AiDeps } from './deps.ts';
import { aiImageUrl } from './urls.ts';

/** Attempts of a generation job (a crash counts one; provider failures end the creation at once). */
export const GENERATE_ATTEMPTS = 3;

/** The choices stored with a creation. */
export function choicesOf(row: Pick<CreationRow, 'attributes'>): AiChoices {
  try {
    const parsed: unknown = JSON.parse(row.attributes);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as AiChoices) : {};
  } catch {
    return {};
  }
}

/** The API shape of creations (their images, publication and the owner's conversation). */
export async function creationViews(
  deps: Pick<AiDeps, 'db' | 'regions'>,
  rows: readonly CreationRow[],
  locale: Locale,
): Promise<AiCreation[]> {
  const images = await imagesOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return Promise.all(
    rows.map(async (r) => {
      const own = images.filter((i) => i.creation_id === r.id);
      const profile = r.companion_id ? await companionProfile(deps.db, r.companion_id) : undefined;
      const conversation = r.companion_id ? await conversationOfPair(deps.db, r.owner_id, r.companion_id) : undefined;
      return {
        id: r.id,
        name: r.name,
        model: r.model,
        attributes: choicesOf(r),
        wish: r.wish,
        status: r.status,
        progress: r.status === 'succeeded' ? 100 : r.progress,
        error: r.status === 'failed' && r.error ? t(locale, `aiModel.failed.${r.error}`) : null,
        images: own.map((i) => imageView(r, i, own.length, locale)),
        published:
          profile && profile.published === 1
            ? { profileId: profile.user_id, path: profilePath(deps.regions[profile.region], profile.user_id), region: profile.region }
            : null,
        conversationId: conversation?.id ?? null,
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      };
    }),
  );
}

function imageView(r: CreationRow, i: AiImageRow, count: number, locale: Locale) {
  return {
    id: i.id,
    url: aiImageUrl(i.id),
    width: i.width,
    height: i.height,
    alt: t(locale, 'aiModel.image.alt', { name: r.name, n: i.idx + 1, count }),
  };
}

/** One creation as its owner sees it. */
export async function creationView(deps: Pick<AiDeps, 'db' | 'regions'>, row: CreationRow, locale: Locale): Promise<AiCreation> {
  return (await creationViews(deps, [row], locale))[0]!;
}

/** Field errors of refused choices, in `locale`. */
function choiceErrors(problems: Record<string, ChoiceProblem>, locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const [id, p] of Object.entries(problems)) {
    const vars = 'max' in p || 'min' in p ? { max: 'max' in p ? p.max : '', min: 'min' in p ? p.min : '' } : undefined;
    errors[`attributes.${id}`] = [t(locale, `aiModel.error.${p.code}`, vars)];
  }
  return errors;
}

/** Name and wish: no terms that suggest minors, no real people. */
export function screeningErrors(fields: { name: string; wish: string }, locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, text] of Object.entries(fields)) {
    const term = minorTermIn(text);
    const person = realPersonIn(text);
    const messages = [
      ...(term ? [t(locale, 'aiModel.error.minorTerm', { term })] : []),
      ...(person ? [t(locale, 'aiModel.error.realPerson', { person })] : []),
    ];
    if (messages.length) errors[field] = messages;
  }
  return errors;
}

/** Seconds from `now` to the next midnight in Europe/Berlin (when the quota starts again). */
function secondsToNextDay(now: Date): number {
  const today = isoDay(now);
  let s = 60;
  while (isoDay(new Date(now.getTime() + s * 1000)) === today && s < 26 * 3600) s += 60;
  return s;
}

/** `POST /ai/create-girlfriend`. */
export async function createCreation(deps: AiDeps, ownerId: number, body: AiCreateBody, locale: Locale): Promise<Outcome<AiCreation>> {
  const model = modelById(body.model);
  if (!model) return invalid({ model: [t(locale, 'aiModel.error.model')] });
  const name = body.name.trim();
  const wish = (body.wish ?? '').trim();
  const { problems, choices } = checkChoices(model, body.attributes);
  const errors = { ...screeningErrors({ name, wish }, locale), ...choiceErrors(problems, locale) };
  if (Object.keys(errors).length) return invalid(errors, Object.values(errors)[0]?.[0]);

  const now = deps.clock.now();
  const at = now.toISOString();
  const day = isoDay(now);
  const row = await deps.db.transaction().execute(async (trx) => {
    // The quota is counted and used under the owner's lock: two requests at once cannot both take the last one.
    await lockFor(trx, `ai-usage:${ownerId}`);
    if ((await usageOn(trx, ownerId, day)) >= deps.settings.dailyQuota) return undefined;
    await countUsage(trx, ownerId, day);
    const creation = await insertCreation(trx, {
      owner_id: ownerId,
      companion_id: null,
      name,
      model: model.id,
      attributes: JSON.stringify(choices),
      wish,
      seed: randomInt(1, 2 ** 31 - 1),
      status: 'queued',
      progress: 0,
      error: null,
      error_detail: null,
      job_id: null,
      published_region: null,
      finished_at: null,
      created_at: at,
      updated_at: at,
    });
    // The job is stored with the creation: a crash right after the answer still draws it.
    const jobId = await createJobQueue(trx, deps.clock).enqueue(
      AI_JOBS.generate,
      { creationId: creation.id },
      { dedupeKey: `ai-generate:${creation.id}`, maxAttempts: GENERATE_ATTEMPTS },
    );
    await updateCreation(trx, creation.id, { job_id: jobId });
    return { ...creation, job_id: jobId };
  });
  if (!row) return tooMany(secondsToNextDay(now), t(locale, 'aiModel.error.quota', { quota: deps.settings.dailyQuota }));
  return created(await creationView(deps, row, locale));
}

/** `GET /ai/my-creations`. */
export async function listCreations(deps: AiDeps, ownerId: number, locale: Locale): Promise<Outcome<AiCreation[]>> {
  return ok(await creationViews(deps, await creationsOf(deps.db, ownerId), locale));
}

/** `GET /ai/my-creations/{id}`. */
export async function getCreation(deps: AiDeps, ownerId: number, id: number, locale: Locale): Promise<Outcome<AiCreation>> {
  const row = await ownCreation(deps.db, ownerId, id);
  return row ? ok(await creationView(deps, row, locale)) : notFound();
}

/** `PATCH /ai/my-creations/{id}`: rename (the published profile's name follows). */
export async function renameCreation(
  deps: AiDeps,
  ownerId: number,
  id: number,
  name: string,
  locale: Locale,
): Promise<Outcome<AiCreation>> {
  const row = await ownCreation(deps.db, ownerId, id);
  if (!row) return notFound();
  const trimmed = name.trim();
  const errors = screeningErrors({ name: trimmed, wish: '' }, locale);
  if (Object.keys(errors).length) return invalid(errors, Object.values(errors)[0]?.[0]);
  const at = deps.clock.now().toISOString();
  const companionId = row.companion_id;
  await deps.db.transaction().execute(async (trx) => {
    await updateCreation(trx, id, { name: trimmed, updated_at: at });
    if (!companionId) return;
    await trx.updateTable('profiles').set({ display_name: trimmed, updated_at: at }).where('user_id', '=', companionId).execute();
    // The name is on the companion's card: its search row takes a new revision (cards, page keys).
    await syncSearchRows(trx, [companionId], deps.clock.now());
  });
  if (row.companion_id) {
    const profile = await companionProfile(deps.db, row.companion_id);
    if (profile?.published === 1) await siteChanged(deps, profile.region, 'profile');
  }
  return getCreation(deps, ownerId, id, locale);
}

/** Delete the files of images (after their rows are gone: a crash leaves an unreachable file, never a dangling row). */
export async function deleteImageFiles(
  deps: Pick<AiDeps, 'media' | 'log'>,
  images: readonly Pick<AiImageRow, 'storage_key' | 'widths'>[],
): Promise<void> {
  for (const img of images)
    for (const w of img.widths.split(',').map(Number))
      await deps.media
        .delete(renditionKey(img.storage_key, w))
        .catch((err: unknown) => deps.log.error('ai image file not deleted', { key: img.storage_key, error: String(err) }));
}

/** `POST /ai/my-creations/{id}/cancel`: stop a generation that is queued or drawing (its images go). */
export async function cancelCreation(deps: AiDeps, ownerId: number, id: number, locale: Locale): Promise<Outcome<AiCreation>> {
  const row = await ownCreation(deps.db, ownerId, id);
  if (!row) return notFound();
  const at = deps.clock.now().toISOString();
  if (!(await updateCreation(deps.db, id, { status: 'canceled', updated_at: at, finished_at: at }, OPEN_STATES)))
    return invalid({ status: [t(locale, 'aiModel.error.notOpen')] });
  await deleteImageFiles(deps, await deleteImages(deps.db, id));
  return getCreation(deps, ownerId, id, locale);
}

/** `DELETE /ai/my-creations/{id}`: the creation, its images, its companion profile and chats. */
export async function deleteCreation(deps: AiDeps, ownerId: number, id: number): Promise<Outcome<null>> {
  const row = await ownCreation(deps.db, ownerId, id);
  if (!row) return notFound();
  const profile = row.companion_id ? await companionProfile(deps.db, row.companion_id) : undefined;
  const images = await deps.db.transaction().execute(async (trx) => {
    // A running generation sees the row gone and stops.
    const gone = await deleteImages(trx, id);
    if (row.companion_id) await deleteUser(trx, row.companion_id);
    await trx.deleteFrom('ai_creations').where('id', '=', id).execute();
    if (row.companion_id) await syncSearchRows(trx, [row.companion_id], deps.clock.now());
    return gone;
  });
  if (profile?.published === 1) await siteChanged(deps, profile.region, 'unpublish');
  await deleteImageFiles(deps, images);
  return ok(null);
}
