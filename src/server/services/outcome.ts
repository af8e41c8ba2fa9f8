/**
 * What a service answers: a value, or a failure a route turns into its HTTP answer (422 with
 * field errors, 429 with the seconds to wait, 404, 403). Services never see HTTP.
 */
import type { FieldErrors } from '../../lib/api/common.ts';
import type { LimitResult } from '../auth/rate-limit.ts';

/** Why a service refused. */
export type Failure =
  | { fail: 'invalid'; errors: FieldErrors; message?: string }
  | { fail: 'tooMany'; retryAfter: number; message?: string }
  | { fail: 'notFound'; message?: string }
  | { fail: 'forbidden'; message: string };

/** A value (201 when something was created) or a failure. */
export type Outcome<T> = Failure | { value: T; status?: 201 };

/** Bad input: messages per field, and the answer's message when it is not the generic one. */
export const invalid = (errors: FieldErrors, message?: string): Failure => ({ fail: 'invalid', errors, message });
/** Too many attempts: try again in `retryAfter` seconds. */
export const tooMany = (retryAfter: number, message?: string): Failure => ({ fail: 'tooMany', retryAfter, message });
/** Nothing there (or nothing the caller may know of). */
export const notFound = (message?: string): Failure => ({ fail: 'notFound', message });
/** Signed in, but not allowed. */
export const forbidden = (message: string): Failure => ({ fail: 'forbidden', message });
/** A value. */
export const ok = <T>(value: T): Outcome<T> => ({ value });
/** A value that was created. */
export const created = <T>(value: T): Outcome<T> => ({ value, status: 201 });

/** The 429 failure of a refused limit check, or undefined when the hit was allowed. */
export function limited(result: LimitResult): Failure | undefined {
  return result.ok ? undefined : tooMany(result.retryAfter);
}

/** Whether an outcome is a failure. */
export function failed<T>(o: Outcome<T>): o is Failure {
  return 'fail' in o;
}
