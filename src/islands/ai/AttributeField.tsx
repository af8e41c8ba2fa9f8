/**
 * One attribute of a step as a form control: a single choice as a group of radio cards with their
 * previews, a multi choice as checkbox cards (the unticked ones turn off once `max` are ticked),
 * a number as a labelled number input (the age from 18). Each group is a fieldset with its legend;
 * each control is described by the group's hint and error and marked invalid with the error.
 */
import { useId, useState } from 'react';
import type { AiAttribute, AiChoices, AiOption } from '../../lib/api/ai.ts';
import { TextField } from '../ui/fields.tsx';
import { useT } from '../ui/useT.ts';
import { choiceCard, choiceGrid, compactGrid } from './classes.ts';
import { AGE_ATTRIBUTE, lowestOf, toggleChoice } from './steps.ts';

type Value = AiChoices[string] | undefined;

/** The value of the "no preference" card of an optional single choice (no option has it). */
const NONE = '';

interface Props {
  attribute: AiAttribute;
  value: Value;
  error?: string;
  onChange: (value: Value) => void;
}

/** The control of an attribute. */
export function AttributeField({ attribute, value, error, onChange }: Props) {
  if (attribute.kind === 'number') return <NumberField attribute={attribute} value={value} error={error} onChange={onChange} />;
  return <ChoiceField attribute={attribute} value={value} error={error} onChange={onChange} />;
}

/** A preview image of a choice, or a plain tile where it has none. */
export function Preview({ url }: { url: string | null }) {
  // The label next to it names the choice: the picture is decoration for screen readers.
  return url ? (
    <img
      src={url}
      alt=""
      width={240}
      height={240}
      loading="lazy"
      decoding="async"
      className="aspect-square w-full bg-gray-100 object-cover"
    />
  ) : (
    <span aria-hidden="true" className="block aspect-square w-full bg-gradient-to-br from-brand-100 to-violet-200" />
  );
}

/** A single or multi choice as cards. */
function ChoiceField({ attribute, value, error, onChange }: Props & { attribute: Extract<AiAttribute, { options: AiOption[] }> }) {
  const t = useT('ai');
  const id = useId();
  const multi = attribute.kind === 'multi';
  const chosen = multi ? (Array.isArray(value) ? value : []) : [];
  const full = multi && chosen.length >= attribute.max;
  const hintId = multi ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  // Choices without pictures (a personality, a voice) are compact cards of text.
  const pictures = attribute.options.some((o) => o.previewUrl !== null);
  // An optional single choice can be taken back: "no preference" comes first.
  const options: readonly AiOption[] =
    multi || attribute.required ? attribute.options : [{ value: NONE, label: t('ai.attr.none'), previewUrl: null }, ...attribute.options];
  return (
    <fieldset className="min-w-0">
      <legend className="text-lg font-bold">
        {attribute.label}
        {!attribute.required && (
          <>
            {' '}
            <span className="text-sm font-normal text-ink-muted">{t('ai.attr.optional')}</span>
          </>
        )}
      </legend>
      {hintId && (
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {t('ai.attr.multiHint', { max: attribute.kind === 'multi' ? attribute.max : 1, count: chosen.length })}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <ul className={`mt-3 ${pictures ? choiceGrid : compactGrid}`}>
        {options.map((o) => {
          const checked = multi ? chosen.includes(o.value) : o.value === NONE ? value === undefined : value === o.value;
          return (
            <li key={o.value}>
              <label className={choiceCard}>
                {pictures && <Preview url={o.previewUrl} />}
                <span className="flex flex-1 items-start gap-2 p-2 sm:p-2.5">
                  <input
                    type={multi ? 'checkbox' : 'radio'}
                    name={`${id}-${attribute.id}`}
                    value={o.value}
                    checked={checked}
                    disabled={full && !checked}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy}
                    className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700 sm:mt-1"
                    onChange={(e) =>
                      onChange(
                        attribute.kind === 'multi'
                          ? toggleChoice(value, o.value, e.target.checked, attribute.max)
                          : o.value === NONE
                            ? undefined
                            : o.value,
                      )
                    }
                  />
                  <span className="min-w-0 text-sm font-semibold break-words hyphens-auto sm:text-base">{o.label}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** A whole number in the attribute's range (the age from 18). */
function NumberField({ attribute, value, error, onChange }: Props & { attribute: Extract<AiAttribute, { kind: 'number' }> }) {
  const t = useT('ai');
  const min = lowestOf(attribute);
  // The typed text: "" and half-typed numbers stay in the box while the choice is unset.
  const [text, setText] = useState(typeof value === 'number' ? String(value) : '');
  // A value set from outside (a default, a stored choice) shows in the box.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (typeof value === 'number' && Number(text) !== value) setText(String(value));
  }
  const age = attribute.id === AGE_ATTRIBUTE;
  return (
    <TextField
      label={attribute.label}
      type="number"
      inputMode="numeric"
      min={min}
      max={attribute.max}
      step={1}
      value={text}
      error={error}
      hint={t(age ? 'ai.attr.ageHint' : 'ai.attr.rangeHint', { min, max: attribute.max })}
      className="max-w-xs"
      onChange={(e) => {
        setText(e.target.value);
        const n = Number(e.target.value);
        onChange(e.target.value.trim() !== '' && Number.isInteger(n) ? n : undefined);
      }}
    />
  );
}
