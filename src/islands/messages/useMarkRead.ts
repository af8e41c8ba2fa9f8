/**
 * Mark the thread read while it is on screen: whenever the other member's newest message is above
 * the read position and the page is visible (a tab in the background reads nothing).
 */
import { useEffect, useRef, useState } from 'react';
import { markConversationRead } from '../../lib/api/client/messages.ts';

function useVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const change = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', change);
    return () => document.removeEventListener('visibilitychange', change);
  }, []);
  return visible;
}

/** Read up to `newest` (the other's newest message held) once visible; `onRead` gets the stored position. */
export function useMarkRead(conversationId: number, lastReadSeq: number, newest: number, onRead: (seq: number) => void): void {
  const visible = useVisible();
  const asked = useRef(lastReadSeq);
  const done = useRef(onRead);
  done.current = onRead;
  useEffect(() => {
    asked.current = Math.max(asked.current, lastReadSeq);
  }, [lastReadSeq]);
  useEffect(() => {
    if (!visible || newest <= asked.current) return;
    asked.current = newest;
    void markConversationRead(conversationId, newest).then((res) => {
      if (res.data) done.current(res.data.results.lastReadSeq);
    });
  }, [conversationId, newest, visible]);
}
