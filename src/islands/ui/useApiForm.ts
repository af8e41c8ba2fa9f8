/**
 * A form that submits to the API: its values, the error text of each field, the submit state and
 * the call. Local checks run first; a failed call's 422 field errors land at their fields (SPEC §5
 * server messages as their SPEC §8 texts and form error keys), 429 and network failures in the form
 * alert, anything else as the generic error toast. Editing a field clears its error; a second
 * submit while one runs is ignored, and the submit button is disabled meanwhile.
 */
import { useEffect, useReducer, useRef, type ChangeEvent, type RefObject, type SubmitEvent } from 'react';
import type { ApiFailure, ApiResult } from '../../lib/api/http.ts';
import { showError } from '../../stores/toasts.ts';
import { formReducer, initialFormState, mapFailure, type FormErrors, type FormState } from './form-state.ts';
import { useT } from './useT.ts';

/** Errors found before any call (e.g. the captcha could not be solved): shown like local checks. */
export interface LocalErrors {
  local: FormErrors;
}

/** Helpers a success handler may use. */
export interface FormControls<V> {
  values: V;
  reset: (values?: V) => void;
  setErrors: (errors: FormErrors) => void;
}

export interface ApiFormOptions<V, R> {
  initial: V;
  /** Checks before the call; any error stops the submit and is shown at its field. */
  validate?: (values: V) => FormErrors;
  /** The API call (or LocalErrors when something before it failed). */
  submit: (values: V) => Promise<ApiResult<R> | LocalErrors>;
  onSuccess?: (data: R, form: FormControls<V>) => void;
  /** A failure the form shows its own way (a 403 or 404); undefined leaves it to the usual mapping. */
  onFailure?: (failure: ApiFailure, values: V) => FormErrors | undefined;
}

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
type BooleanKeys<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] & string;

/** The form's state and what its fields and <form> need. */
export interface ApiForm<V> extends FormState<V> {
  /** Set one value (and clear that field's error). */
  set: <K extends keyof V & string>(field: K, value: V[K]) => void;
  /** Props for a text field: value, error and onChange. */
  text: (field: StringKeys<V>) => { value: string; error?: string; onChange: (e: ChangeEvent<{ value: string }>) => void };
  /** Props for a checkbox field: checked, error and onChange. */
  checkbox: (field: BooleanKeys<V>) => { checked: boolean; error?: string; onChange: (checked: boolean) => void };
  setErrors: (errors: FormErrors) => void;
  reset: (values?: V) => void;
  /** The <form onSubmit>. */
  onSubmit: (e: SubmitEvent) => void;
  /** The <form ref>: when errors appear, focus moves to the first invalid control. */
  formRef: RefObject<HTMLFormElement | null>;
}

/** A form bound to an API call. */
export function useApiForm<V extends object, R>(options: ApiFormOptions<V, R>): ApiForm<V> {
  const t = useT();
  const [state, dispatch] = useReducer(formReducer<V>, options.initial, initialFormState);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.shown === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state.shown]);

  const set = <K extends keyof V & string>(field: K, value: V[K]) => dispatch({ type: 'change', field, value });
  const setErrors = (errors: FormErrors) => dispatch({ type: 'errors', errors });
  const reset = (values: V = options.initial) => dispatch({ type: 'reset', values });

  const run = async (values: V) => {
    const local = options.validate?.(values) ?? {};
    if (Object.keys(local).length) return setErrors(local);
    dispatch({ type: 'submit' });
    const res = await options.submit(values);
    if ('local' in res) return setErrors(res.local);
    if (res.errors === undefined) {
      dispatch({ type: 'success' });
      return options.onSuccess?.(res.data, { values, reset, setErrors });
    }
    const own = options.onFailure?.(res, values);
    if (own) return setErrors(own);
    const mapped = mapFailure(t, res);
    dispatch({ type: 'failure', errors: mapped.errors, serverErrors: mapped.serverErrors });
    if (mapped.toast) showError();
  };

  return {
    ...state,
    set,
    text: (field) => ({
      value: state.values[field] as string,
      error: state.errors[field],
      onChange: (e) => set(field, e.target.value as V[typeof field]),
    }),
    checkbox: (field) => ({
      checked: state.values[field] as boolean,
      error: state.errors[field],
      onChange: (checked) => set(field, checked as V[typeof field]),
    }),
    setErrors,
    reset,
    onSubmit: (e) => {
      e.preventDefault();
      if (!state.submitting) void run(state.values);
    },
    formRef,
  };
}
