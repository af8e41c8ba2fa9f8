/** The line saying the live connection is gone or coming back (empty while live, so it is announced when it appears). */
import { useStore } from '../ui/useStore.ts';
import { useState } from 'react';
import { $realtimeState } from '../../lib/realtime.ts';
import { useT } from '../ui/useT.ts';
import { connectionNotice } from './connection.ts';

/** The status line. */
export function ConnectionStatus() {
  const t = useT('messages');
  const state = useStore($realtimeState);
  // Adjusted while rendering (React's pattern for state derived from a change), not in an effect.
  const [wasConnected, setWasConnected] = useState(false);
  if (state === 'connected' && !wasConnected) setWasConnected(true);
  const notice = connectionNotice(state, wasConnected || state === 'connected');
  return (
    <p
      role="status"
      className={notice ? 'rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900' : 'sr-only'}
      data-testid="connection-status"
    >
      {notice === 'reconnecting' && t('messages.connection.reconnecting')}
      {notice === 'offline' && t('messages.connection.offline')}
    </p>
  );
}
