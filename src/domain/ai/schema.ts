/**
 * The schema of a rendering model file (src/domain/ai/models/<id>.json): its name and description
 * (i18n keys), the art family the local renderer draws it in, and the steps of the creation flow,
 * each with the attributes it asks for. Refinements check what the types cannot: attribute ids
 * appear once in a model, values come from the vocabulary, the age starts at 18 at the earliest.
 */
import { z } from 'zod';
import { AI_MAX_AGE, AI_MIN_AGE, aiModelIdSchema } from '../../lib/api/ai.ts';
import { AI_ART, AI_ATTRIBUTE_IDS, AI_REQUIRED_ATTRIBUTES, AI_VALUES, type AiAttributeId } from './vocabulary.ts';

/** An i18n key (flat, dotted). */
const keySchema = z.string().regex(/^[a-zA-Z][\w-]*(\.[\w-]+)+$/, 'an i18n key like "aiModel.step.look"');
const stepIdSchema = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'a step id: lowercase letters, digits and -');

const common = {
  id: z.enum(AI_ATTRIBUTE_IDS),
  /** i18n key of the attribute's label (default `aiModel.attr.<id>`). */
  label: keySchema.optional(),
  required: z.boolean(),
};

/** A choice attribute's options and where their labels are (`<labels>.<value>`, default `aiModel.option.<id>`). */
const choices = {
  options: z.array(z.string()).min(2, 'offer at least 2 options'),
  labels: keySchema.optional(),
  /** Whether each option gets a small generated preview (looks only: hair, eyes, style …). */
  preview: z.boolean().default(false),
};

export const modelAttributeSchema = z.discriminatedUnion('kind', [
  z.object({ ...common, kind: z.literal('single'), ...choices }).strict(),
  z.object({ ...common, kind: z.literal('multi'), max: z.number().int().positive(), ...choices }).strict(),
  z.object({ ...common, kind: z.literal('number'), min: z.number().int(), max: z.number().int(), default: z.number().int() }).strict(),
]);
export type ModelAttribute = z.infer<typeof modelAttributeSchema>;

export const modelStepSchema = z
  .object({
    id: stepIdSchema,
    /** i18n key of the step's title. */
    title: keySchema,
    attributes: z.array(modelAttributeSchema).min(1, 'a step asks for at least one attribute'),
  })
  .strict();
export type ModelStep = z.infer<typeof modelStepSchema>;

export const renderingModelFileSchema = z
  .object({
    id: aiModelIdSchema,
    name: keySchema,
    description: keySchema,
    art: z.enum(AI_ART),
    /** Images one creation gets. */
    images: z.number().int().min(1).max(8),
    steps: z.array(modelStepSchema).min(1),
  })
  .strict()
  .superRefine((m, ctx) => {
    const seen = new Map<string, string>();
    const stepIds = new Set<string>();
    m.steps.forEach((step, s) => {
      if (stepIds.has(step.id)) ctx.addIssue({ code: 'custom', path: ['steps', s, 'id'], message: `step "${step.id}" appears twice` });
      stepIds.add(step.id);
      step.attributes.forEach((a, i) => {
        const path = ['steps', s, 'attributes', i];
        if (seen.has(a.id))
          ctx.addIssue({ code: 'custom', path: [...path, 'id'], message: `"${a.id}" is asked already in ${seen.get(a.id)}` });
        seen.set(a.id, `step "${step.id}"`);
        if (a.kind === 'number') {
          if (a.id !== 'age') ctx.addIssue({ code: 'custom', path: [...path, 'kind'], message: `"${a.id}" is a choice, not a number` });
          if (a.min < AI_MIN_AGE)
            ctx.addIssue({ code: 'custom', path: [...path, 'min'], message: `the age starts at ${AI_MIN_AGE} at the earliest` });
          if (a.max > AI_MAX_AGE)
            ctx.addIssue({ code: 'custom', path: [...path, 'max'], message: `the age ends at ${AI_MAX_AGE} at the latest` });
          if (a.default < a.min || a.default > a.max)
            ctx.addIssue({ code: 'custom', path: [...path, 'default'], message: `the default must lie in ${a.min}..${a.max}` });
          return;
        }
        if (a.id === 'age') ctx.addIssue({ code: 'custom', path: [...path, 'kind'], message: 'the age is a number' });
        const allowed: readonly string[] = AI_VALUES[a.id];
        a.options.forEach((o, j) => {
          if (!allowed.includes(o))
            ctx.addIssue({
              code: 'custom',
              path: [...path, 'options', j],
              message: `"${o}" is not a value of ${a.id} (${allowed.join(', ')})`,
            });
        });
        if (new Set(a.options).size !== a.options.length)
          ctx.addIssue({ code: 'custom', path: [...path, 'options'], message: 'an option appears twice' });
        if (a.kind === 'multi' && a.max > a.options.length)
          ctx.addIssue({ code: 'custom', path: [...path, 'max'], message: 'max is more than the options offered' });
      });
    });
    for (const id of AI_REQUIRED_ATTRIBUTES)
      if (!seen.has(id)) ctx.addIssue({ code: 'custom', path: ['steps'], message: `every model asks for "${id}"` });
  });
export type RenderingModelFile = z.infer<typeof renderingModelFileSchema>;

/** The label key of an attribute. */
export const attributeLabelKey = (a: ModelAttribute) => a.label ?? `aiModel.attr.${a.id}`;
/** The label key of one option of a choice attribute. */
export const optionLabelKey = (a: Exclude<ModelAttribute, { kind: 'number' }>, value: string) =>
  `${a.labels ?? `aiModel.option.${a.id}`}.${value}`;

/** Parse a model file; throws an error naming the file and every broken field. */
export function parseRenderingModel(file: string, data: unknown): RenderingModelFile {
  const parsed = renderingModelFileSchema.safeParse(data);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.map(String).join('.') || '(file)'}: ${i.message}`);
    throw new Error(`rendering model ${file} is invalid:\n${lines.join('\n')}`);
  }
  if (`${parsed.data.id}.json` !== file.split('/').pop())
    throw new Error(`rendering model ${file}: its id "${parsed.data.id}" must match the file name`);
  return parsed.data;
}

export type { AiAttributeId };
