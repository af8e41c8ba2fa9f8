/**
 * The messages of the open conversation: the newest page first, older pages on demand, new ones
 * live from the user's private channel (every open tab of both members), and after every
 * (re)subscription a catch-up by `after_seq`, since the realtime protocol stores nothing and a tab
 * that was offline would otherwise miss what came meanwhile. Own messages show at once as pending
 * and are replaced by the stored one; a failed one is sent again with the same `clientId`, so a
 * retry never stores it twice.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { getMessages, sendMessage, uploadAttachment } from '../../lib/api/client/messages.ts';
import { MESSAGE_EVENTS, MESSAGE_PAGE_MAX, userChannel } from '../../lib/api/messages-codes.ts';
import type { Attachment, ConversationReadEvent, Message, MessageCreatedEvent } from '../../lib/api/messages.ts';
import { listen, realtimeSocketId } from '../../lib/realtime.ts';
import { showError } from '../../stores/toasts.ts';
import { newClientId } from './client-id.ts';
import { addPending, mergeMessages, newestSeq, oldestSeq, pendingItem, updateUnsent, type ThreadItem } from './thread-items.ts';

/** Why a send failed: the status of the refusing answer (0 for the network). */
export type SendFailure = { status: number };

/** What a message to send carries. */
interface Outgoing {
  body: string;
  file?: File;
  attachment?: Attachment;
}

/** The thread state and its actions. */
export function useThread(conversationId: number, me: number, on: { failure: (f: SendFailure) => void; stored: (m: Message) => void }) {
  const [items, setItems] = useState<ThreadItem[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [otherReadSeq, setOtherReadSeq] = useState<number | null>(null);
  /** With an AI companion: the server's notice that it is an AI (EU AI Act Art. 50), in the request's language. */
  const [aiDisclosure, setAiDisclosure] = useState<string | null>(null);
  const current = useRef(items);
  current.current = items;
  const outgoing = useRef(new Map<string, Outgoing>());
  // The latest callbacks, without re-running the effects when the caller's functions change.
  const callbacks = useRef(on);
  callbacks.current = on;

  const merge = useCallback((incoming: readonly Message[]) => {
    setItems((list) => (current.current = mergeMessages(list, incoming)));
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    let loaded = false;
    let catchUpAfterLoad = false;
    setItems((current.current = []));
    setStatus('loading');
    setOtherReadSeq(null);
    setAiDisclosure(null);

    // Everything after the newest message this tab holds, page by page.
    const catchUp = async () => {
      for (let after = newestSeq(current.current); ;) {
        const res = await getMessages(conversationId, { after_seq: after, limit: MESSAGE_PAGE_MAX }, { signal: controller.signal });
        if (!res.data) return;
        merge(res.data.results);
        setOtherReadSeq(res.data.otherReadSeq);
        const last = res.data.results.at(-1);
        if (!res.data.hasMore || !last) return;
        after = last.seq;
      }
    };

    void getMessages(conversationId, {}, { signal: controller.signal }).then((res) => {
      if (!res.data) {
        if (res.message !== 'aborted') setStatus('failed');
        return;
      }
      merge(res.data.results);
      setHasOlder(res.data.hasMore);
      setOtherReadSeq(res.data.otherReadSeq);
      setAiDisclosure(res.data.aiDisclosure ?? null);
      setStatus('ready');
      loaded = true;
      // Subscribed while the first page was on its way: what came in between is fetched now.
      if (catchUpAfterLoad) void catchUp();
    });

    const stop = listen(
      userChannel(me),
      {
        [MESSAGE_EVENTS.created]: (e: MessageCreatedEvent) => {
          if (e.conversationId === conversationId) merge([e.message]);
        },
        [MESSAGE_EVENTS.read]: (e: ConversationReadEvent) => {
          if (e.conversationId === conversationId && e.userId !== me) setOtherReadSeq((s) => Math.max(s ?? 0, e.seq));
        },
      },
      {
        onSubscribed: () => {
          if (loaded) void catchUp();
          else catchUpAfterLoad = true;
        },
      },
    );
    return () => {
      controller.abort();
      stop();
    };
  }, [conversationId, me, merge]);

  /** The page before the oldest message held. */
  const loadOlder = useCallback(async () => {
    const before = oldestSeq(current.current);
    if (before === undefined) return;
    setLoadingOlder(true);
    const res = await getMessages(conversationId, { before_seq: before });
    setLoadingOlder(false);
    if (!res.data) return showError();
    merge(res.data.results);
    setHasOlder(res.data.hasMore);
  }, [conversationId, merge]);

  /** Upload the image (once) and store the message; failed, it stays for a retry. */
  const deliver = useCallback(
    async (clientId: string) => {
      const out = outgoing.current.get(clientId);
      if (!out) return;
      const fail = (status: number) => {
        setItems((list) => (current.current = updateUnsent(list, clientId, { state: 'failed' })));
        callbacks.current.failure({ status });
      };
      if (out.file && !out.attachment) {
        const up = await uploadAttachment(conversationId, out.file);
        if (!up.data) return fail(up.status);
        out.attachment = up.data.results;
        setItems((list) => (current.current = updateUnsent(list, clientId, { attachment: up.data.results })));
      }
      const res = await sendMessage(
        conversationId,
        { body: out.body, clientId, ...(out.attachment ? { attachmentId: out.attachment.id } : {}) },
        { socketId: realtimeSocketId() },
      );
      if (!res.data) return fail(res.status);
      outgoing.current.delete(clientId);
      merge([res.data.results]);
      // This tab gets no event for its own message (the socket id excludes it): the list learns it here.
      callbacks.current.stored(res.data.results);
    },
    [conversationId, merge],
  );

  /** Send a new message (text, an image, or both). */
  const send = useCallback(
    (body: string, file?: File) => {
      const clientId = newClientId();
      outgoing.current.set(clientId, { body, file });
      const item = pendingItem({ conversationId, senderId: me, body, clientId, createdAt: new Date().toISOString() });
      setItems((list) => (current.current = addPending(list, item)));
      void deliver(clientId);
    },
    [conversationId, me, deliver],
  );

  /** Send a failed message again, with the same client id. */
  const retry = useCallback(
    (clientId: string) => {
      setItems((list) => (current.current = updateUnsent(list, clientId, { state: 'pending' })));
      void deliver(clientId);
    },
    [deliver],
  );

  return { items, status, hasOlder, loadingOlder, otherReadSeq, aiDisclosure, loadOlder, send, retry };
}
