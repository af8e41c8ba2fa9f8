/**
 * Security headers on every response (API answers, pages, 404s, redirects, 405s, errors, media):
 * registered once, first, in app.ts, so it also wraps what onError and notFound answer.
 *
 * The Content-Security-Policy allows only this origin, plus the sha256 hashes of the page's own
 * inline scripts and styles (the static server reports them per HTML file, see csp-hashes.ts): no
 * 'unsafe-inline', no eval. Images and video may also come from the media store's origin, where
 * private media redirect to (signed URLs, http/private-media.ts). HSTS is sent only when the request came over https.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { NO_PAGE_HASHES, type PageHashes } from './csp-hashes.ts';

export interface SecurityHeaderOptions {
  /** Site origins on other hosts that call the API (CORS_ORIGINS): allowed in connect-src. */
  corsOrigins?: readonly string[];
  /** PUBLIC_IMAGE_CDN: when it is an absolute URL, its origin is allowed in img-src. */
  imageCdn?: string;
  /** The origin of the media store's signed URLs (S3): allowed in img-src and media-src. */
  mediaOrigin?: string;
  /** TRUST_PROXY: believe X-Forwarded-Proto for whether the visitor used https. */
  trustProxy?: boolean;
}

/** HSTS for a year, subdomains included (the editions live under paths, not subdomains). */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Headers that do not depend on the request. */
const FIXED_HEADERS: Readonly<Record<string, string>> = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The origin of an absolute http(s) URL, else undefined ("/img" is this origin already). */
function absoluteOrigin(value: string | undefined): string | undefined {
  if (!value || !/^https?:\/\//i.test(value)) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** Valid CSP host sources among the configured origins (a stray value must not inject a directive). */
function origins(values: readonly (string | undefined)[]): string[] {
  return [...new Set(values.map(absoluteOrigin).filter((o): o is string => o !== undefined))];
}

/** The policy for a response, with the page's inline hashes when it is a built page. */
export function contentSecurityPolicy(o: SecurityHeaderOptions, page: PageHashes = NO_PAGE_HASHES): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...page.scripts],
    ['style-src', "'self'", ...page.styles],
    ['img-src', "'self'", 'data:', 'blob:', ...origins([o.imageCdn, o.mediaOrigin])],
    ['media-src', "'self'", ...origins([o.mediaOrigin])],
    // 'self' also matches ws:/wss: on this host (CSP level 3), for realtime features.
    ['connect-src', "'self'", ...origins(o.corsOrigins ?? [])],
    ['font-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Whether the visitor's request came over https (directly, or through a trusted proxy that says so). */
export function servedOverHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** Distinct policies kept built (a site with more distinct inline snippets only rebuilds them). */
const MAX_POLICIES = 256;

/** Inline hashes of the page a request is answered with, keyed by the request. */
const pageHashes = new WeakMap<Request, PageHashes>();

/** Record the inline hashes of the built page this request is answered with. */
export function setPageHashes(c: Context, hashes: PageHashes): void {
  pageHashes.set(c.req.raw, hashes);
}

/** Middleware: the security headers on whatever response the rest of the app produced. */
export function securityHeaders(o: SecurityHeaderOptions = {}): MiddlewareHandler {
  const plainPolicy = contentSecurityPolicy(o);
  // Pages share a handful of inline snippets (Astro's runtime), so policies are few: keep them.
  const policies = new Map<string, string>();
  const policyFor = (page: PageHashes | undefined): string => {
    if (!page || page === NO_PAGE_HASHES) return plainPolicy;
    const key = `${page.scripts.join(' ')}|${page.styles.join(' ')}`;
    let policy = policies.get(key);
    if (policy === undefined) {
      if (policies.size >= MAX_POLICIES) policies.clear();
      policy = contentSecurityPolicy(o, page);
      policies.set(key, policy);
    }
    return policy;
  };
  return async (c, next) => {
    await next();
    // A route may answer with a stricter policy of its own (media SVGs: default-src 'none').
    if (!c.res.headers.has('content-security-policy')) c.header('Content-Security-Policy', policyFor(pageHashes.get(c.req.raw)));
    for (const [name, value] of Object.entries(FIXED_HEADERS)) {
      // Private media send no referrer at all (their redirect to the store included): the strictest value stays.
      if (name === 'Referrer-Policy' && c.res.headers.get(name) === 'no-referrer') continue;
      c.header(name, value);
    }
    if (servedOverHttps(c, o.trustProxy ?? false)) c.header('Strict-Transport-Security', HSTS);
  };
}
