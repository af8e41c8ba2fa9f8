/**
 * The typing indicator of a conversation, as client events on its presence channel (the server
 * passes them to the other member only). Off when the user turned it off: then the user neither
 * sends nor sees it, as the setting promises.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { conversationChannel } from '../../lib/api/messages-codes.ts';
import { listen, whisper } from '../../lib/realtime.ts';
import { typingIndicator, typingThrottle } from './typing.ts';

/** The client event of a member typing. */
export const TYPING_EVENT = 'client-typing';

/** Whether the other member is typing, and the call to announce own typing (throttled). */
export function useTyping(conversationId: number, enabled: boolean) {
  const [typing, setTyping] = useState(false);
  const indicator = useRef<ReturnType<typeof typingIndicator>>(undefined);
  const mayAnnounce = useRef(typingThrottle());

  useEffect(() => {
    if (!enabled) return;
    const shown = typingIndicator(setTyping);
    indicator.current = shown;
    const stop = listen(conversationChannel(conversationId), { [TYPING_EVENT]: () => shown.seen() });
    return () => {
      stop();
      shown.clear();
      indicator.current = undefined;
    };
  }, [conversationId, enabled]);

  /** A keystroke in the composer. */
  const announce = useCallback(() => {
    if (!enabled || !mayAnnounce.current()) return;
    // Not subscribed yet: the next keystroke tries again instead of waiting out the interval.
    if (!whisper(conversationChannel(conversationId), TYPING_EVENT, {})) mayAnnounce.current = typingThrottle();
  }, [conversationId, enabled]);

  /** The other's message arrived: they stopped typing. */
  const stopped = useCallback(() => indicator.current?.clear(), []);

  return { typing: enabled && typing, announce, stopped };
}
