import { describe, expect, it } from 'vitest';
import { createRealtime } from './realtime.ts';
import { realtimeLimitsFromEnv, realtimeSettingsFromEnv, signingKeys } from './settings.ts';

const SECRET = () => 'server-secret-of-the-tests-0123456789';

describe('realtime settings', () => {
  it('defaults to the built-in server with secrets derived from the server secret (stable across restarts)', () => {
    const settings = realtimeSettingsFromEnv({});
    expect(settings).toMatchObject({ appId: 'lustmap', key: 'lustmap-local', forceTLS: false });
    expect(settings.external).toBeUndefined();
    const a = signingKeys(settings, SECRET);
    const b = signingKeys(settings, SECRET);
    expect(a.app.secret).toBe(b.app.secret);
    expect(a.app.secret).not.toBe(SECRET());
    expect(a.masterKey).toHaveLength(32);
    expect(a.masterKey!.equals(b.masterKey!)).toBe(true);
  });

  it('takes REALTIME_* values and rejects short secrets and bad master keys', () => {
    const key = Buffer.alloc(32, 1).toString('base64');
    const s = realtimeSettingsFromEnv({
      REALTIME_KEY: 'k',
      REALTIME_SECRET: 's'.repeat(20),
      REALTIME_ENCRYPTION_MASTER_KEY: key,
      REALTIME_PORT: '443',
    });
    expect(signingKeys(s, SECRET)).toEqual({ app: { appId: 'lustmap', key: 'k', secret: 's'.repeat(20) }, masterKey: Buffer.alloc(32, 1) });
    expect(() => realtimeSettingsFromEnv({ REALTIME_SECRET: 'short' })).toThrow(/16/);
    expect(() => realtimeSettingsFromEnv({ REALTIME_ENCRYPTION_MASTER_KEY: 'abcd' })).toThrow(/32 bytes/);
  });

  it('uses Pusher Channels by cluster or a compatible server by host, with its credentials, and turns the built-in server off', () => {
    expect(() => realtimeSettingsFromEnv({ PUSHER_APP_ID: '1' })).toThrow(/go together/);
    expect(() => realtimeSettingsFromEnv({ PUSHER_APP_ID: '1', PUSHER_KEY: 'k', PUSHER_SECRET: 's' })).toThrow(/CLUSTER or PUSHER_HOST/);
    const hostedEnv = { PUSHER_APP_ID: '1', PUSHER_KEY: 'pk', PUSHER_SECRET: 'ps', PUSHER_CLUSTER: 'eu' };
    // The user channels are encrypted: without the master key the server does not start.
    expect(() => realtimeSettingsFromEnv(hostedEnv)).toThrow(/PUSHER_ENCRYPTION_MASTER_KEY_BASE64 is required/);
    const key = Buffer.alloc(32, 7).toString('base64');
    const hosted = realtimeSettingsFromEnv({ ...hostedEnv, PUSHER_ENCRYPTION_MASTER_KEY_BASE64: key });
    const realtime = createRealtime({ settings: hosted }, SECRET);
    expect(realtime.server).toBeUndefined();
    expect(realtime.keys).toEqual({ app: { appId: '1', key: 'pk', secret: 'ps' }, masterKey: Buffer.alloc(32, 7) });
    expect(realtime.clientConfig(new URL('http://localhost:4321'))).toMatchObject({ key: 'pk', cluster: 'eu', forceTLS: true });
    const own = realtimeSettingsFromEnv({
      PUSHER_APP_ID: '1',
      PUSHER_KEY: 'pk',
      PUSHER_SECRET: 'ps',
      PUSHER_HOST: 'soketi.internal',
      PUSHER_PORT: '6001',
      PUSHER_USE_TLS: '0',
      PUSHER_ENCRYPTION_MASTER_KEY_BASE64: key,
    });
    expect(createRealtime({ settings: own }, SECRET).clientConfig(new URL('http://localhost:4321'))).toMatchObject({
      wsHost: 'soketi.internal',
      wsPort: 6001,
      forceTLS: false,
    });
  });

  it('takes the flood limits from REALTIME_MAX_* and refuses values that are not whole numbers of at least 1', () => {
    expect(realtimeLimitsFromEnv({})).toEqual({});
    expect(
      realtimeLimitsFromEnv({
        REALTIME_MAX_CONNECTIONS: '5000',
        REALTIME_MAX_CONNECTIONS_PER_ADDRESS: '40',
        REALTIME_MAX_CONNECTIONS_PER_SESSION: '8',
        REALTIME_MAX_CHANNELS_PER_CONNECTION: '50',
      }),
    ).toEqual({ maxConnections: 5000, maxConnectionsPerAddress: 40, maxConnectionsPerSession: 8, maxChannelsPerConnection: 50 });
    expect(() => realtimeLimitsFromEnv({ REALTIME_MAX_CONNECTIONS: '0' })).toThrow(/REALTIME_MAX_CONNECTIONS/);
    expect(() => realtimeLimitsFromEnv({ REALTIME_MAX_CHANNELS_PER_CONNECTION: '1.5' })).toThrow(/whole number/);
  });
});
