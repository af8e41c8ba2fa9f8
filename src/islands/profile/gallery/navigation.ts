/** Pure rules of the photo gallery: which key moves where, what counts as a swipe, when keys are ours. */

/** Horizontal travel (px) that counts as a swipe. */
export const SWIPE_PX = 40;

/** The photo index a key moves to, or undefined when the key is not a gallery key. */
export function indexForKey(key: string, index: number, count: number): number | undefined {
  const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 }[key];
  return next === undefined ? undefined : (next + count) % count;
}

/** The index after a swipe of `dx` pixels (negative: to the left, the next photo). */
export function indexForSwipe(dx: number, index: number, count: number): number {
  if (Math.abs(dx) < SWIPE_PX) return index;
  return (index + (dx < 0 ? 1 : -1) + count) % count;
}

/**
 * Whether a page-wide arrow key may move the gallery: not while the user types, uses another
 * widget that wants arrows (select, slider, menu, tabs), or a dialog is open.
 */
export function keyIsFree(target: unknown, modifiers: { altKey: boolean; ctrlKey: boolean; metaKey: boolean }): boolean {
  if (modifiers.altKey || modifiers.ctrlKey || modifiers.metaKey) return false;
  const el = target as { closest?: (s: string) => unknown; isContentEditable?: boolean } | null;
  if (!el || typeof el.closest !== 'function') return true;
  if (el.isContentEditable) return false;
  return !el.closest('input, textarea, select, [role="slider"], [role="menu"], [role="tablist"], [role="listbox"], dialog[open]');
}
