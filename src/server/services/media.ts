/**
 * Generated placeholder media: profile photos and advert images as SVG. Only photos of published
 * profiles are served, and never the explicit ones (those are unlocked separately).
 */
import { activeAdvertImage, publicPhoto } from '../db/queries/media.ts';
import { initials, placeholderSvg } from '../media/placeholder.ts';
import type { ReadDeps } from './deps.ts';

/** The SVG of a public photo; undefined when there is none. */
export async function photoSvg(deps: Pick<ReadDeps, 'db'>, id: number): Promise<string | undefined> {
  const row = await publicPhoto(deps.db, id);
  if (!row) return undefined;
  return placeholderSvg({
    seed: row.seed,
    width: row.width,
    height: row.height,
    label: initials(row.display_name),
    caption: row.profile_type === 'escort_ai' ? 'AI' : undefined,
  });
}

/** The SVG of an active advert's image; undefined when there is none. */
export async function advertSvg(deps: Pick<ReadDeps, 'db'>, id: number): Promise<string | undefined> {
  const row = await activeAdvertImage(deps.db, id);
  if (!row) return undefined;
  return placeholderSvg({
    seed: row.image_seed,
    width: 600,
    height: 800,
    label: initials(row.title),
    caption: row.is_live ? 'LIVE' : 'AD',
  });
}
