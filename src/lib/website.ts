/**
 * A venue's website address as typed (SPEC §5: without http/https, http:// is prefixed). Only
 * http and https are accepted: anything a browser would run or open elsewhere (javascript:,
 * data:, mailto:, file: …) is refused, and so are addresses with a user name (they disguise the
 * host) and hosts without a dot.
 */

/** Longest website address (characters). */
export const WEBSITE_MAX_LENGTH = 500;

/** Why an address is refused: another scheme, not a web address, too long. */
export type WebsiteProblem = 'scheme' | 'invalid' | 'tooLong';

/** The result of reading a typed address: the address to store, or why it was refused (with the English message). */
export type WebsiteResult = { ok: true; url: string | null } | { ok: false; problem: WebsiteProblem; message: string };

/** The refusal of a scheme other than http/https. */
export const WEBSITE_SCHEME_MESSAGE = 'The website must be an http or https address.';
/** The refusal of something that is not a web address. */
export const WEBSITE_INVALID_MESSAGE = 'The website must be a valid address such as example.com.';

// "name:" that is a scheme, not a host followed by a port ("example.com:8080").
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const HOST_PORT = /^[^:/?#]+:\d+(?:[/?#]|$)/;

/** Read a typed website address: "" and null clear it; a scheme-less address gets "http://". */
export function normalizeWebsite(input: string | null | undefined): WebsiteResult {
  const typed = (input ?? '').trim();
  if (!typed) return { ok: true, url: null };
  if (typed.length > WEBSITE_MAX_LENGTH)
    return { ok: false, problem: 'tooLong', message: `The website may have at most ${WEBSITE_MAX_LENGTH} characters.` };
  // Control characters and spaces inside an address hide what it points to.
  if ([...typed].some((ch) => /\s/.test(ch) || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f))
    return { ok: false, problem: 'invalid', message: WEBSITE_INVALID_MESSAGE };
  const scheme = SCHEME.exec(typed)?.[1]?.toLowerCase();
  const hasScheme = scheme !== undefined && !HOST_PORT.test(typed);
  if (hasScheme && scheme !== 'http' && scheme !== 'https') return { ok: false, problem: 'scheme', message: WEBSITE_SCHEME_MESSAGE };
  const url = hasScheme ? typed : `http://${typed.replace(/^\/\//, '')}`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, problem: 'invalid', message: WEBSITE_INVALID_MESSAGE };
  }
  if (!/^https?:\/\//i.test(url) || parsed.username || parsed.password || !parsed.hostname.includes('.') || parsed.hostname.endsWith('.'))
    return { ok: false, problem: 'invalid', message: WEBSITE_INVALID_MESSAGE };
  return { ok: true, url };
}
