import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { errorBodySchema } from '../lib/api/common.ts';
import { reportResponseSchema } from '../lib/api/profiles.ts';
import { createApp } from './app.ts';
import { requireUser } from './http/guards.ts';
import type { AppEnv } from './context.ts';
import { createTestApp, type TestApp } from './testing/app.ts';
import { syncSql } from './testing/sync-sql.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ profiles: 200 });
});
afterAll(() => t.close());

describe('errors', () => {
  test('it answers unknown API paths and methods with 404 JSON', async () => {
    for (const [method, path] of [
      ['GET', '/api/v2/nothing'],
      ['GET', '/api/v3/search/escorts'],
      ['GET', '/api'],
      ['DELETE', '/api/v2/search/escorts'],
      ['DELETE', '/api/v2/services'],
    ] as const) {
      const res = await t.app.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(errorBodySchema.parse(await res.json()).message).toBe('Not Found');
    }
  });

  test('it answers paths outside the API with 404 JSON when no site is served', async () => {
    const res = await t.app.request('/sex/');
    expect(res.status).toBe(404);
  });

  test('it logs unexpected errors with the request id and answers a generic 500', async () => {
    const app = createApp({
      ...t.deps,
      session: () => Promise.reject(new Error('secret database detail')),
    });
    const res = await app.request('/api/v2/services', { headers: { 'x-request-id': 'trace-123' } });
    expect(res.status).toBe(500);
    const body = errorBodySchema.parse(await res.json());
    expect(body).toEqual({ message: 'Server Error', requestId: 'trace-123' });
    expect(JSON.stringify(body)).not.toContain('secret');
    const line = t.log.lines.find((l) => l.level === 'error' && l.fields?.requestId === 'trace-123');
    expect(line?.fields?.error).toBe('secret database detail');
    expect(String(line?.fields?.stack)).toContain('app.test.ts');
  });

  test('it refuses bodies over the limit with 413', async () => {
    const res = await t.app.request('/api/v2/users/profile/report', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ profileId: 1, reason: 'other', message: 'x'.repeat(300_000) }),
    });
    expect(res.status).toBe(413);
  });
});

describe('headers', () => {
  test('it gives every answer a request id, keeping a well-formed incoming one', async () => {
    const own = await t.app.request('/api/v2/services', { headers: { 'x-request-id': 'abc-123' } });
    expect(own.headers.get('x-request-id')).toBe('abc-123');
    const bad = await t.app.request('/api/v2/services', { headers: { 'x-request-id': 'bad id <script>' } });
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('it marks API answers no-store unless they are cacheable public reads', async () => {
    expect((await t.app.request('/api/v2/search/escorts?region=de')).headers.get('cache-control')).toBe(
      'public, max-age=10, s-maxage=20, stale-while-revalidate=10',
    );
    expect((await t.app.request('/api/v2/search/escorts/batch', { method: 'POST' })).headers.get('cache-control')).toBe('no-store');
    expect((await t.app.request('/api/v2/search/escorts?region=xx')).headers.get('cache-control')).toBe('no-store');
    expect((await t.app.request('/api/v2/services')).headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await t.app.request('/api/v2/nothing')).headers.get('cache-control')).toBe('no-store');
  });

  test('it compresses large answers for clients that accept gzip', async () => {
    const res = await t.app.request('/api/v2/features/options/', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('cross-origin sites', () => {
  test('it lets listed site origins call with credentials and nobody else', async () => {
    const app = createApp({ ...t.deps, corsOrigins: ['https://site.example'] });
    const ok = await app.request('/api/v2/services', { headers: { origin: 'https://site.example' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://site.example');
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    const preflight = await app.request('/api/v2/users/profile/report', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://site.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-locale',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-locale');
    const other = await app.request('/api/v2/services', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const same = await t.app.request('/api/v2/services', { headers: { origin: 'https://site.example' } });
    expect(same.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('sessions', () => {
  test('it answers 401 on routes that need a session when there is none', async () => {
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('user', c.req.header('x-test-user') ? { id: Number(c.req.header('x-test-user')), roles: [1] } : null);
      await next();
    });
    app.get('/private', requireUser, (c) => c.json({ id: c.get('user')?.id }));
    const anon = await app.request('/private');
    expect(anon.status).toBe(401);
    expect(await anon.json()).toEqual({ message: 'Unauthenticated.' });
    const known = await app.request('/private', { headers: { 'x-test-user': '7' } });
    expect(await known.json()).toEqual({ id: 7 });
  });

  test('it passes the resolved session user to the routes', async () => {
    const app = createApp({ ...t.deps, session: () => Promise.resolve({ id: 1, roles: [1] }) });
    const escort = syncSql(t.database).get(`SELECT user_id AS id FROM profiles WHERE profile_type = 'escort' AND published = 1`) as {
      id: number;
    };
    const res = await app.request('/api/v2/users/profile/report', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ profileId: escort.id, reason: 'fake' }),
    });
    const { results } = reportResponseSchema.parse(await res.json());
    const row = syncSql(t.database).get('SELECT reporter_id FROM profile_reports WHERE id = ?', results.id) as {
      reporter_id: number;
    };
    expect(row.reporter_id).toBe(1);
  });
});
