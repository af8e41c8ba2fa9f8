/**
 * The create page's steps as pure functions: position 0 picks the rendering model, positions
 * 1..n are the model's own steps (their attributes come from the API one step at a time), and
 * position n + 1 asks for the name and the wish and shows the summary. Also: the checks a step
 * passes before "Next", the defaults of number attributes, which step a field belongs to (to open
 * it for an error) and the summary of every choice.
 */
import { AI_MIN_AGE, type AiAttribute, type AiChoices, type AiRenderingModel, type AiStep } from '../../lib/api/ai.ts';

/** The attribute whose lower bound is the adults-only age (the server refuses less too). */
export const AGE_ATTRIBUTE = 'age';

/** What the page shows at a position. */
export type StepView = { kind: 'model' } | { kind: 'attributes'; stepId: string; title: string; index: number } | { kind: 'final' };

/** How many screens the flow has with `model` chosen (1 while none is: the model choice). */
export function stepCount(model: AiRenderingModel | undefined): number {
  return model ? model.steps.length + 2 : 1;
}

/** The last position of the flow: the name, wish and summary. */
export function finalPosition(model: AiRenderingModel): number {
  return model.steps.length + 1;
}

/** A stored position within the flow (a model with fewer steps, or none chosen, moves it back). */
export function clampPosition(model: AiRenderingModel | undefined, position: number): number {
  return Math.max(0, Math.min(position, stepCount(model) - 1));
}

/** The screen at a position. */
export function stepAt(model: AiRenderingModel | undefined, position: number): StepView {
  const p = clampPosition(model, position);
  if (!model || p === 0) return { kind: 'model' };
  if (p === finalPosition(model)) return { kind: 'final' };
  const step = model.steps[p - 1]!;
  return { kind: 'attributes', stepId: step.id, title: step.title, index: p - 1 };
}

/** The position after "Next" (the last one stays). */
export function nextPosition(model: AiRenderingModel | undefined, position: number): number {
  return clampPosition(model, position + 1);
}

/** The position after "Back" (the first one stays). */
export function previousPosition(model: AiRenderingModel | undefined, position: number): number {
  return clampPosition(model, position - 1);
}

/** Why a choice cannot stand. */
export type ChoiceProblem = { kind: 'required' } | { kind: 'tooMany'; max: number } | { kind: 'range'; min: number; max: number };

/** The lowest number an attribute accepts: never under 18 for the age. */
export function lowestOf(attribute: Extract<AiAttribute, { kind: 'number' }>): number {
  return attribute.id === AGE_ATTRIBUTE ? Math.max(attribute.min, AI_MIN_AGE) : attribute.min;
}

/** What is wrong with one attribute's choice, if anything. */
export function checkAttribute(attribute: AiAttribute, value: AiChoices[string] | undefined): ChoiceProblem | undefined {
  switch (attribute.kind) {
    case 'single':
      if (typeof value !== 'string' || !attribute.options.some((o) => o.value === value))
        return attribute.required ? { kind: 'required' } : undefined;
      return undefined;
    case 'multi': {
      const chosen = Array.isArray(value) ? value : [];
      if (chosen.length === 0) return attribute.required ? { kind: 'required' } : undefined;
      return chosen.length > attribute.max ? { kind: 'tooMany', max: attribute.max } : undefined;
    }
    case 'number': {
      const min = lowestOf(attribute);
      if (typeof value !== 'number') return attribute.required ? { kind: 'range', min, max: attribute.max } : undefined;
      return Number.isInteger(value) && value >= min && value <= attribute.max ? undefined : { kind: 'range', min, max: attribute.max };
    }
  }
}

/** The problems of a step's choices, by attribute id (empty when "Next" may go on). */
export function checkStep(attributes: readonly AiAttribute[], choices: AiChoices): Record<string, ChoiceProblem> {
  const problems: Record<string, ChoiceProblem> = {};
  for (const a of attributes) {
    const problem = checkAttribute(a, choices[a.id]);
    if (problem) problems[a.id] = problem;
  }
  return problems;
}

/** The choices with each unset number attribute at its default (within its bounds). */
export function withDefaults(attributes: readonly AiAttribute[], choices: AiChoices): AiChoices {
  let next = choices;
  for (const a of attributes)
    if (a.kind === 'number' && typeof choices[a.id] !== 'number')
      next = { ...next, [a.id]: Math.min(a.max, Math.max(lowestOf(a), a.default)) };
  return next;
}

/** A multi choice after ticking or unticking one value; a tick past `max` is ignored. */
export function toggleChoice(current: AiChoices[string] | undefined, value: string, on: boolean, max: number): string[] {
  const chosen = Array.isArray(current) ? current : [];
  if (!on) return chosen.filter((v) => v !== value);
  if (chosen.includes(value) || chosen.length >= max) return chosen;
  return [...chosen, value];
}

/** Only the choices of attributes the model's steps ask for (a stored choice of another model goes). */
export function keepKnown(choices: AiChoices, steps: Iterable<AiStep>): AiChoices {
  const known = new Set<string>();
  for (const s of steps) for (const a of s.attributes) known.add(a.id);
  return Object.fromEntries(Object.entries(choices).filter(([id]) => known.has(id)));
}

/** The form fields outside the attributes. */
export type FlowField = 'model' | 'name' | 'wish';

/**
 * The position of the step a field belongs to: `model` the first, `name` and `wish` the last,
 * `attributes.<id>` the step asking for that attribute (the last when no loaded step does).
 */
export function positionOfField(model: AiRenderingModel, steps: ReadonlyMap<string, AiStep>, field: string): number {
  if (field === 'model') return 0;
  const [head, id] = field.split('.');
  if (head === 'attributes' && id !== undefined) {
    const index = model.steps.findIndex((s) => steps.get(s.id)?.attributes.some((a) => a.id === id));
    if (index >= 0) return index + 1;
  }
  return finalPosition(model);
}

/** One line of the summary: an attribute and its choice in words (undefined when not chosen). */
export interface SummaryItem {
  id: string;
  label: string;
  value: string | undefined;
}

/** The choices of one step, with the position the "change" link opens. */
export interface SummaryGroup {
  position: number;
  title: string;
  items: SummaryItem[];
}

/** A choice in words: option labels (a value no option has stays as it is), a number as a number. */
export function choiceText(attribute: AiAttribute, value: AiChoices[string] | undefined, join = ', '): string | undefined {
  if (value === undefined) return undefined;
  if (attribute.kind === 'number') return typeof value === 'number' ? String(value) : undefined;
  const label = (v: string) => attribute.options.find((o) => o.value === v)?.label ?? v;
  const values = Array.isArray(value) ? value : [String(value)];
  return values.length === 0 ? undefined : values.map(label).join(join);
}

/** Every step of the model with its choices in words; a step not loaded yet has no items. */
export function summarize(model: AiRenderingModel, steps: ReadonlyMap<string, AiStep>, choices: AiChoices): SummaryGroup[] {
  return model.steps.map((s, i) => ({
    position: i + 1,
    title: s.title,
    items: (steps.get(s.id)?.attributes ?? []).map((a) => ({ id: a.id, label: a.label, value: choiceText(a, choices[a.id]) })),
  }));
}
