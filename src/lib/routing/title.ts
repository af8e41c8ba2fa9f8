/** Page titles within the length search engines show (DESIGN §6); small, so the profile shell's island can use it too. */

/**
 * Longest title a page may have (DESIGN §6: search engines cut longer ones off mid-word). The
 * built-site check (scripts/check-site.ts) fails any page above it.
 */
export const TITLE_MAX = 60;

/**
 * The title within TITLE_MAX: as given when it fits; else without its " | {site}" suffix (long
 * place names such as "Borgoricco-San Michele delle Badesse-Sant'Eufemia" keep the whole name, which
 * is what a visitor searched for); else cut at a word and ended with an ellipsis.
 */
export function fitTitle(title: string, siteName: string): string {
  if (title.length <= TITLE_MAX) return title;
  const suffix = ` | ${siteName}`;
  const bare = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  if (bare.length <= TITLE_MAX) return bare;
  const cut = bare.slice(0, TITLE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:|-]+$/, '')}…`;
}
