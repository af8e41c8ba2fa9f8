import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { expect, test } from 'vitest';
import type { AppEnv } from '../context.ts';
import { errorPageHtml, wantsPage } from './error-page.ts';
import { TransactionConflict } from '../db/transactions.ts';
import { errorHandler } from './errors.ts';

const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const errors: Record<string, unknown>[] = [];
const app = new Hono<AppEnv>();
app.onError(errorHandler({ info: () => undefined, error: (_m, fields) => errors.push(fields ?? {}) }));
app.use(requestId());
app.all('*', () => {
  throw new Error('secret database detail');
});

test('a page request that fails gets the generic HTML error page: status and message, no stack or error text', async () => {
  const res = await app.request('/sex/muenchen/', { headers: { accept: html, 'x-request-id': 'trace-7' } });
  expect(res.status).toBe(500);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  const body = await res.text();
  expect(body).toContain('<h1>500 Server Error</h1>');
  expect(body).toContain('trace-7');
  expect(body).not.toMatch(/secret|error-page\.test|at .*\(/);
  expect(errors.at(-1)?.error).toBe('secret database detail');
});

test('the API, non-GET requests and clients that do not ask for HTML keep the JSON answer', async () => {
  for (const [path, method, accept] of [
    ['/api/v2/services', 'GET', html],
    ['/users/send-out-verify-sms', 'POST', html],
    ['/sex/', 'GET', 'application/json'],
  ] as const) {
    const res = await app.request(path, { method, headers: { accept, 'x-request-id': 'trace-8' } });
    expect(res.status, path).toBe(500);
    expect(await res.json(), path).toEqual({ message: 'Server Error', requestId: 'trace-8' });
  }
});

test('it tells page requests from data requests', () => {
  expect(wantsPage('GET', '/at/', html)).toBe(true);
  expect(wantsPage('HEAD', '/users/1/', 'text/html')).toBe(true);
  expect(wantsPage('GET', '/api', html)).toBe(false);
  expect(wantsPage('GET', '/api/v2/x', html)).toBe(false);
  expect(wantsPage('GET', '/at/', undefined)).toBe(false);
  expect(wantsPage('POST', '/at/', html)).toBe(false);
});

test('the page escapes what it shows', () => {
  expect(errorPageHtml(503, 'Down <b>', 'id"x')).toContain('503 Down &#60;b&#62;');
  expect(errorPageHtml(503, 'Down', 'id"x')).toContain('id&#34;x');
});

test('writes that kept conflicting answer 503 with Retry-After, saying nothing was saved', async () => {
  const conflicted = new Hono<AppEnv>();
  conflicted.onError(errorHandler({ info: () => undefined, error: () => undefined }));
  conflicted.post('*', () => {
    throw new TransactionConflict(8, '40001', new Error('could not serialize access'));
  });
  const res = await conflicted.request('/api/v2/users/conversations/1/messages', { method: 'POST' });
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('1');
  expect(await res.json()).toEqual({ message: 'Too many changes at once: nothing was saved. Try again in a moment.' });
});
