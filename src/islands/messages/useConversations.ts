/**
 * The user's conversations, kept current from the private channel: a new message moves its
 * conversation up, read positions change unread counts and receipts, and after every
 * (re)subscription the list is loaded again (what came while the connection was down).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { getConversations } from '../../lib/api/client/messages.ts';
import { MESSAGE_EVENTS, userChannel } from '../../lib/api/messages-codes.ts';
import type { Conversation, ConversationReadEvent, Message, MessageCreatedEvent } from '../../lib/api/messages.ts';
import { listen } from '../../lib/realtime.ts';
import { mergeLoaded, withMessage, withRead } from './conversations.ts';

/** The list (undefined until loaded), whether loading failed, and the calls that change it. */
export function useConversations(me: number) {
  const [list, setList] = useState<Conversation[]>();
  const [failed, setFailed] = useState(false);
  const current = useRef(list);
  current.current = list;
  // Events that arrive before the first load answered: applied to what it brings.
  const early = useRef<MessageCreatedEvent[]>([]);

  const reload = useCallback(async (): Promise<Conversation[] | undefined> => {
    const res = await getConversations();
    if (res.data) {
      let next = mergeLoaded(res.data.results, current.current);
      for (const e of early.current.splice(0)) next = withMessage(next, e, me) ?? next;
      setList((current.current = next));
      setFailed(false);
      return next;
    }
    // A refresh that fails keeps the list shown; only a first load that fails says so.
    if (!current.current && res.message !== 'aborted') setFailed(true);
    return undefined;
  }, [me]);

  useEffect(() => {
    void reload();
    return listen(
      userChannel(me),
      {
        [MESSAGE_EVENTS.created]: (e: MessageCreatedEvent) => {
          if (!current.current) {
            early.current.push(e);
            return;
          }
          const next = withMessage(current.current, e, me);
          if (next) setList((current.current = next));
          else void reload();
        },
        [MESSAGE_EVENTS.read]: (e: ConversationReadEvent) => {
          if (current.current) setList((current.current = withRead(current.current, e, me)));
        },
      },
      { onSubscribed: () => void reload() },
    );
  }, [me, reload]);

  /** This tab read the conversation up to `seq`. */
  const read = useCallback(
    (id: number, seq: number) => {
      if (current.current) setList((current.current = withRead(current.current, { conversationId: id, userId: me, seq }, me)));
    },
    [me],
  );

  /** This tab's own message was stored (it gets no event for it). */
  const sent = useCallback(
    (message: Message) => {
      if (!current.current) return;
      const next = withMessage(current.current, { conversationId: message.conversationId, message }, me);
      if (next) setList((current.current = next));
    },
    [me],
  );

  return { list, failed, reload, read, sent };
}
