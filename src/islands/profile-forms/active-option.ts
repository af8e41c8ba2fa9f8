/**
 * The highlighted option of a combobox after an arrow key: down from the input goes to the first,
 * up to the last, and both wrap around (WAI-ARIA combobox pattern); -1 is "none" (focus in the input).
 */
export function moveActive(active: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}
