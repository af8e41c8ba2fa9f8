/** Turning a service's outcome into the HTTP answer (SPEC §8 error bodies). */
import type { Context } from 'hono';
import { AUTH_MESSAGES } from '../../lib/api/auth-messages.ts';
import { failed, type Failure, type Outcome } from '../services/outcome.ts';
import { notFoundJson } from './errors.ts';
import { unprocessable } from './validate.ts';

/** 429 with the seconds to wait, in the body and in Retry-After. */
export function tooManyRequests(c: Context, retryAfter: number, message: string = AUTH_MESSAGES.tooManyAttempts) {
  c.header('Retry-After', String(retryAfter));
  return c.json({ message, retryAfter }, 429);
}

/** The answer of a failure: 422, 429, 404 or 403. */
export function failure(c: Context, f: Failure) {
  switch (f.fail) {
    case 'invalid':
      return unprocessable(c, f.errors, f.message);
    case 'tooMany':
      return tooManyRequests(c, f.retryAfter, f.message);
    case 'notFound':
      return f.message ? c.json({ message: f.message }, 404) : notFoundJson(c);
    case 'forbidden':
      return c.json({ message: f.message }, 403);
  }
}

/** The answer of an outcome: `{ results }` (201 when created), or the failure's answer. */
export function answer<T>(c: Context, o: Outcome<T>) {
  if (failed(o)) return failure(c, o);
  return o.status === 201 ? c.json({ results: o.value }, 201) : c.json({ results: o.value });
}
