/**
 * Input validation with the contract's schemas. Every failure is a 422 with
 * `{ message, errors: { field: [messages] } }` (SPEC §8), never a 400 or 500.
 */
import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { normaliseQuery, type FieldErrors } from '../../lib/api/common.ts';
import type { AppEnv } from '../context.ts';

/** The 422 message (Laravel's wording, which the SPEC §5 messages come from). */
export const INVALID_MESSAGE = 'The given data was invalid.';

/** Zod issues to the field-to-messages map; form-level issues go under "_". */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    (out[field] ??= []).push(issue.message);
  }
  return out;
}

/** Answer 422 with field errors. */
export function unprocessable(c: Context, errors: FieldErrors, message = INVALID_MESSAGE) {
  return c.json({ message, errors }, 422);
}

const hook = (result: { success: boolean; error?: { issues: readonly z.core.$ZodIssue[] } }, c: Context) => {
  if (!result.success && result.error) return unprocessable(c, fieldErrors(result.error.issues));
  return undefined;
};

/** Validate the query string; `a[]` keys count as `a`, repeated keys as lists. */
export function validQuery<T extends z.ZodType>(schema: T) {
  const normalised = z.preprocess((v) => normaliseQuery((v ?? {}) as Record<string, string | string[]>), schema) as unknown as T;
  return zValidator('query', normalised, hook);
}

/** Validate path parameters. */
export function validParams<T extends z.ZodType>(schema: T) {
  return zValidator('param', schema, hook);
}

/** Validate a JSON body; a missing or non-JSON body fails like an empty object. */
export function validJson<T extends z.ZodType>(schema: T) {
  return zValidator('json', schema, hook);
}

/** Refuse bodies that are not JSON with a 422 before reading them. */
export const requireJson: MiddlewareHandler<AppEnv> = async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(?:[\w.-]+\+)?json\b/i.test(type)) {
    return c.json({ message: 'Send the body as application/json.', errors: { body: ['must be JSON'] } }, 422);
  }
  await next();
};
