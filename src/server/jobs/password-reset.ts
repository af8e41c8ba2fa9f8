/**
 * The job of a password-reset request (`password-reset.request`): the request answered at once,
 * and this stores its secret and sends the link or code when the contact is registered
 * (src/server/services/password-reset.ts). It runs right after the answer on the node that took
 * the request, or on the next poll of any node's account runner.
 */
import type { AuthDeps } from '../services/deps.ts';
import { deliverReset, RESET_REQUEST_JOB, resetRequestSchema } from '../services/password-reset.ts';
import type { JobRunner } from './runner.ts';

/** Register the account jobs on a runner. */
export function registerAccountJobs(runner: JobRunner, deps: AuthDeps): JobRunner {
  return runner.register(RESET_REQUEST_JOB, (payload) => deliverReset(deps, resetRequestSchema.parse(payload)));
}
