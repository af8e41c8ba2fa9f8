/**
 * Settings of publishing each finished site build to a static host in an S3 bucket, read and
 * checked in this one place so a typo stops the server at start with the variable's name:
 * - SITE_PUBLISH: `off` (default) or `s3`; `s3` uses the bucket and credentials of the S3_* media
 *   settings (media/s3-settings.ts), so S3_BUCKET is required.
 * - SITE_S3_PREFIX: key prefix of the site files in the bucket (default `site/`; empty: the bucket's
 *   root), the same rules as S3_PREFIX, and never the media prefix itself.
 * - SITE_PURGE_URL: optional CDN purge hook called once per changed or deleted URL path, a URL
 *   template with `{path}` (the path, e.g. `/sex/koeln/`, percent-encoded for a query value),
 *   `{rawPath}` (the path as it is) and/or `{url}` (PUBLIC_SITE_URL + path, percent-encoded).
 * - SITE_PURGE_METHOD (`POST` default, `GET`, `PURGE`, `DELETE`), SITE_PURGE_TOKEN (sent as
 *   `Authorization: Bearer <token>`).
 */
import { s3SettingsFromEnv, type S3Settings } from '../media/s3-settings.ts';

/** HTTP methods a purge hook may be called with. */
export const PURGE_METHODS = ['GET', 'POST', 'PURGE', 'DELETE'] as const;
export type PurgeMethod = (typeof PURGE_METHODS)[number];

/** Placeholders of SITE_PURGE_URL. */
export const PURGE_PLACEHOLDERS = ['path', 'rawPath', 'url'] as const;

export const DEFAULT_SITE_S3_PREFIX = 'site/';

/** How a CDN is told that one URL path changed. */
export interface SitePurgeSettings {
  /** URL template with `{path}`, `{rawPath}` and/or `{url}`. */
  template: string;
  method: PurgeMethod;
  /** Sent as `Authorization: Bearer <token>`; undefined: no Authorization header. */
  token?: string;
  /** PUBLIC_SITE_URL without a trailing slash (set when the template uses `{url}`). */
  siteUrl?: string;
}

/** Where and how builds are published. */
export interface SitePublishSettings {
  /** The bucket, its endpoint and credentials (`s3.prefix` is the media prefix, not used for the site). */
  s3: S3Settings;
  /** Prepended to every site file's key (ends with `/`; empty: the bucket's root). */
  prefix: string;
  /** The CDN purge hook; undefined: none. */
  purge?: SitePurgeSettings;
}

/** The same rule as S3_PREFIX: folder names of lowercase letters, digits, "-" and "_". */
const PREFIX = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*\/?$/;
/** A bearer token: visible ASCII without spaces (anything else could split the header). */
const TOKEN = /^[\x21-\x7e]+$/;

/** The variables besides SITE_PUBLISH: one of them while publishing is off is a mistake. */
const PUBLISH_SETTINGS = ['SITE_S3_PREFIX', 'SITE_PURGE_URL', 'SITE_PURGE_METHOD', 'SITE_PURGE_TOKEN'] as const;
/** The variables of the purge hook besides SITE_PURGE_URL. */
const PURGE_SETTINGS = ['SITE_PURGE_METHOD', 'SITE_PURGE_TOKEN'] as const;

function prefixOf(raw: string | undefined, mediaPrefix: string): string {
  const given = raw ?? DEFAULT_SITE_S3_PREFIX;
  if (given && !PREFIX.test(given))
    throw new Error(
      `SITE_S3_PREFIX must be folder names of lowercase letters, digits, "-" and "_" separated by "/" (e.g. site/), or empty for the bucket's root, got "${given}"`,
    );
  const prefix = given && !given.endsWith('/') ? `${given}/` : given;
  if (prefix === mediaPrefix)
    throw new Error(
      `SITE_S3_PREFIX must differ from S3_PREFIX ("${mediaPrefix}"): site files and media must not share one folder of the bucket`,
    );
  return prefix;
}

function siteUrlOf(raw: string | undefined): string {
  if (!raw)
    throw new Error('SITE_PURGE_URL uses {url}: set PUBLIC_SITE_URL to the public origin of the site (e.g. https://lustmap.example)');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_SITE_URL must be an http(s) URL such as https://lustmap.example, got "${raw}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search || url.hash)
    throw new Error(`PUBLIC_SITE_URL must be an http(s) URL such as https://lustmap.example, got "${raw}"`);
  return url.href.replace(/\/+$/, '');
}

/** Check a purge URL template: known placeholders only, at least one of them, and an http(s) URL around them. */
export function checkPurgeTemplate(template: string): void {
  const example = 'https://cdn.example/purge?path={path}';
  const used = [...template.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);
  const unknown = used.filter((name) => !(PURGE_PLACEHOLDERS as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(`SITE_PURGE_URL knows only the placeholders {path}, {rawPath} and {url}, got {${unknown.join('}, {')}}`);
  if (!used.length)
    throw new Error(`SITE_PURGE_URL must name the purged path with {path}, {rawPath} or {url} (e.g. ${example}), got "${template}"`);
  const filled = template.replace(/\{(path|rawPath|url)\}/g, 'x');
  if (/[{}]/.test(filled)) throw new Error(`SITE_PURGE_URL has an unpaired "{" or "}", got "${template}"`);
  let url: URL;
  try {
    url = new URL(filled);
  } catch {
    throw new Error(`SITE_PURGE_URL must be an http(s) URL template such as ${example}, got "${template}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`SITE_PURGE_URL must be an http(s) URL template such as ${example}, got "${template}"`);
  if (url.username || url.password) throw new Error('SITE_PURGE_URL must not carry credentials (use SITE_PURGE_TOKEN)');
}

function purgeOf(env: NodeJS.ProcessEnv): SitePurgeSettings | undefined {
  const template = env.SITE_PURGE_URL;
  if (!template) {
    const stray = PURGE_SETTINGS.filter((k) => env[k]);
    if (stray.length) throw new Error(`${stray.join(', ')} set without SITE_PURGE_URL: set SITE_PURGE_URL to purge a CDN, or remove them`);
    return undefined;
  }
  checkPurgeTemplate(template);
  const method = (env.SITE_PURGE_METHOD || 'POST').toUpperCase();
  if (!(PURGE_METHODS as readonly string[]).includes(method))
    throw new Error(`SITE_PURGE_METHOD must be one of ${PURGE_METHODS.join(', ')}, got "${env.SITE_PURGE_METHOD}"`);
  const token = env.SITE_PURGE_TOKEN || undefined;
  if (token !== undefined && !TOKEN.test(token))
    throw new Error('SITE_PURGE_TOKEN must be one word of visible ASCII characters (no spaces)');
  return {
    template,
    method: method as PurgeMethod,
    token,
    siteUrl: template.includes('{url}') ? siteUrlOf(env.PUBLIC_SITE_URL) : undefined,
  };
}

/** The publish settings, or undefined when SITE_PUBLISH is off; throws on a bad value, naming the variable. */
export function sitePublishFromEnv(env: NodeJS.ProcessEnv = process.env): SitePublishSettings | undefined {
  const mode = env.SITE_PUBLISH || 'off';
  if (mode === 'off') {
    const stray = PUBLISH_SETTINGS.filter((k) => env[k]);
    if (stray.length) throw new Error(`${stray.join(', ')} set while SITE_PUBLISH is off: set SITE_PUBLISH=s3, or remove them`);
    return undefined;
  }
  if (mode !== 's3') throw new Error(`SITE_PUBLISH must be "off" or "s3", got "${mode}"`);
  const s3 = s3SettingsFromEnv(env);
  if (!s3) throw new Error('SITE_PUBLISH=s3 needs S3_BUCKET (the bucket the site is published to, with the other S3_* settings)');
  return { s3, prefix: prefixOf(env.SITE_S3_PREFIX, s3.prefix), purge: purgeOf(env) };
}
