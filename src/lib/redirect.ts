/**
 * Same-site redirect targets (SPEC §3 login `redirectUrl`, `redirectProfilePath`). Only a path on
 * this site is ever followed; another host, a protocol-relative `//host`, `javascript:`, `data:`
 * and anything else that is not a plain path falls back. Used by the login forms and the server.
 *
 * The value is normalised before it is judged, the way a browser would read it: percent-escapes
 * decoded (until nothing changes, so `%252f` cannot hide a slash), backslashes read as slashes,
 * `.` and `..` segments resolved. A path that is still ambiguous after that (an empty segment, as
 * in `/.//evil.example` → `//evil.example`) is refused rather than repaired.
 */

/** C0/C1 control characters, space and the line/paragraph separators. */
function isControlOrSpace(ch: string): boolean {
  const c = ch.codePointAt(0)!;
  return c <= 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029;
}

function hasControlOrSpace(value: string): boolean {
  return [...value].some(isControlOrSpace);
}

/** The longest redirect path accepted. */
const MAX_LENGTH = 512;

/** Rounds of percent-decoding before a value counts as hostile (a real path needs one). */
const MAX_DECODE_ROUNDS = 4;

/** A placeholder origin to resolve paths against; only whether the origin changes matters. */
const PROBE_ORIGIN = 'https://same-site.invalid';

/** Percent-decode until stable; undefined for malformed or endlessly nested escapes. */
function decodeFully(value: string): string | undefined {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

/** Resolve `.` and `..` segments of an absolute path with no empty segments (`..` stops at the root). */
function removeDotSegments(path: string): string {
  const out: string[] = [];
  const segments = path.split('/').slice(1);
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === '..') out.pop();
    if (segment === '.' || segment === '..') {
      // "/a/.." and "/a/." name a directory: keep the trailing slash.
      if (last) out.push('');
      return;
    }
    out.push(segment);
  });
  return `/${out.join('/')}`;
}

/** Re-encode a decoded path so it reads back the same (a decoded `?` or `#` stays part of the path). */
function encodePath(path: string): string {
  return encodeURI(path).replace(/[?#]/g, (ch) => encodeURIComponent(ch));
}

/** The normalised path part of `raw` (before `?`/`#`), or undefined when it is not a plain same-site path. */
function normalisePath(raw: string): string | undefined {
  const decoded = decodeFully(raw);
  if (decoded === undefined || hasControlOrSpace(decoded)) return undefined;
  const slashed = decoded.replaceAll('\\', '/');
  // Exactly one leading slash, and no empty segment anywhere ("//host", "/.//host", "/a/..//host").
  if (!slashed.startsWith('/') || slashed.includes('//')) return undefined;
  const path = removeDotSegments(slashed);
  return path.startsWith('/') && !path.startsWith('//') ? path : undefined;
}

/**
 * The normalised path (with query and fragment) when `value` is a same-site path, else undefined.
 * Accepts "/users/12/" and "/sex/?q=1#top" unchanged; refuses "//evil.test", "/\\evil.test",
 * "/.//evil.test", "/%2e//evil.test", "https://…", "javascript:…", relative paths and anything with
 * control characters or whitespace (raw or percent-encoded).
 */
export function sameSitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return undefined;
  // Control characters and whitespace: browsers strip some of them before parsing ("/\t/evil").
  if (hasControlOrSpace(value)) return undefined;
  const cut = value.search(/[?#]/);
  const rawPath = cut === -1 ? value : value.slice(0, cut);
  const path = normalisePath(rawPath);
  if (path === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(`${encodePath(path)}${cut === -1 ? '' : value.slice(cut)}`, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  const result = `${url.pathname}${url.search}${url.hash}`;
  // The URL parser must not have found anything left to resolve.
  return result.startsWith('/') && !result.startsWith('//') && !result.includes('\\') ? result : undefined;
}

/** `value` when it is a same-site path, else `fallback`. */
export function safeRedirect(value: unknown, fallback: string): string {
  return sameSitePath(value) ?? fallback;
}
