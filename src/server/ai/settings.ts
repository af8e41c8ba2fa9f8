/**
 * Settings of the AI girlfriend from the environment: the provider (local unless `AI_BASE_URL`
 * is set), the daily quota of creations per user and the chat's reply limit. Bad values stop the
 * server with the variable named.
 */
import { httpProvider, type HttpProviderSettings } from './providers/http.ts';
import { localProvider } from './providers/local.ts';
import type { AiProvider } from './providers/types.ts';

export interface AiSettings {
  /** Creations a user may start per Europe/Berlin day (AI_DAILY_QUOTA, default 20). */
  dailyQuota: number;
  /** Companion replies one user gets per window (AI_CHAT_LIMIT per AI_CHAT_WINDOW_SECONDS, default 20 per 600 s). */
  chatLimit: { max: number; windowSeconds: number };
}

export const DEFAULT_AI_SETTINGS: AiSettings = { dailyQuota: 20, chatLimit: { max: 20, windowSeconds: 600 } };

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return n;
}

/** The quota and limits from the environment. */
export function aiSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): AiSettings {
  return {
    dailyQuota: whole(env, 'AI_DAILY_QUOTA', DEFAULT_AI_SETTINGS.dailyQuota, 0, 10_000),
    chatLimit: {
      max: whole(env, 'AI_CHAT_LIMIT', DEFAULT_AI_SETTINGS.chatLimit.max, 1, 10_000),
      windowSeconds: whole(env, 'AI_CHAT_WINDOW_SECONDS', DEFAULT_AI_SETTINGS.chatLimit.windowSeconds, 1, 86_400),
    },
  };
}

/** The HTTP provider's settings when AI_BASE_URL is set, else undefined (the local provider). */
export function httpSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): HttpProviderSettings | undefined {
  const baseUrl = env.AI_BASE_URL?.trim();
  if (!baseUrl) return undefined;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`AI_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`AI_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  return {
    baseUrl,
    apiKey: env.AI_API_KEY || undefined,
    imageModel: env.AI_IMAGE_MODEL || 'gpt-image-1',
    chatModel: env.AI_CHAT_MODEL || 'gpt-4o-mini',
    timeoutSeconds: whole(env, 'AI_TIMEOUT_SECONDS', 60, 1, 600),
    retries: whole(env, 'AI_RETRIES', 2, 0, 10),
  };
}

/** The provider the environment asks for. */
export function providerFromEnv(env: NodeJS.ProcessEnv = process.env): AiProvider {
  const http = httpSettingsFromEnv(env);
  return http ? httpProvider(http) : localProvider();
}
