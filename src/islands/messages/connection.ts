/** Which line the connection status shows for a realtime state. */
import type { RealtimeState } from '../../lib/realtime.ts';

/** `reconnecting` while pusher-js tries again, `offline` once it gave up, nothing while live or not yet connected. */
export function connectionNotice(state: RealtimeState, wasConnected: boolean): 'reconnecting' | 'offline' | undefined {
  if (state === 'unavailable') return 'reconnecting';
  // The first connect is not news: only a connection that was live and is coming back says so.
  if (state === 'connecting') return wasConnected ? 'reconnecting' : undefined;
  if (state === 'failed' || state === 'disconnected') return 'offline';
  return undefined;
}
