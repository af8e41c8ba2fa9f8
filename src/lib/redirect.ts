/**
 * Same-site redirect targets (SPEC §3 login `redirectUrl`, `redirectProfilePath`). Only a path on
 * this site is ever followed; another host, a protocol-relative `//host`, `javascript:`, `data:`
 * and anything else that is not a plain path falls back. Used by the login forms and the server.
 */

/** C0/C1 control characters, space and the line/paragraph separators. */
function isControlOrSpace(ch: string): boolean {
  const c = ch.codePointAt(0)!;
  return c <= 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029;
}

/** The longest redirect path accepted. */
const MAX_LENGTH = 512;

/** A placeholder origin to resolve paths against; only whether the origin changes matters. */
const PROBE_ORIGIN = 'https://same-site.invalid';

/**
 * The path (with query and fragment) when `value` is a same-site path, else undefined.
 * Accepts "/users/12/" and "/sex/?q=1#top"; refuses "//evil.test", "/\\evil.test", "https://…",
 * "javascript:…", relative paths and anything with control characters or whitespace.
 */
export function sameSitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return undefined;
  // Control characters and whitespace: browsers strip some of them before parsing ("/\t/evil").
  if ([...value].some(isControlOrSpace)) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `value` when it is a same-site path, else `fallback`. */
export function safeRedirect(value: unknown, fallback: string): string {
  return sameSitePath(value) ?? fallback;
}
