/**
 * Realtime settings from the environment.
 *
 * Built-in server (the default): REALTIME_APP_ID ("lustmap"), REALTIME_KEY ("lustmap-local"; public,
 * every client sees it), REALTIME_SECRET (default: derived from the server secret, so it survives
 * restarts without another file), REALTIME_ENCRYPTION_MASTER_KEY (base64 of 32 bytes; default
 * derived from the server secret too), REALTIME_HOST / REALTIME_PORT (the address clients connect
 * to when it is not the API's own), REALTIME_FORCE_TLS=1 (clients use wss).
 *
 * Pusher Channels or another Pusher-compatible server: PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET and
 * PUSHER_CLUSTER, or PUSHER_HOST (with PUSHER_PORT, PUSHER_USE_TLS=0 for plain HTTP/ws);
 * and PUSHER_ENCRYPTION_MASTER_KEY_BASE64 (the user channels are encrypted). Then the built-in server is off.
 */
import type { RealtimeServerOptions } from './server.ts';
import { createHash } from 'node:crypto';
import { deriveKey } from '../auth/secrets.ts';
import type { AppCredentials } from './signing.ts';

/** An external Pusher-compatible service. */
export interface ExternalPusher extends AppCredentials {
  cluster?: string;
  host?: string;
  port?: number;
  useTLS: boolean;
  /** Base64 of the 32-byte master key of encrypted channels. */
  encryptionMasterKeyBase64?: string;
}

export interface RealtimeSettings {
  appId: string;
  key: string;
  /** Undefined: derived from the server secret. */
  secret?: string;
  /** Base64 of 32 bytes; undefined: derived from the server secret. */
  encryptionMasterKeyBase64?: string;
  /** Host and port clients connect to (default: the API's host and port). */
  publicHost?: string;
  publicPort?: number;
  forceTLS: boolean;
  /** Publish to and authorise for this service instead of the built-in server. */
  external?: ExternalPusher;
}

/** Defaults of the built-in server. */
export const DEFAULT_REALTIME_SETTINGS: RealtimeSettings = { appId: 'lustmap', key: 'lustmap-local', forceTLS: false };

const port = (name: string, value: string | undefined): number | undefined => {
  if (!value) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`${name} must be 1..65535, got "${value}"`);
  return n;
};

const masterKey = (name: string, value: string | undefined): string | undefined => {
  if (!value) return undefined;
  if (Buffer.from(value, 'base64').length !== 32) throw new Error(`${name} must be the base64 of 32 bytes`);
  return value;
};

/** Read the realtime settings. */
export function realtimeSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): RealtimeSettings {
  const settings: RealtimeSettings = {
    appId: env.REALTIME_APP_ID || DEFAULT_REALTIME_SETTINGS.appId,
    key: env.REALTIME_KEY || DEFAULT_REALTIME_SETTINGS.key,
    secret: env.REALTIME_SECRET || undefined,
    encryptionMasterKeyBase64: masterKey('REALTIME_ENCRYPTION_MASTER_KEY', env.REALTIME_ENCRYPTION_MASTER_KEY),
    publicHost: env.REALTIME_HOST || undefined,
    publicPort: port('REALTIME_PORT', env.REALTIME_PORT),
    forceTLS: env.REALTIME_FORCE_TLS === '1',
  };
  if (settings.secret !== undefined && settings.secret.length < 16) throw new Error('REALTIME_SECRET must be at least 16 characters long');
  const { PUSHER_APP_ID: appId, PUSHER_KEY: key, PUSHER_SECRET: secret } = env;
  if (!appId && !key && !secret) return settings;
  if (!appId || !key || !secret) throw new Error('PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET go together');
  if (!env.PUSHER_CLUSTER && !env.PUSHER_HOST) throw new Error('PUSHER_CLUSTER or PUSHER_HOST is required with PUSHER_APP_ID');
  // Every user event (messages, notifications) travels on the user's encrypted channel.
  if (!env.PUSHER_ENCRYPTION_MASTER_KEY_BASE64)
    throw new Error(
      'PUSHER_ENCRYPTION_MASTER_KEY_BASE64 is required with PUSHER_APP_ID: messages and notifications travel on encrypted channels (openssl rand -base64 32)',
    );
  settings.external = {
    appId,
    key,
    secret,
    cluster: env.PUSHER_CLUSTER || undefined,
    host: env.PUSHER_HOST || undefined,
    port: port('PUSHER_PORT', env.PUSHER_PORT),
    useTLS: env.PUSHER_USE_TLS !== '0',
    encryptionMasterKeyBase64: masterKey('PUSHER_ENCRYPTION_MASTER_KEY_BASE64', env.PUSHER_ENCRYPTION_MASTER_KEY_BASE64),
  };
  return settings;
}

/** What signs channel authorisations: the app's credentials and the encrypted channels' master key. */
export interface SigningKeys {
  app: AppCredentials;
  masterKey?: Buffer;
}

/** The signing keys in force: the external service's, else the built-in app's (defaults derived from `serverSecret`). */
export function signingKeys(settings: RealtimeSettings, serverSecret: () => string): SigningKeys {
  if (settings.external) {
    const { appId, key, secret, encryptionMasterKeyBase64 } = settings.external;
    return {
      app: { appId, key, secret },
      masterKey: encryptionMasterKeyBase64 ? Buffer.from(encryptionMasterKeyBase64, 'base64') : undefined,
    };
  }
  const secret = settings.secret ?? deriveKey(serverSecret(), 'realtime-app-secret');
  const masterKey = settings.encryptionMasterKeyBase64
    ? Buffer.from(settings.encryptionMasterKeyBase64, 'base64')
    : createHash('sha256').update(deriveKey(serverSecret(), 'realtime-encryption-master-key')).digest();
  return { app: { appId: settings.appId, key: settings.key, secret }, masterKey };
}

/** The flood limits of the built-in server from the environment (unset: the defaults of server.ts). */
export function realtimeLimitsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): Pick<RealtimeServerOptions, 'maxConnections' | 'maxConnectionsPerAddress' | 'maxConnectionsPerSession' | 'maxChannelsPerConnection'> {
  const whole = (name: string): number | undefined => {
    const raw = env[name];
    if (raw === undefined || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1, got "${raw}"`);
    return n;
  };
  const out = {
    maxConnections: whole('REALTIME_MAX_CONNECTIONS'),
    maxConnectionsPerAddress: whole('REALTIME_MAX_CONNECTIONS_PER_ADDRESS'),
    maxConnectionsPerSession: whole('REALTIME_MAX_CONNECTIONS_PER_SESSION'),
    maxChannelsPerConnection: whole('REALTIME_MAX_CHANNELS_PER_CONNECTION'),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}
