/** The alarme pages' big, phone-first controls (at least 48 px tall, full width on phones). */

/** The main action of a card ("I'm safe", "I'm on it"). */
export const bigPrimary =
  'inline-flex min-h-12 w-full items-center justify-center rounded-2xl bg-green-800 px-5 py-3 text-lg font-bold text-white hover:bg-green-900 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-green-800 disabled:cursor-not-allowed disabled:opacity-60';

/** The alarm action (panic). */
export const bigDanger =
  'inline-flex min-h-12 w-full items-center justify-center rounded-2xl bg-red-700 px-5 py-3 text-lg font-bold text-white hover:bg-red-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60';

/** A secondary action of a card (extend, cancel, share location). */
export const bigSecondary =
  'inline-flex min-h-12 items-center justify-center rounded-2xl border-2 border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60';

/** A row action (pause, edit, remove a contact). */
export const rowButton =
  'inline-flex min-h-12 items-center justify-center rounded-full border border-gray-500 px-4 text-sm font-semibold text-ink hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-60 sm:min-h-10';

/** A section card. */
export const card = 'rounded-2xl bg-white p-4 shadow-sm sm:p-5';

/** A form's submit button, phone-sized. */
export const formButton =
  'inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto';
