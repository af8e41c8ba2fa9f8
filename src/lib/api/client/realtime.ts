/** Realtime calls without the schema library; types from ../realtime.ts. */
import { callTarget, request, toResult, type ApiResult, type RequestOptions } from '../http.ts';
import type { ChannelAuthResponse, RealtimeConfig } from '../realtime.ts';

/** What the pusher-js client is constructed with (key, cluster or host and port, timings). */
export function getRealtimeConfig(opts?: RequestOptions): Promise<ApiResult<{ results: RealtimeConfig }>> {
  return request('GET', '/realtime/config', opts);
}

/**
 * `POST {apiOrigin}/broadcasting/auth` with the form body `socket_id` and `channel_name` and the
 * session cookie (SPEC §7 Realtime): the signature that lets this connection join the channel.
 */
export async function authorizeChannel(
  endpoint: string,
  socketId: string,
  channelName: string,
  opts: { signal?: AbortSignal } = {},
): Promise<ApiResult<ChannelAuthResponse>> {
  const { url, headers } = callTarget(endpoint, { version: 'root' });
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      credentials: 'include',
      body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }),
      signal: opts.signal,
    });
    return toResult(res.status, res.statusText, await res.json().catch(() => undefined));
  } catch {
    return { status: 0, errors: {}, message: 'network error' };
  }
}
