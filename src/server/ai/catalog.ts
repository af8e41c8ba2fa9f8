/**
 * The rendering models as the create page reads them: names, descriptions, steps, attributes and
 * options with their labels in the request's locale and the URLs of their previews.
 */
import type { Locale } from '../../../regions/schema.ts';
import { t } from '../../../i18n/index.ts';
import type { AiAttribute, AiRenderingModel, AiStep } from '../../lib/api/ai.ts';
import { modelById, RENDERING_MODELS, stepOf } from '../../domain/ai/models.ts';
import { attributeLabelKey, optionLabelKey, type ModelAttribute, type RenderingModelFile } from '../../domain/ai/schema.ts';
import { modelPreviewUrl, optionPreviewUrl } from './urls.ts';

/** A model's summary. */
export function modelView(m: RenderingModelFile, locale: Locale): AiRenderingModel {
  return {
    id: m.id,
    name: t(locale, m.name),
    description: t(locale, m.description),
    previewUrl: modelPreviewUrl(m.id),
    steps: m.steps.map((s) => ({ id: s.id, title: t(locale, s.title) })),
  };
}

/** Every model's summary. */
export function modelViews(locale: Locale): AiRenderingModel[] {
  return RENDERING_MODELS.map((m) => modelView(m, locale));
}

/** An attribute with its labels. */
function attributeView(m: RenderingModelFile, a: ModelAttribute, locale: Locale): AiAttribute {
  const label = t(locale, attributeLabelKey(a));
  if (a.kind === 'number') return { id: a.id, label, kind: 'number', required: a.required, min: a.min, max: a.max, default: a.default };
  const options = a.options.map((value) => ({
    value,
    label: t(locale, optionLabelKey(a, value)),
    previewUrl: a.preview ? optionPreviewUrl(m.id, a.id, value) : null,
  }));
  return a.kind === 'single'
    ? { id: a.id, label, kind: 'single', required: a.required, options }
    : { id: a.id, label, kind: 'multi', required: a.required, max: a.max, options };
}

/** One step of a model with its attributes; undefined for an unknown model or step. */
export function stepView(modelId: string, stepId: string, locale: Locale): AiStep | undefined {
  const m = modelById(modelId);
  const step = m && stepOf(m, stepId);
  if (!m || !step) return undefined;
  return {
    model: m.id,
    step: { id: step.id, title: t(locale, step.title) },
    attributes: step.attributes.map((a) => attributeView(m, a, locale)),
  };
}

/** Every i18n key the models use (the tests check each exists in every locale). */
export function modelLabelKeys(): string[] {
  return RENDERING_MODELS.flatMap((m) => [
    m.name,
    m.description,
    ...m.steps.flatMap((s) => [
      s.title,
      ...s.attributes.flatMap((a) => [attributeLabelKey(a), ...(a.kind === 'number' ? [] : a.options.map((o) => optionLabelKey(a, o)))]),
    ]),
  ]);
}
