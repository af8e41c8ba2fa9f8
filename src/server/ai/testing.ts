/** Helpers of the AI girlfriend's tests: a valid create body, a runner of the AI jobs. */
import type { AiCreateBody } from '../../lib/api/ai.ts';
import { defaultChoices, modelById } from '../../domain/ai/models.ts';
import type { AppDeps } from '../context.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { JobRunner } from '../jobs/runner.ts';
import { aiRuntimeOf, registerAiJobs } from './runtime.ts';

/** A create body the aurora-2 model accepts, with `over` applied. */
export function createBody(over: Partial<AiCreateBody> = {}, choices: Record<string, unknown> = {}): AiCreateBody {
  const m = modelById('aurora-2')!;
  return {
    model: m.id,
    name: 'Mara',
    wish: 'on a sunny balcony',
    ...over,
    attributes: { ...defaultChoices(m), hobbies: ['travel', 'music'], ...(choices as AiCreateBody['attributes']) },
  };
}

/** A runner of the AI jobs of an app (tests call runDue()). */
export function aiTestRunner(deps: Pick<AppDeps, 'db' | 'clock' | 'log'>, workerId = 'ai-test'): JobRunner {
  const runner = new JobRunner({ queue: createJobQueue(deps.db, deps.clock), clock: deps.clock, log: deps.log, workerId });
  return registerAiJobs(runner, aiRuntimeOf(deps).deps);
}
