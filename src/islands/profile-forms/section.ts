/** What a profile form section needs of its form: values, their errors and a setter. */
import type { FormErrors } from '../ui/form-state.ts';

/** A section's view of the page's form (the page's form may hold more than the section shows). */
export interface SectionForm<V> {
  values: V;
  errors: FormErrors;
  // Method syntax on purpose: a page's form holding more fields than the section still fits.
  set<K extends keyof V & string>(field: K, value: V[K]): void;
}

/** Props of a text input bound to a string field. */
export function bindText<V, K extends keyof V & string>(form: SectionForm<V>, field: K) {
  return {
    value: form.values[field] as string,
    error: form.errors[field],
    onChange: (e: { target: { value: string } }) => form.set(field, e.target.value as V[K]),
  };
}

/** Props of a checkbox bound to a flag field. */
export function bindCheckbox<V, K extends keyof V & string>(form: SectionForm<V>, field: K) {
  return {
    checked: form.values[field] as boolean,
    error: form.errors[field],
    onChange: (checked: boolean) => form.set(field, checked as V[K]),
  };
}

/** Set every field that differs from the current values (each edit clears that field's error). */
export function replaceValues<V extends object>(form: SectionForm<V>, next: V): void {
  for (const key of Object.keys(next) as (keyof V & string)[]) {
    if (!Object.is(next[key], form.values[key])) form.set(key, next[key]);
  }
}
