/**
 * Form pieces of the account islands: labelled fields whose error is tied to the control
 * (aria-describedby, aria-invalid), a password field with a show/hide toggle, a form alert, a
 * submit button, and the mapping of API failures to field errors, form alerts and toasts.
 */
import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { messageKey } from '../../lib/api/auth-messages.ts';
import type { ApiFailure } from '../../lib/api/http.ts';
import { showError } from '../../stores/toasts.ts';

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** Field name → text to show; "_" is the form-level message. */
export type FieldErrors = Record<string, string>;

export const inputClass =
  'block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-ink placeholder:text-ink-faint focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-700';
export const primaryButton =
  'inline-flex w-full items-center justify-center rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButton =
  'inline-flex items-center justify-center rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60';

/** The text of a server message in the active locale (a known message by its key, else as sent). */
export function messageText(t: Translate, message: string): string {
  const key = messageKey(message);
  return key ? t(key) : message;
}

/**
 * Turn a failed call into what the form shows: 422 field errors at their fields (the first
 * message of each), "_" as the form alert; 429 as a form alert; anything else as the generic
 * error toast (SPEC §8). Returns the field errors to set.
 */
export function failureErrors(t: Translate, failure: ApiFailure): FieldErrors {
  if (failure.status === 422) {
    const out: FieldErrors = {};
    for (const [field, messages] of Object.entries(failure.errors)) {
      const name = field.split('.')[0]!;
      if (messages[0] && !(name in out)) out[name] = messageText(t, messages[0]);
    }
    if (Object.keys(out).length === 0) out._ = messageText(t, failure.message);
    return out;
  }
  if (failure.status === 429) return { _: t('auth.error.rateLimited') };
  if (failure.status === 0) return { _: t('auth.error.network') };
  showError();
  return {};
}

/** A ref for a form: when its errors change, focus moves to the first invalid control. */
export function useFocusFirstError(errors: FieldErrors) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return form;
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Extra control after the input (e.g. the show-password button). */
  after?: ReactNode;
}

/** A labelled input with its hint and error. */
export function TextField({ label, error, hint, after, className, ...input }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <div className="flex gap-2">
        <input id={id} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        {after}
      </div>
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
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'after'> & { t: Translate }) {
  const { t, ...rest } = props;
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

/** A checkbox with its label and error. */
export function CheckboxField({
  label,
  error,
  checked,
  onChange,
}: {
  label: ReactNode;
  error?: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-1 h-4 w-4 rounded border-gray-400 accent-brand-700"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
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

/** The submit button; busy while the call runs. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={primaryButton} disabled={busy} aria-busy={busy}>
      {children}
    </button>
  );
}
