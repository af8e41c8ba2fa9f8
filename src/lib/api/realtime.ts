/**
 * Realtime (SPEC §7 "Realtime", §9 timings): the client configuration of the Pusher-protocol
 * connection and the channel authorisation `POST {apiOrigin}/broadcasting/auth` (form body).
 */
import { z } from 'zod';

/** SPEC §9: activity timeout 120 s, pong 30 s, unavailable 10 s, retry 1 s, transport cache 30 min (in ms, as pusher-js takes them). */
export const REALTIME_TIMINGS = {
  activityTimeout: 120_000,
  pongTimeout: 30_000,
  unavailableTimeout: 10_000,
  retryAfter: 1_000,
  transportCacheTtl: 30 * 60_000,
} as const;

/** Where channel authorisation is asked for (at the API origin's root, not under /api). */
export const CHANNEL_AUTH_PATH = '/broadcasting/auth';

/** POST /broadcasting/auth form body. */
export const channelAuthBodySchema = z.object({
  socket_id: z.string().regex(/^\d{1,20}\.\d{1,20}$/, 'The socket id is invalid.'),
  channel_name: z.string().regex(/^(private-|presence-)[A-Za-z0-9_\-=@,.;]{1,155}$/, 'The channel name is invalid.'),
});

/** POST /broadcasting/auth answer, signed as the Pusher protocol requires. */
export const channelAuthResponseSchema = z.object({
  auth: z.string(),
  /** Presence channels: the member as signed. */
  channel_data: z.string().optional(),
  /** Encrypted channels: the channel's key, base64. */
  shared_secret: z.string().optional(),
});
export type ChannelAuthResponse = z.infer<typeof channelAuthResponseSchema>;

/** GET /realtime/config answer: what pusher-js is constructed with. */
export const realtimeConfigSchema = z.object({
  results: z.object({
    key: z.string(),
    /** Pusher Channels cluster (hosted service). */
    cluster: z.string().optional(),
    /** Host and port of a self-hosted or built-in server. */
    wsHost: z.string().optional(),
    wsPort: z.number().int().optional(),
    forceTLS: z.boolean(),
    authEndpoint: z.string(),
    activityTimeout: z.number().int(),
    pongTimeout: z.number().int(),
    unavailableTimeout: z.number().int(),
    retryAfter: z.number().int(),
    transportCacheTtl: z.number().int(),
  }),
});
export type RealtimeConfig = z.infer<typeof realtimeConfigSchema>['results'];
