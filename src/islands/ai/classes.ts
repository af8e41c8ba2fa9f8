/**
 * Classes of the AI pages. Their layout has a dark background (`bg-ai`, white text), on which the
 * site's link colour and the form kit's hint and error colours would fail contrast: forms and
 * lists sit on white panels, and links outside them use a light colour.
 */

/** A white panel on the dark background. */
export const panel = 'rounded-2xl bg-white p-4 text-ink shadow-lg sm:p-6';

/** A link on the dark background. */
export const darkLink = 'font-semibold text-pink-200 underline hover:text-white';

/** A choice card (radio or checkbox with its preview); marked while chosen, outlined while focused. */
export const choiceCard =
  'flex h-full cursor-pointer flex-col overflow-hidden rounded-xl border-2 border-gray-200 bg-white text-ink hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-gray-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600';

/** The grid of the model cards (with their descriptions). */
export const modelGrid = 'grid grid-cols-2 gap-3 lg:grid-cols-4';

/** The grid of choice cards: three to a row on phones, so a step with many pictures stays short. */
export const choiceGrid = 'grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-4';

/** The grid of choice cards without pictures. */
export const compactGrid = 'grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4';

/** The "AI" badge on a generated image. */
export const aiBadge = 'absolute left-2 top-2 rounded-md bg-night/85 px-2 py-0.5 text-xs font-bold tracking-wide text-white';
