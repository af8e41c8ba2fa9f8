/**
 * What the app is built from (dependencies injected by main.ts and tests) and what each request
 * carries (request id, session user).
 */
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Region, RegionCode } from '../../regions/schema.ts';
import type { RoleId } from '../lib/permissions.ts';
import type { PlaceIndex } from './db/places.ts';
import type { DB } from './db/types.ts';
import type { SiteSource } from './static.ts';
import type { Clock } from './time.ts';
import type { AccountOptions } from './auth/accounts.ts';
import type { MediaStorage } from './media/storage.ts';
import type { UploadSettings } from './media/uploads.ts';
import type { RealtimeOptions } from './realtime/realtime.ts';
import type { Broadcast } from './messaging/broadcast.ts';
import type { AiOptions } from './ai/runtime.ts';

/** A signed-in user as the session resolver reports it. */
export interface SessionUser {
  id: number;
  roles: RoleId[];
  /** Token id of the session (the cookie session sets it; revoking it ends the session). */
  jti?: string;
  /** Expiry of the session token, seconds since the epoch. */
  expiresAt?: number;
  /** The admin signed in as this user, while impersonating. */
  impersonatorId?: number | null;
  /** The sign-in was confirmed with a second factor (admin routes require it). */
  mfa?: boolean;
}

/** Finds the signed-in user of a request (the accounts work provides the cookie/JWT one). */
export type SessionResolver = (c: Context<AppEnv>) => Promise<SessionUser | null>;

/** Where log lines go. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export interface AppDeps {
  db: Kysely<DB>;
  places: PlaceIndex;
  regions: Record<RegionCode, Region>;
  clock: Clock;
  log: Logger;
  /** Resolves the session user; without one every request is anonymous. */
  session?: SessionResolver;
  /** The built site to serve next to the API. */
  distDir?: string;
  /** The built site as a root a rebuild can switch (takes precedence over `distDir`). */
  site?: SiteSource;
  /** Log one line per request. */
  accessLog?: boolean;
  /** Site origins on another host allowed to call the API with credentials (CORS). */
  corsOrigins?: readonly string[];
  /** Bearer token that admits a site build on another machine to the batch search (BUILD_API_TOKEN). */
  buildToken?: string;
  /** Accounts: settings, message provider (defaults: demo outbox, random key kept in the database). */
  accounts?: AccountOptions;
  /** Where uploaded media are stored (default: S3 when S3_BUCKET is set, else the local folder MEDIA_DIR, `data/media/`). */
  media?: MediaStorage;
  /** Upload quota, uploads at once per account and their temporary folder (default: MEDIA_QUOTA_MB, MEDIA_UPLOADS_PER_ACCOUNT, MEDIA_TMP_DIR). */
  uploads?: UploadSettings;
  /** Realtime settings (default: the built-in Pusher-protocol server with derived secrets). */
  realtime?: RealtimeOptions;
  /** Publishes realtime events (default: none, when no realtime transport is configured). */
  broadcast?: Broadcast;
  /** The AI girlfriend's provider and settings (default: from AI_* in the environment). */
  ai?: AiOptions;
  /** Production mode: every demo part is off (src/server/demo-mode.ts; default: NODE_ENV=production). */
  production?: boolean;
}

/** The deps createApp hands to its routes: one media storage, the given one or the environment's (media/from-env.ts). */
export type MediaAppDeps = AppDeps & { media: MediaStorage };

export type AppEnv = {
  Variables: {
    /** The request id of logs and answers (the client's `x-request-id` when it sent a valid one). */
    requestId: string;
    /** An id the server made for this request (audit records use it: a client cannot choose it). */
    serverRequestId: string;
    user: SessionUser | null;
    /** The user whose profile a supply route works on (the caller, or the escort a manager acts for: http/acting.ts). */
    profileOwnerId?: number;
    /** The escort a manager acts for on this request (header `x-act-for`). */
    actingFor?: number;
  };
};

/** A logger writing JSON lines to stdout/stderr. */
export const consoleLogger: Logger = {
  info: (message, fields) => console.log(JSON.stringify({ level: 'info', message, ...fields })),
  error: (message, fields) => console.error(JSON.stringify({ level: 'error', message, ...fields })),
};

/** A logger that keeps lines in memory (tests read them). */
export function memoryLogger(): Logger & { lines: { level: string; message: string; fields?: Record<string, unknown> }[] } {
  const lines: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
  return {
    lines,
    info: (message, fields) => lines.push({ level: 'info', message, fields }),
    error: (message, fields) => lines.push({ level: 'error', message, fields }),
  };
}
