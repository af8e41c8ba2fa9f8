/** A short plain-text excerpt of a longer text (a listing card's "about me" line). */

/** `text` with runs of whitespace collapsed, cut at a word boundary to at most `max` characters with "…". */
export function excerpt(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  // A word that ends exactly at the cut stays; one cut in the middle goes (unless it is most of the text).
  const wordEnds = /[\s.,;:!?]/.test(plain[max - 1]!);
  const space = cut.lastIndexOf(' ');
  const kept = wordEnds || space <= max / 2 ? cut : cut.slice(0, space);
  return `${kept.replace(/[\s.,;:!?-]+$/, '')}…`;
}
