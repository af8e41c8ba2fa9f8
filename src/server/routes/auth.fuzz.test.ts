/**
 * Malformed bodies, headers and path segments on every account endpoint never yield a 5xx, and
 * the server logs no unexpected error while taking them.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAuthTestApp, type AuthTestApp } from '../testing/auth-app.ts';

let t: AuthTestApp;
let session: string;
beforeAll(async () => {
  t = await createAuthTestApp({ profiles: 30 });
  const c = t.client();
  await c.call('POST', '/api/v2/users/login', { email: 'admin@demo.lustmap.test', password: 'lustmap-demo' });
  session = c.cookies.get('jwt')!;
});
afterAll(() => t.close());

/** Every account endpoint taking a body, with `{x}` where a path segment goes. */
const BODY_ENDPOINTS: [string, string][] = [
  ['POST', '/api/v2/users/login'],
  ['POST', '/api/v2/users/login/from-gallery'],
  ['POST', '/api/v2/users/login/as-punter'],
  ['POST', '/api/v2/users/logout'],
  ['POST', '/api/v2/users/registration'],
  ['POST', '/api/v2/users/registration/from-gallery'],
  ['POST', '/api/v2/users/registration/from-tip'],
  ['POST', '/api/v2/users/registration/from-punter-modal'],
  ['POST', '/api/v2/user/re-send-code/{x}/'],
  ['POST', '/api/v2/user/verify-code/{x}/{x}/'],
  ['POST', '/api/v2/user/whatsapp-check/{x}/'],
  ['POST', '/users/send-out-verify-sms'],
  ['POST', '/api/v2/users/verify/resend'],
  ['PUT', '/api/v2/user/email/'],
  ['POST', '/api/v2/users/forgot-password'],
  ['POST', '/api/v2/users/forgot-password/verify-sms'],
  ['POST', '/api/v2/users/forgot-password/verify-email'],
  ['PATCH', '/api/v2/users/me'],
  ['PUT', '/api/v2/users/password/'],
  ['POST', '/api/v2/users/impersonation-tickets'],
  ['POST', '/api/v2/users/impersonate'],
  ['POST', '/api/v2/users/impersonate/stop'],
  ['POST', '/api/v2/demo/outbox/whatsapp-reply'],
  ['POST', '/api/v2/webhooks/whatsapp'],
];

const GET_ENDPOINTS = [
  '/api/v2/users/me',
  '/api/v2/users/captcha',
  '/api/v2/user/verify-phone-data/{x}/',
  '/api/v2/users/verify/{x}',
  '/api/v2/users/verify-admin?secret={x}&userId={x}',
  '/api/v2/demo/outbox?to={x}&limit={x}',
];

const scalar = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'admin@demo.lustmap.test',
    'punter@demo.lustmap.test',
    '+4915112345678',
    '0049 151 1234',
    'not-an-email',
    'lustmap-demo',
    '000000',
    '123456',
    'LM-ABCDEF',
    'javascript:alert(1)',
    '//evil.test',
    '/users/1/',
    'a'.repeat(5000),
    '\u0000',
    '😀',
    'de',
    'xx',
    'punter',
    'escort',
    'sms',
    'whatsapp',
  ),
  fc.string({ maxLength: 60 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }));

const KEYS = [
  'email',
  'phone',
  'password',
  'redirectUrl',
  'redirectProfilePath',
  'role',
  'phoneChannel',
  'terms',
  'adult',
  'captcha',
  'region',
  'hash',
  'code',
  'token',
  'userHash',
  'username',
  'currentPassword',
  'passwordConfirmation',
  'userId',
  'secret',
  'from',
  'text',
  'channel',
];

/** Valid bodies of the endpoints, one field of which is replaced: these get past the schema. */
const CAPTCHA = {
  challenge: { parameters: { algorithm: 'SHA-256', nonce: '00', salt: '00', cost: 1, keyLength: 32, keyPrefix: '00' }, signature: '00' },
  solution: { counter: 1, derivedKey: '00' },
};
const TEMPLATES: Record<string, unknown>[] = [
  { email: 'admin@demo.lustmap.test', password: 'lustmap-demo' },
  { phone: '+4915112345678', password: 'lustmap-demo', redirectUrl: '/users/1/' },
  { email: 'fuzz@example.test', password: 'a fine passphrase', terms: true, adult: true, role: 'escort', captcha: CAPTCHA },
  { phone: '+4915112345679', password: 'a fine passphrase', terms: true, adult: true, phoneChannel: 'whatsapp', captcha: CAPTCHA },
  { email: 'admin@demo.lustmap.test', captcha: CAPTCHA, region: 'at' },
  { hash: 'A'.repeat(43), code: '123456', password: 'a fine passphrase' },
  { token: 'A'.repeat(43), password: 'a fine passphrase' },
  { userHash: 'A'.repeat(43), email: 'fuzz2@example.test' },
  { currentPassword: 'wrong', password: 'a fine passphrase', passwordConfirmation: 'a fine passphrase' },
  { username: 'fuzzer' },
  { userId: 3 },
  { secret: 'A'.repeat(43), userId: 3 },
  { from: '+4915112345678', text: 'LM-ABCDEF' },
];
const nearValid = fc.tuple(fc.constantFrom(...TEMPLATES), fc.constantFrom(...KEYS), value, fc.boolean()).map(([template, key, v, drop]) => {
  const out: Record<string, unknown> = { ...template };
  if (drop) delete out[key];
  else out[key] = v;
  return JSON.stringify(out);
});

const body = fc.oneof(
  nearValid,
  fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 10 })), value, { maxKeys: 8 }).map((o) => JSON.stringify(o)),
  fc.json(),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('', '{', '[]', 'null', '{"captcha":{"challenge":{"parameters":{}},"solution":{}}}', '{"email":{"$gt":""}}'),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  '',
);
const segment = fc.oneof(scalar.map(String), fc.stringMatching(/^[A-Za-z0-9_-]{0,70}$/));

async function status(method: string, url: string, init: { body?: string; headers?: Record<string, string> } = {}) {
  const res = await t.app.request(url, { method, body: init.body, headers: init.headers });
  await res.arrayBuffer();
  return res.status;
}

test('it never answers a malformed body on an account endpoint with a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...BODY_ENDPOINTS),
      body,
      contentType,
      fc.boolean(),
      segment,
      segment,
      fc.ipV4(),
      async ([method, path], b, type, signedIn, s1, s2, ip) => {
        const url = path.replace('{x}', encodeURIComponent(s1)).replace('{x}', encodeURIComponent(s2));
        // A different client address per run, so rate limits do not stop the inputs early.
        const headers: Record<string, string> = { 'x-forwarded-for': ip };
        if (type) headers['content-type'] = type;
        if (signedIn) headers.cookie = `jwt=${session}`;
        const s = await status(method, url, { body: b, headers });
        expect(s, `${method} ${url} ${type} ${b.slice(0, 200)}`).toBeLessThan(500);
      },
    ),
    { numRuns: 1500 },
  );
});

test('it never answers malformed path segments, queries or session cookies with a 5xx', async () => {
  const cookie = fc.oneof(fc.constant(session), fc.string({ maxLength: 80 }), fc.constant(`${session}x`), fc.constant('a.b.c'));
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...GET_ENDPOINTS), segment, segment, cookie, async (path, s1, s2, jwt) => {
      const url = path.replace('{x}', encodeURIComponent(s1)).replace('{x}', encodeURIComponent(s2));
      const s = await status('GET', url, { headers: { cookie: `jwt=${encodeURIComponent(jwt)}` } });
      expect(s, url).toBeLessThan(500);
    }),
    { numRuns: 600 },
  );
});

test('it logged no unexpected error during the runs', () => {
  expect(t.log.lines.filter((l) => l.level === 'error')).toEqual([]);
});
