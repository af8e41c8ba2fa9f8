/**
 * The AI girlfriend's runtime of an app: its deps (the provider from AI_* unless the app was
 * given one), the chat hooks the messaging service calls, and the job handlers main.ts registers
 * on a runner of its own (`ai.generate`, `ai.reply`, the sweep). One runtime per database.
 */
import { hostname } from 'node:os';
import type { Accounts } from '../auth/accounts.ts';
import type { AppDeps, MediaAppDeps } from '../context.ts';
import { releaseLeases } from '../db/queries/ai.ts';
import { noBroadcast } from '../messaging/broadcast.ts';
import type { JobRunner } from '../jobs/runner.ts';
import { aiChatHooks, replyInConversation, type AiChatHooks } from './chat.ts';
import { AI_JOBS, type AiDeps, type GenerationHooks } from './deps.ts';
import { generateCreation, sweepStranded } from './generation.ts';
import type { AiProvider } from './providers/types.ts';
import { aiSettingsFromEnv, DEFAULT_AI_SETTINGS, providerFromEnv, type AiSettings } from './settings.ts';

/** What an app may be given instead of the environment's AI settings (tests). */
export interface AiOptions {
  provider?: AiProvider;
  settings?: Partial<AiSettings>;
  hooks?: GenerationHooks;
}

export interface AiRuntime {
  deps: AiDeps;
  chat: AiChatHooks;
}

const runtimes = new WeakMap<object, AiRuntime>();

/** The runtime of an app's database (made on first use). */
export function aiRuntime(deps: MediaAppDeps, accounts: Pick<Accounts, 'limiter'>): AiRuntime {
  let runtime = runtimes.get(deps.db);
  if (!runtime) {
    const o = deps.ai ?? {};
    const ai: AiDeps = {
      db: deps.db,
      clock: deps.clock,
      log: deps.log,
      media: deps.media,
      regions: deps.regions,
      places: deps.places,
      broadcast: deps.broadcast ?? noBroadcast,
      limiter: accounts.limiter,
      provider: o.provider ?? providerFromEnv(),
      settings: { ...DEFAULT_AI_SETTINGS, ...(deps.ai ? {} : aiSettingsFromEnv()), ...o.settings },
      hooks: o.hooks,
    };
    runtime = { deps: ai, chat: aiChatHooks(ai) };
    runtimes.set(deps.db, runtime);
  }
  return runtime;
}

/** The AI runtime an app made (main.ts registers its jobs). */
export function aiRuntimeOf(deps: Pick<AppDeps, 'db'>): AiRuntime {
  const runtime = runtimes.get(deps.db);
  if (!runtime) throw new Error('this app has no AI runtime');
  return runtime;
}

/** Seconds between two sweeps for creations whose job ended without them. */
export const SWEEP_EVERY_SECONDS = 300;

/** The worker id of this host's AI runner (AI_WORKER_ID when several servers share a host). */
export function aiWorkerId(env: NodeJS.ProcessEnv = process.env): string {
  return env.AI_WORKER_ID || `ai@${hostname()}`;
}

/** Register the AI jobs on a runner. */
export function registerAiJobs(runner: JobRunner, ai: AiDeps): JobRunner {
  const num = (payload: unknown, key: string) => {
    const v = (payload as Record<string, unknown> | null)?.[key];
    if (typeof v !== 'number' || !Number.isSafeInteger(v)) throw new Error(`job payload without a numeric ${key}`);
    return v;
  };
  return runner
    .register(AI_JOBS.generate, (payload, job) => generateCreation(ai, num(payload, 'creationId'), job))
    .register(AI_JOBS.reply, (payload, job) => replyInConversation(ai, num(payload, 'conversationId'), num(payload, 'seq'), job))
    .register(AI_JOBS.sweep, async () => void (await sweepStranded(ai)), { every: SWEEP_EVERY_SECONDS });
}

/**
 * Before the runner starts: this worker's leases from before a restart run out now (it held them,
 * and it is not running them any more), so the jobs are claimed again at once; then the sweep.
 */
export async function recoverAiJobs(ai: AiDeps, workerId: string): Promise<number> {
  const released = await releaseLeases(ai.db, workerId, Object.values(AI_JOBS), ai.clock.now().toISOString());
  if (released) ai.log.info('ai jobs released after a restart', { released, workerId });
  return released;
}
