/**
 * Labelled form fields: each control is tied to its label, and to its hint and error text by
 * aria-describedby, and marked aria-invalid while it has an error. Plus the form-level alert and
 * the submit button.
 */
import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { inputClass, primaryButton } from './classes.ts';

/** What every field shows around its control. */
interface FieldFrame {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

/** Ids of a field's control, hint and error, and the control's aria attributes. */
function useFieldIds(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    id,
    hintId,
    errorId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
    },
  };
}

/** The hint and error lines under a control. */
function Notes({ hint, hintId, error, errorId }: { hint: ReactNode; hintId?: string; error?: string; errorId?: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

/** A field's label above its control. */
function Label({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-semibold">
      {children}
    </label>
  );
}

export interface TextFieldProps extends FieldFrame, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** Extra control after the input (e.g. the show-password button). */
  after?: ReactNode;
}

/** A labelled input (text, email, tel, number, password…) with its hint and error. */
export function TextField({ label, error, hint, after, className, ...input }: TextFieldProps) {
  const f = useFieldIds(hint, error);
  return (
    <div className={className}>
      <Label htmlFor={f.id}>{label}</Label>
      <div className="flex gap-2">
        <input id={f.id} className={inputClass} {...f.aria} {...input} />
        {after}
      </div>
      <Notes hint={hint} hintId={f.hintId} error={error} errorId={f.errorId} />
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  t,
  ...rest
}: Omit<TextFieldProps, 'type' | 'after'> & { t: (key: 'auth.password.show' | 'auth.password.hide') => string }) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      after={
        <button
          type="button"
          className="shrink-0 rounded-lg border border-gray-400 px-3 text-sm font-medium text-ink hover:bg-gray-50"
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t('auth.password.hide') : t('auth.password.show')}
        </button>
      }
    />
  );
}

export interface TextareaFieldProps extends FieldFrame, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  label: string;
}

/** A labelled multi-line text input. */
export function TextareaField({ label, error, hint, className, ...textarea }: TextareaFieldProps) {
  const f = useFieldIds(hint, error);
  return (
    <div className={className}>
      <Label htmlFor={f.id}>{label}</Label>
      <textarea id={f.id} className={inputClass} {...f.aria} {...textarea} />
      <Notes hint={hint} hintId={f.hintId} error={error} errorId={f.errorId} />
    </div>
  );
}

export interface SelectFieldProps extends FieldFrame, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A labelled select. */
export function SelectField({ label, error, hint, className, options, ...select }: SelectFieldProps) {
  const f = useFieldIds(hint, error);
  return (
    <div className={className}>
      <Label htmlFor={f.id}>{label}</Label>
      <select id={f.id} className={inputClass} {...f.aria} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Notes hint={hint} hintId={f.hintId} error={error} errorId={f.errorId} />
    </div>
  );
}

export interface CheckboxFieldProps extends FieldFrame {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox with its label to the right, and its hint and error. */
export function CheckboxField({ label, error, hint, className, checked, onChange }: CheckboxFieldProps) {
  const f = useFieldIds(hint, error);
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          id={f.id}
          type="checkbox"
          className="mt-1 h-4 w-4 rounded border-gray-400 accent-brand-700"
          checked={checked}
          {...f.aria}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={f.id} className="text-sm">
          {label}
        </label>
      </div>
      <Notes hint={hint} hintId={f.hintId} error={error} errorId={f.errorId} />
    </div>
  );
}

/** The form-level message (announced when it appears). */
export function FormAlert({ message, tone = 'error' }: { message?: string; tone?: 'error' | 'info' }) {
  if (!message) return null;
  const style = tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-brand-100 bg-brand-50 text-brand-900';
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-3 py-2 text-sm ${style}`}>
      {message}
    </p>
  );
}

/** The submit button: disabled and busy while the form is submitting. */
export function SubmitButton({ busy, children, className = primaryButton }: { busy: boolean; children: ReactNode; className?: string }) {
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy}>
      {children}
    </button>
  );
}
