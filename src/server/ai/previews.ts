/**
 * Small previews of models and options, drawn by the local renderer (whatever provider makes the
 * real images): the model's default choices, one attribute set to the option. Rendered on first
 * request and kept in memory (a few hundred small WebPs at most); marked like every AI image.
 */
import sharp from 'sharp';
import { defaultChoices, modelById } from '../../domain/ai/models.ts';
import { artworkSvg } from './local/artwork.ts';
import { aiXmp, badgeSvg } from './marking.ts';
import { WEBP_QUALITY } from '../media/pipeline.ts';

const WIDTH = 192;
const HEIGHT = 256;
const cache = new Map<string, Promise<Buffer>>();

/** The preview of a model (no attribute) or of one option; undefined when the model does not offer it. */
export function previewImage(modelId: string, attribute?: string, value?: string): Promise<Buffer> | undefined {
  const m = modelById(modelId);
  if (!m) return undefined;
  const choices = defaultChoices(m);
  if (attribute !== undefined) {
    const a = m.steps.flatMap((s) => s.attributes).find((x) => x.id === attribute);
    if (!a || a.kind === 'number' || !a.preview || value === undefined || !a.options.includes(value)) return undefined;
    choices[attribute] = a.kind === 'multi' ? [value] : value;
  }
  const key = `${m.id}/${attribute ?? ''}/${value ?? ''}`;
  let image = cache.get(key);
  if (!image) {
    const svg = artworkSvg({ art: m.art, choices, seed: 1, index: 0, width: WIDTH * 2, height: HEIGHT * 2 });
    const badge = badgeSvg(WIDTH);
    image = sharp(Buffer.from(svg))
      .resize(WIDTH, HEIGHT)
      .composite([{ input: Buffer.from(badge.svg), gravity: 'southeast' }])
      .webp({ quality: WEBP_QUALITY })
      .withXmp(aiXmp(`AI-generated preview of the ${m.id} model${attribute ? ` (${attribute}: ${value})` : ''}`))
      .toBuffer();
    image.catch(() => cache.delete(key));
    cache.set(key, image);
  }
  return image;
}
