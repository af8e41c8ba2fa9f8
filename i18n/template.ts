/** `{name}` placeholders, shared by the static pages, the server and the islands (no dictionaries here). */

/** Values substituted for `{name}` placeholders. */
export type Vars = Record<string, string | number>;

/** Replace `{name}` placeholders; unknown placeholders are left visible so tests catch them. */
export function fill(template: string, vars?: Vars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}
