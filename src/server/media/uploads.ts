/**
 * Limits of uploads (photos, gallery files, message images) per account: how many one signed-in
 * account may send at once (the extra ones are refused with 429 before their body is read), how
 * much media an account may keep stored (the quota, counted from the stored sizes:
 * services/media-quota.ts), and the folder the streamed files wait in while they are checked. The
 * counts live in this server process: with several API nodes each node allows its own uploads at
 * once, and a quota may be overshot by the uploads that run on other nodes at the same moment.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { TEMP_FILE } from './multipart.ts';

export interface UploadSettings {
  /** Most bytes of stored media per account (MEDIA_QUOTA_MB). */
  quotaBytes: number;
  /** Most uploads one signed-in account may send at once (MEDIA_UPLOADS_PER_ACCOUNT). */
  perAccount: number;
  /** Folder of the temporary files of uploads being received (MEDIA_TMP_DIR). */
  tmpDir: string;
}

export const DEFAULT_QUOTA_MB = 2048;
export const DEFAULT_UPLOADS_PER_ACCOUNT = 2;
const MB = 1024 * 1024;
/** A temporary file this old belongs to no running upload (a crash left it). */
const STALE_MS = 6 * 60 * 60 * 1000;

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > max) throw new Error(`${name} must be a whole number from 1 to ${max}, got "${raw}"`);
  return n;
}

/** The upload settings of the environment; a bad value stops the start naming the variable. */
export function uploadSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): UploadSettings {
  return {
    quotaBytes: wholeNumber(env, 'MEDIA_QUOTA_MB', DEFAULT_QUOTA_MB, 100_000_000) * MB,
    perAccount: wholeNumber(env, 'MEDIA_UPLOADS_PER_ACCOUNT', DEFAULT_UPLOADS_PER_ACCOUNT, 100),
    tmpDir: resolve(env.MEDIA_TMP_DIR?.trim() || join(env.DATA_DIR?.trim() || 'data', 'uploads')),
  };
}

/** Megabytes for a message: whole from 10 MB, else one decimal; rounded up (a size) or down (room left). */
export function megabytes(bytes: number, round: 'up' | 'down' = 'up'): string {
  const mb = bytes / MB;
  const step = mb >= 10 ? 1 : 10;
  return String((round === 'up' ? Math.ceil(mb * step) : Math.floor(mb * step)) / step);
}

/** The running uploads and quota checks of one server. */
export interface UploadGate {
  readonly settings: UploadSettings;
  /** A slot for one upload of `accountId` (call the result to free it), or undefined when all its slots are taken. */
  enter(accountId: number): (() => void) | undefined;
  /** Run `fn` while no other quota-checked write of `ownerId` runs (so two uploads cannot both fit the same room). */
  exclusive<T>(ownerId: number, fn: () => Promise<T>): Promise<T>;
}

/** A gate with `settings`. */
export function createUploadGate(settings: UploadSettings): UploadGate {
  const running = new Map<number, number>();
  const queues = new Map<number, Promise<unknown>>();
  return {
    settings,
    enter(accountId) {
      const n = running.get(accountId) ?? 0;
      if (n >= settings.perAccount) return undefined;
      running.set(accountId, n + 1);
      let freed = false;
      return () => {
        if (freed) return;
        freed = true;
        const left = (running.get(accountId) ?? 1) - 1;
        if (left > 0) running.set(accountId, left);
        else running.delete(accountId);
      };
    },
    async exclusive(ownerId, fn) {
      const before = queues.get(ownerId) ?? Promise.resolve();
      const mine = before.then(() => fn());
      const tail = mine.catch(() => undefined);
      queues.set(ownerId, tail);
      try {
        return await mine;
      } finally {
        if (queues.get(ownerId) === tail) queues.delete(ownerId);
      }
    },
  };
}

/** Remove temporary upload files a crash left behind (older than a few hours). */
export async function sweepStaleUploads(dir: string, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names.filter((n) => TEMP_FILE.test(n))) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (info && now - info.mtimeMs > STALE_MS) {
      await rm(path, { force: true });
      removed++;
    }
  }
  return removed;
}

const gates = new WeakMap<object, UploadGate>();

/**
 * The one gate of the app on `deps.db` (every upload route of an app shares it), made on first use
 * with `deps.uploads` or the environment's settings; stale temporary files are swept then.
 */
export function uploadGate(deps: { db: object; uploads?: UploadSettings }): UploadGate {
  let gate = gates.get(deps.db);
  if (!gate) {
    gate = createUploadGate(deps.uploads ?? uploadSettingsFromEnv());
    gates.set(deps.db, gate);
    void sweepStaleUploads(gate.settings.tmpDir).catch(() => undefined);
  }
  return gate;
}
