/**
 * The rendering models (./models/<id>.json), validated when this module loads: a broken file stops
 * the server and the tests with the file and field named. Also the check of a creation's choices
 * against its model (every attribute known, required ones given, values offered, numbers in range).
 */
import aurora from './models/aurora-2.json' with { type: 'json' };
import lumen from './models/lumen-xl.json' with { type: 'json' };
import muse from './models/muse-1.json' with { type: 'json' };
import type { AiChoices } from '../../lib/api/ai.ts';
import { AI_MIN_AGE } from '../../lib/api/ai.ts';
import { parseRenderingModel, type ModelAttribute, type ModelStep, type RenderingModelFile } from './schema.ts';

/** Every rendering model, in the order the create page offers them. */
export const RENDERING_MODELS: readonly RenderingModelFile[] = [
  parseRenderingModel('aurora-2.json', aurora),
  parseRenderingModel('lumen-xl.json', lumen),
  parseRenderingModel('muse-1.json', muse),
];

/** A model by id. */
export function modelById(id: string): RenderingModelFile | undefined {
  return RENDERING_MODELS.find((m) => m.id === id);
}

/** A step of a model by id. */
export function stepOf(model: RenderingModelFile, stepId: string): ModelStep | undefined {
  return model.steps.find((s) => s.id === stepId);
}

/** Every attribute of a model, in step order. */
export function attributesOf(model: RenderingModelFile): ModelAttribute[] {
  return model.steps.flatMap((s) => s.attributes);
}

/** Why one choice was refused (the server words it in the request's locale). */
export type ChoiceProblem =
  | { code: 'unknown' }
  | { code: 'required' }
  | { code: 'choice'; allowed: string[] }
  | { code: 'choices'; allowed: string[] }
  | { code: 'tooMany'; max: number }
  | { code: 'number' }
  | { code: 'minAge'; min: number }
  | { code: 'range'; min: number; max: number };

/**
 * Check choices against a model: problems by attribute id (empty when all is well) and the choices
 * as stored (multi choices deduplicated in the model's order, empty optional ones left out).
 */
export function checkChoices(
  model: RenderingModelFile,
  choices: AiChoices,
): { problems: Record<string, ChoiceProblem>; choices: AiChoices } {
  const problems: Record<string, ChoiceProblem> = {};
  const clean: AiChoices = {};
  const attributes = attributesOf(model);
  for (const id of Object.keys(choices)) if (!attributes.some((a) => a.id === id)) problems[id] = { code: 'unknown' };
  for (const a of attributes) {
    const value = Object.hasOwn(choices, a.id) ? choices[a.id] : undefined;
    const empty = value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
    if (empty) {
      if (a.required) problems[a.id] = { code: 'required' };
      continue;
    }
    if (a.kind === 'number') {
      if (typeof value !== 'number' || !Number.isInteger(value)) problems[a.id] = { code: 'number' };
      else if (a.id === 'age' && value < AI_MIN_AGE) problems[a.id] = { code: 'minAge', min: Math.max(a.min, AI_MIN_AGE) };
      else if (value < a.min || value > a.max) problems[a.id] = { code: 'range', min: a.min, max: a.max };
      else clean[a.id] = value;
    } else if (a.kind === 'single') {
      if (typeof value !== 'string' || !a.options.includes(value)) problems[a.id] = { code: 'choice', allowed: a.options };
      else clean[a.id] = value;
    } else {
      const list = Array.isArray(value) ? value : undefined;
      if (!list || list.some((v) => !a.options.includes(v))) problems[a.id] = { code: 'choices', allowed: a.options };
      else if (new Set(list).size > a.max) problems[a.id] = { code: 'tooMany', max: a.max };
      else clean[a.id] = a.options.filter((o) => list.includes(o));
    }
  }
  return { problems, choices: clean };
}

/** A choice as one string ("" when not made): the first of a multi choice, a number as digits. */
export function choiceText(choices: AiChoices, id: string): string {
  const v = choices[id];
  if (v === undefined) return '';
  if (Array.isArray(v)) return v[0] ?? '';
  return String(v);
}

/** A multi choice as a list (a single one as a list of one). */
export function choiceList(choices: AiChoices, id: string): string[] {
  const v = choices[id];
  if (v === undefined) return [];
  return Array.isArray(v) ? v : [String(v)];
}

/** The default choices of a model: each single attribute's first option, the age default (for previews and tests). */
export function defaultChoices(model: RenderingModelFile): AiChoices {
  const out: AiChoices = {};
  for (const a of attributesOf(model)) {
    if (a.kind === 'number') out[a.id] = a.default;
    else if (a.kind === 'single') out[a.id] = a.options[0]!;
    else out[a.id] = a.options.slice(0, Math.min(2, a.max));
  }
  return out;
}
