import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { inlineHashes } from './csp-hashes.ts';
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts';
import { syncSql } from '../testing/sync-sql.ts';

/** Inline code as Astro emits it: island runtime, hydration directives, the astro-island rule, JSON-LD. */
const ISLAND_RUNTIME = '(()=>{var a=(s,i,o)=>{let r=async()=>{await(await s())()};(self.Astro||(self.Astro={})).load=a})();';
const IDLE_DIRECTIVE = '(()=>{var l=(n,t)=>{let i=async()=>{await(await n())()};(self.Astro||(self.Astro={})).idle=l})();';
const MODULE_SCRIPT = 'import("/_astro/app.Ab12Cd.js")';
const ISLAND_STYLE = 'astro-island,astro-slot,astro-static-slot{display:contents}';
const PAGE = `<!doctype html><html><head><meta charset="utf-8"><style>${ISLAND_STYLE}</style>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite","name":"Lustmap – é"}</script>
<script type="module" src="/_astro/page.Zz99.js"></script></head>
<body><h1>home — ü</h1><script>${ISLAND_RUNTIME}</script><script >${IDLE_DIRECTIVE}</script>
<SCRIPT type="module">${MODULE_SCRIPT}</SCRIPT><astro-island uid="1"></astro-island></body></html>`;

const FILES: Record<string, string> = {
  'index.html': PAGE,
  '404.html': `<h1>404</h1><script>${IDLE_DIRECTIVE}</script>`,
  'sex/index.html': '<h1>sex</h1>',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

const FIXED = {
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The sources of one directive of a policy. */
function directive(policy: string | null, name: string): string[] {
  const found = (policy ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found ? found.slice(1) : [];
}

function expectSecurityHeaders(res: Response, what: string) {
  for (const [name, value] of Object.entries(FIXED)) expect(res.headers.get(name), `${what}: ${name}`).toBe(value);
  const csp = res.headers.get('content-security-policy');
  expect(csp, what).toBeTruthy();
  for (const [name, value] of [
    ['default-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
    ['font-src', "'self'"],
  ]) {
    expect(directive(csp, name!), `${what}: ${name}`).toEqual([value]);
  }
  expect(csp, what).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  // Plain http: no HSTS.
  expect(res.headers.get('strict-transport-security'), what).toBeNull();
}

let t: TestApp;
let base: string;
beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'lustmap-headers-'));
  for (const [file, content] of Object.entries(FILES)) {
    mkdirSync(dirname(join(base, file)), { recursive: true });
    writeFileSync(join(base, file), content);
  }
  t = await createTestApp({ profiles: 50, distDir: base });
});
afterAll(async () => {
  await t.close();
  rmSync(base, { recursive: true, force: true });
});

describe('every kind of response carries the security headers', () => {
  test('a page, a static asset and the region 404 page', async () => {
    for (const path of ['/', '/sex/', '/favicon.svg', '/nowhere/']) expectSecurityHeaders(await t.app.request(path), path);
    expect((await t.app.request('/nowhere/')).status).toBe(404);
  });

  test('an API answer, an API 404 and an API error', async () => {
    expectSecurityHeaders(await t.app.request('/api/v2/country-codes'), 'api');
    const missing = await t.app.request('/api/v2/no-such-endpoint');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing, 'api 404');
    const malformed = await t.app.request('/api/v2/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(malformed.status).toBe(422);
    expectSecurityHeaders(malformed, 'api error');
  });

  test('a redirect, a 405 and a HEAD', async () => {
    const redirect = await t.app.request('/sex');
    expect(redirect.status).toBe(301);
    expectSecurityHeaders(redirect, 'redirect');
    const collapsed = await t.app.request('//sex');
    expect(collapsed.status).toBe(301);
    expectSecurityHeaders(collapsed, 'collapsed redirect');
    const notAllowed = await t.app.request('/sex/', { method: 'DELETE' });
    expect(notAllowed.status).toBe(405);
    expectSecurityHeaders(notAllowed, '405');
    expectSecurityHeaders(await t.app.request('/', { method: 'HEAD' }), 'HEAD');
  });

  test('a revalidated page (304) keeps its page policy', async () => {
    const first = await t.app.request('/');
    const again = await t.app.request('/', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  });

  test('an unexpected error answered by onError, and the not-found fallback', async () => {
    const bare = await createTestApp({ profiles: 10 });
    try {
      bare.app.get('/explode', () => {
        throw new Error('boom');
      });
      const res = await bare.app.request('/explode');
      expect(res.status).toBe(500);
      expectSecurityHeaders(res, 'error');
      const fallback = await bare.app.request('/not-the-api');
      expect(fallback.status).toBe(404);
      expectSecurityHeaders(fallback, 'notFound');
    } finally {
      await bare.close();
    }
  });

  test('a media SVG keeps its own stricter policy and gets the other headers', async () => {
    const row = syncSql(t.database).get(
      'SELECT ph.id FROM photos ph JOIN profiles p ON p.user_id = ph.profile_id WHERE p.published = 1 AND ph.is_explicit = 0 LIMIT 1',
    ) as { id: number };
    const res = await t.app.request(`/api/v2/media/photos/${row.id}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    for (const [name, value] of Object.entries(FIXED)) expect(res.headers.get(name), name).toBe(value);
  });
});

describe('the page policy allows exactly the inline code of the page', () => {
  test('every inline script and style of a built page is covered by a hash', async () => {
    const csp = (await t.app.request('/')).headers.get('content-security-policy');
    const scripts = directive(csp, 'script-src');
    for (const code of [ISLAND_RUNTIME, IDLE_DIRECTIVE, MODULE_SCRIPT]) expect(scripts, code).toContain(sha(code));
    expect(scripts).toEqual(["'self'", ...[ISLAND_RUNTIME, IDLE_DIRECTIVE, MODULE_SCRIPT].map(sha).sort()]);
    expect(directive(csp, 'style-src')).toEqual(["'self'", sha(ISLAND_STYLE)]);
  });

  test('every inline script the parser sees in the fixture is one the policy names', () => {
    const hashes = inlineHashes(PAGE);
    const inline = [...PAGE.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)].filter((m) => !/json/.test(m[1]!));
    expect(inline).toHaveLength(3);
    for (const m of inline) expect(hashes.scripts).toContain(sha(m[2]!));
    // JSON-LD does not run, so it needs no hash.
    expect(hashes.scripts).toHaveLength(3);
  });

  test('each page gets its own hashes; a page without inline code gets none', async () => {
    const notFound = (await t.app.request('/nowhere/')).headers.get('content-security-policy');
    expect(directive(notFound, 'script-src')).toEqual(["'self'", sha(IDLE_DIRECTIVE)]);
    expect(directive((await t.app.request('/sex/')).headers.get('content-security-policy'), 'script-src')).toEqual(["'self'"]);
    expect(directive((await t.app.request('/api/v2/country-codes')).headers.get('content-security-policy'), 'script-src')).toEqual([
      "'self'",
    ]);
  });
});

describe('policy options and HSTS', () => {
  function appWith(o: Parameters<typeof securityHeaders>[0]) {
    const app = new Hono();
    app.use(securityHeaders(o));
    app.get('/', (c) => c.text('ok'));
    return app;
  }

  test('HSTS only over https, or through a trusted proxy that says https', async () => {
    const direct = appWith({});
    expect((await direct.request('https://lustmap.test/')).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await direct.request('http://lustmap.test/')).headers.get('strict-transport-security')).toBeNull();
    const forwarded = { headers: { 'x-forwarded-proto': 'https' } };
    expect((await direct.request('http://lustmap.test/', forwarded)).headers.get('strict-transport-security')).toBeNull();
    const proxied = appWith({ trustProxy: true });
    expect((await proxied.request('http://lustmap.test/', forwarded)).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(
      (await proxied.request('http://lustmap.test/', { headers: { 'x-forwarded-proto': 'http' } })).headers.get(
        'strict-transport-security',
      ),
    ).toBeNull();
  });

  test('an absolute image CDN joins img-src and CORS origins join connect-src', () => {
    const policy = contentSecurityPolicy({ imageCdn: 'https://img.example.com/lustmap/', corsOrigins: ['https://www.lustmap.example'] });
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://img.example.com']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://www.lustmap.example']);
    expect(directive(contentSecurityPolicy({ imageCdn: '/img' }), 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  test('the media store where private media redirect to joins img-src and media-src', () => {
    const policy = contentSecurityPolicy({ mediaOrigin: 'https://media.s3.eu-central-1.amazonaws.com' });
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://media.s3.eu-central-1.amazonaws.com']);
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'https://media.s3.eu-central-1.amazonaws.com']);
    expect(directive(contentSecurityPolicy({}), 'media-src')).toEqual(["'self'"]);
  });

  test('a configured value cannot add a directive of its own', () => {
    const policy = contentSecurityPolicy({ imageCdn: "https://cdn.example; script-src 'unsafe-inline'", corsOrigins: ['x; script-src *'] });
    expect(policy).not.toContain('unsafe-inline');
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(policy.match(/script-src/g)).toHaveLength(1);
  });
});
