/** The form kit's shared Tailwind classes (inputs and the two button styles). */

/** A text input, select or textarea; red border while invalid. */
export const inputClass =
  'block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-ink placeholder:text-ink-faint focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-700';

/** The main action of a form (full width). */
export const primaryButton =
  'inline-flex w-full items-center justify-center rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60';

/** A secondary action (resend, refresh, cancel). */
export const secondaryButton =
  'inline-flex items-center justify-center rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60';
