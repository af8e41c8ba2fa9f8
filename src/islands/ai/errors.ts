/**
 * What the create page shows for a refused "Create": 422 field errors at their fields (the name,
 * the wish, an attribute as `attributes.<id>`) with the step that holds the first of them opened;
 * 429 (the daily quota), 403 and network failures in the form alert with the server's message;
 * anything else as the generic error toast. The contract's own messages are shown in the page's
 * language; other server messages (blocked terms) come in the request's locale and are shown as sent.
 */
import type { ApiFailure } from '../../lib/api/http.ts';
import { messageText } from '../ui/form-state.ts';
import type { KeysOf, Translate } from '../ui/useT.ts';
import type { ChoiceProblem } from './steps.ts';

/** The translate function of the AI pages. */
export type AiTranslate = Translate<KeysOf<'ai'>>;

/** A contract message and its text in the page's language. */
const KNOWN: readonly [RegExp, (t: AiTranslate, m: RegExpExecArray) => string][] = [
  [/^at least (\d+) characters$/, (t, m) => t('ai.error.tooShort', { min: m[1]! })],
  [/^at most (\d+) characters$/, (t, m) => t('ai.error.tooLong', { max: m[1]! })],
];

/** A server message in the page's language where it is one of the contract's, else as sent. */
export function aiMessage(t: AiTranslate, message: string): string {
  for (const [pattern, text] of KNOWN) {
    const m = pattern.exec(message);
    if (m) return text(t, m);
  }
  return messageText(t, message);
}

/** A local check's problem in words. */
export function problemText(t: AiTranslate, problem: ChoiceProblem): string {
  switch (problem.kind) {
    case 'required':
      return t('ai.error.required');
    case 'tooMany':
      return t('ai.error.tooMany', { max: problem.max });
    case 'range':
      return t('ai.error.range', { min: problem.min, max: problem.max });
  }
}

/** The field an error key names: `name`, `wish`, `model` or `attributes.<id>` (deeper keys cut there). */
export function errorField(key: string): string {
  const parts = key.split('.');
  return parts[0] === 'attributes' && parts[1] !== undefined ? `attributes.${parts[1]}` : parts[0]!;
}

/** Where a refused "Create" shows. */
export interface CreateFailure {
  /** Text by field (`name`, `wish`, `model`, `attributes.<id>`). */
  errors: Record<string, string>;
  /** The step to open: the earliest holding an error (undefined: stay). */
  position?: number;
  /** The form-level message. */
  alert?: string;
  /** Show the generic error toast instead. */
  toast: boolean;
}

/** The fields the flow has a place for. */
const PLACED = /^(name|wish|model|attributes\.[^.]+)$/;

/**
 * Turn a refused "Create" into what the page shows; `positionOf` names the step of a field (see
 * positionOfField in steps.ts).
 */
export function createFailure(t: AiTranslate, failure: ApiFailure, positionOf: (field: string) => number): CreateFailure {
  if (failure.status === 422) {
    const errors: Record<string, string> = {};
    const loose: string[] = [];
    for (const [key, messages] of Object.entries(failure.errors)) {
      const field = errorField(key);
      const text = messages[0] && aiMessage(t, messages[0]);
      if (!text) continue;
      if (PLACED.test(field)) errors[field] ??= text;
      else loose.push(text);
    }
    const fields = Object.keys(errors);
    const position = fields.length ? Math.min(...fields.map(positionOf)) : undefined;
    const alert = loose[0] ?? (fields.length ? undefined : aiMessage(t, failure.message || t('common.error')));
    return { errors, position, alert, toast: false };
  }
  if (failure.status === 429) return { errors: {}, alert: failure.message || t('ai.error.quota'), toast: false };
  if (failure.status === 403) return { errors: {}, alert: failure.message || t('ai.error.forbidden'), toast: false };
  if (failure.status === 0) return { errors: {}, alert: t('auth.error.network'), toast: false };
  return { errors: {}, toast: true };
}
