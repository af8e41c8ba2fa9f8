/**
 * A fresh in-memory database with demo data and the app on top, for integration tests.
 */
import type { z } from 'zod';
import { validationErrorBodySchema, type FieldErrors } from '../../lib/api/common.ts';
import { createApp, type App } from '../app.ts';
import { memoryLogger, type AppDeps, type SessionResolver } from '../context.ts';
import type { Database } from '../db/database.ts';
import { setup } from '../setup.ts';
import { testDatabasePath } from './test-database.ts';
import { fixedClock, type Clock } from '../time.ts';

/** The instant tests run at (ages and "new" badges are relative to it). */
export const TEST_NOW = '2025-06-15T10:00:00.000Z';

export interface TestApp {
  app: App;
  deps: AppDeps;
  database: Database;
  log: ReturnType<typeof memoryLogger>;
  /** GET a path; the body is parsed JSON (or the text when it is not JSON). */
  get(path: string, headers?: Record<string, string>): Promise<{ status: number; body: unknown; headers: Headers }>;
  /** GET a path expecting 200 and a body matching `schema`. */
  json<T extends z.ZodType>(path: string, schema: T, headers?: Record<string, string>): Promise<z.output<T>>;
  /** GET a path expecting 422 and return its field errors. */
  errors(path: string): Promise<FieldErrors>;
  close(): Promise<void>;
}

/** The app on a fresh in-memory database seeded with `profiles` listings (1500 by default). */
export async function createTestApp(
  opts: { profiles?: number; seed?: number; session?: SessionResolver; distDir?: string; clock?: Clock } = {},
): Promise<TestApp> {
  const log = memoryLogger();
  // A clock of the test's (one it can move) must stand at TEST_NOW when the app is made.
  const clock = opts.clock ?? fixedClock(TEST_NOW);
  const { database, deps } = await setup({
    path: await testDatabasePath({ profiles: opts.profiles ?? 1500, seed: opts.seed, clock }),
    clock,
    log,
    seedProfiles: opts.profiles ?? 1500,
    seed: opts.seed,
  });
  const full: AppDeps = { ...deps, session: opts.session, distDir: opts.distDir };
  const app = createApp(full);
  const get = async (path: string, headers?: Record<string, string>) => {
    const res = await app.request(path, { headers });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (static files): keep the text.
    }
    return { status: res.status, body, headers: res.headers };
  };
  return {
    app,
    deps: full,
    database,
    log,
    get,
    async json<T extends z.ZodType>(path: string, schema: T, headers?: Record<string, string>) {
      const res = await get(path, headers);
      if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return schema.parse(res.body);
    },
    async errors(path: string) {
      const res = await get(path);
      if (res.status !== 422) throw new Error(`GET ${path}: expected 422, got ${res.status}`);
      return validationErrorBodySchema.parse(res.body).errors;
    },
    close: () => database.close(),
  };
}
