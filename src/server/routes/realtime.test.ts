import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelAuthResponseSchema, realtimeConfigSchema } from '../../lib/api/realtime.ts';
import { realtimeOf } from '../realtime/realtime.ts';
import { registerChannelRule } from '../realtime/rules.ts';
import { channelAuth, channelSharedSecret } from '../realtime/signing.ts';
import { createAuthTestApp, type AuthTestApp, type Client } from '../testing/auth-app.ts';
import { API, idOf, signIn } from '../testing/punter.ts';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const SOCKET = '1234.5678';
const auth = (c: Client, channel: string, socket = SOCKET, headers: Record<string, string> = {}) =>
  c.call('POST', '/broadcasting/auth', new URLSearchParams({ socket_id: socket, channel_name: channel }).toString(), {
    ...FORM,
    ...headers,
  });

describe('POST /broadcasting/auth', () => {
  it.each(['punter', 'punter-basic', 'escort', 'venue', 'manager', 'multi'])(
    '%s may subscribe to their own private user channel and no one else’s',
    async (username) => {
      const c = await signIn(t, username);
      const id = idOf(t, username);
      const own = await auth(c, `private-user.${id}`);
      expect(own.status).toBe(200);
      const keys = realtimeOf(t.app).keys;
      expect(channelAuthResponseSchema.parse(own.body)).toEqual({ auth: channelAuth(keys.app, SOCKET, `private-user.${id}`) });
      expect(own.headers.get('cache-control')).toBe('no-store');
      expect((await auth(c, `private-user.${id + 1}`)).status).toBe(403);
      expect((await auth(c, `private-encrypted-user.${id + 1}`)).status).toBe(403);
    },
  );

  it('answers the shared secret of the own encrypted channel', async () => {
    const c = await signIn(t, 'punter');
    const channel = `private-encrypted-user.${idOf(t, 'punter')}`;
    const res = await auth(c, channel);
    expect(res.status).toBe(200);
    const keys = realtimeOf(t.app).keys;
    expect(res.body).toEqual({
      auth: channelAuth(keys.app, SOCKET, channel),
      shared_secret: channelSharedSecret(channel, keys.masterKey!).toString('base64'),
    });
  });

  it('refuses conversation presence channels until a rule admits them, then signs the member as channel_data', async () => {
    const c = await signIn(t, 'escort');
    const id = idOf(t, 'escort');
    expect((await auth(c, 'presence-conversation.5')).status).toBe(403);
    const remove = registerChannelRule('presence-conversation.', (user, channel) =>
      Promise.resolve(channel === 'presence-conversation.5' ? { user_id: String(user.id), user_info: { username: 'escort' } } : false),
    );
    try {
      const res = await auth(c, 'presence-conversation.5');
      expect(res.status).toBe(200);
      const body = channelAuthResponseSchema.parse(res.body);
      expect(JSON.parse(body.channel_data!)).toEqual({ user_id: String(id), user_info: { username: 'escort' } });
      expect(body.auth).toBe(channelAuth(realtimeOf(t.app).keys.app, SOCKET, 'presence-conversation.5', body.channel_data));
      expect((await auth(c, 'presence-conversation.6')).status).toBe(403);
    } finally {
      remove();
    }
    expect((await auth(c, 'presence-conversation.5')).status).toBe(403);
  });

  it('refuses anonymous callers (401), public and unknown channels (422/403) and cross-site requests (403)', async () => {
    const anonymous = t.client();
    expect((await auth(anonymous, 'private-user.1')).status).toBe(401);
    const c = await signIn(t, 'punter');
    const id = idOf(t, 'punter');
    expect((await auth(c, 'private-anything.1')).status).toBe(403);
    expect((await auth(c, `private-user.${id}`, SOCKET, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await auth(c, 'news')).status).toBe(422);
  });

  it('answers 422 with field errors for a malformed socket id or channel name', async () => {
    const c = await signIn(t, 'punter');
    const res = await auth(c, 'private-user.1 2', 'socket');
    expect(res.status).toBe(422);
    expect(Object.keys((res.body as { errors: Record<string, string[]> }).errors).sort()).toEqual(['channel_name', 'socket_id']);
    const empty = await c.call('POST', '/broadcasting/auth', '', FORM);
    expect(empty.status).toBe(422);
    const json = await c.call('POST', '/broadcasting/auth', { socket_id: SOCKET, channel_name: `private-user.${idOf(t, 'punter')}` });
    expect(json.status).toBe(200);
  });
});

describe('GET /realtime/config', () => {
  it('answers the key, the API host and port, no forced TLS and the SPEC §9 timings', async () => {
    const res = await t.client().call('GET', `http://localhost:4321${API}/realtime/config`);
    expect(res.status).toBe(200);
    expect(realtimeConfigSchema.parse(res.body).results).toEqual({
      key: 'lustmap-local',
      wsHost: 'localhost',
      wsPort: 4321,
      forceTLS: false,
      authEndpoint: '/broadcasting/auth',
      activityTimeout: 120_000,
      pongTimeout: 30_000,
      unavailableTimeout: 10_000,
      retryAfter: 1_000,
      transportCacheTtl: 1_800_000,
    });
  });
});
