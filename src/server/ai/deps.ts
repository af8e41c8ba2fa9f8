/**
 * What the AI girlfriend's services are built from: the database, clock, log, media storage,
 * regions and places, the realtime publisher and rate limiter, the provider and the settings,
 * and test hooks that stop a generation between its steps.
 */
import type { Kysely } from 'kysely';
import type { Region, RegionCode } from '../../../regions/schema.ts';
import type { RateLimiter } from '../auth/rate-limit.ts';
import type { Logger } from '../context.ts';
import type { PlaceIndex } from '../db/places.ts';
import type { DB } from '../db/types.ts';
import type { MediaStorage } from '../media/storage.ts';
import type { Broadcast } from '../messaging/broadcast.ts';
import type { Clock } from '../time.ts';
import type { AiProvider } from './providers/types.ts';
import type { AiSettings } from './settings.ts';

/** Hooks a test uses to crash a generation between its steps. */
export interface GenerationHooks {
  /** After the files of image `idx` are written, before its row is stored. */
  afterFiles?(idx: number): void;
  /** After image `idx` is stored (files and row), before the progress moves. */
  afterImage?(idx: number): void;
}

export interface AiDeps {
  db: Kysely<DB>;
  clock: Clock;
  log: Logger;
  media: MediaStorage;
  regions: Record<RegionCode, Region>;
  places: PlaceIndex;
  broadcast: Broadcast;
  limiter: RateLimiter;
  provider: AiProvider;
  settings: AiSettings;
  hooks?: GenerationHooks;
}

/** The job kinds of the AI girlfriend. */
export const AI_JOBS = {
  /** Draw a creation's images (payload `{ creationId }`). */
  generate: 'ai.generate',
  /** The companion answers a member's message (payload `{ conversationId, seq }`). */
  reply: 'ai.reply',
  /** Fail creations whose job ended without them (payload `{}`), every few minutes. */
  sweep: 'ai.sweep',
} as const;
