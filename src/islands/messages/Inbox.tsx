/**
 * A messages page: the conversations of its kind (people, or AI companions) and the open one
 * (`?c=<id>`): side by side on wide screens; on phones the list, or the thread with a back button.
 * `?profile=<id>` (a profile's "Nachricht senden") starts or reopens the conversation with that
 * profile and opens it. Below: the connection status and the messaging settings.
 */
import { useEffect, useState } from 'react';
import { startConversation } from '../../lib/api/client/messages.ts';
import { useApp } from '../app/context.ts';
import { FormAlert } from '../ui/fields.tsx';
import { useT } from '../ui/useT.ts';
import { ConnectionStatus } from './ConnectionStatus.tsx';
import { ConversationList } from './ConversationList.tsx';
import { ofKind } from './conversations.ts';
import { EmptyState } from './EmptyState.tsx';
import { conversationUrl, readQuery } from './location.ts';
import { MessagesTabs } from './MessagesTabs.tsx';
import { SettingsPanel } from './SettingsPanel.tsx';
import { startErrorKey } from './start-error.ts';
import { Thread } from './Thread.tsx';
import { useConversations } from './useConversations.ts';
import { useMessagingSettings } from './useMessagingSettings.ts';

/** Marks a history entry this page pushed, so its back button goes back rather than forward. */
interface PageState {
  messagesList?: boolean;
}

interface Props {
  ai: boolean;
  me: number;
  isPunter: boolean;
}

/** The page body for a signed-in user. */
export function Inbox({ ai, me, isPunter }: Props) {
  const t = useT('messages');
  const { href } = useApp();
  const [pathname] = useState(() => window.location.pathname);
  const [openId, setOpenId] = useState(() => readQuery(window.location.search).conversation);
  const [startError, setStartError] = useState<string>();
  const conversations = useConversations(me);
  const { settings, change } = useMessagingSettings();
  const { reload } = conversations;
  /** The other messages page's URL for a conversation of the other kind. */
  const elsewhere = (otherAi: boolean, id: number) => conversationUrl(href(otherAi ? 'messagesAi' : 'messages'), id);

  // The back and forward buttons move between the list and conversations.
  useEffect(() => {
    const sync = () => setOpenId(readQuery(window.location.search).conversation);
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  // `?profile=`: start (or reopen) the conversation, then show it under its own URL.
  const [profile] = useState(() => readQuery(window.location.search).profile);
  useEffect(() => {
    if (profile === undefined) return;
    void startConversation(profile).then(async (res) => {
      if (!res.data) {
        window.history.replaceState(null, '', pathname);
        return setStartError(t(startErrorKey(res.status, isPunter)));
      }
      const c = res.data.results;
      if (c.other.ai !== ai) return window.location.replace(elsewhere(c.other.ai, c.id));
      await reload();
      window.history.replaceState(null, '', conversationUrl(pathname, c.id));
      setOpenId(c.id);
    });
    // Once per page load: the parameter is replaced right away.
  }, [profile]);

  const list = conversations.list;
  const open = list?.find((c) => c.id === openId);
  // A link to a conversation of the other kind opens it on its page.
  useEffect(() => {
    if (open && open.other.ai !== ai) window.location.replace(elsewhere(open.other.ai, open.id));
  }, [open?.id, ai]);

  const show = (id: number) => {
    const state: PageState = { messagesList: true };
    window.history.pushState(state, '', conversationUrl(pathname, id));
    setOpenId(id);
  };
  const back = () => {
    if ((window.history.state as PageState | null)?.messagesList) return window.history.back();
    window.history.replaceState(null, '', pathname);
    setOpenId(undefined);
  };

  const mine = list ? ofKind(list, ai) : [];
  const unreadOf = (kindAi: boolean) => (list ? ofKind(list, kindAi).reduce((n, c) => n + c.unread, 0) : 0);

  let body;
  if (conversations.failed) body = <p role="alert">{t('messages.error.load')}</p>;
  else if (!list)
    body = (
      <p role="status" className="text-ink-muted">
        {t('messages.loading')}
      </p>
    );
  else if (mine.length === 0 && openId === undefined) body = <EmptyState ai={ai} />;
  else
    body = (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[minmax(16rem,20rem)_minmax(0,1fr)]">
        <section
          aria-labelledby="conversations-heading"
          className={`min-w-0 self-start rounded-2xl bg-white shadow-sm ${openId !== undefined ? 'hidden md:block' : ''}`}
        >
          <h2 id="conversations-heading" className="border-b border-gray-200 p-3 text-lg font-bold">
            {t(ai ? 'messages.list.headingAi' : 'messages.list.heading')}
          </h2>
          <ConversationList conversations={mine} me={me} openId={openId} pathname={pathname} onOpen={show} />
        </section>
        <div className={`min-w-0 ${openId !== undefined ? '' : 'hidden md:block'}`}>
          {open && open.other.ai === ai ? (
            <Thread
              key={open.id}
              conversation={open}
              me={me}
              settings={settings}
              onBack={back}
              onRead={(seq) => conversations.read(open.id, seq)}
              onSent={conversations.sent}
              onBlockChanged={() => void reload()}
            />
          ) : openId !== undefined ? (
            <div className="space-y-3 rounded-2xl bg-white p-5 shadow-sm">
              <p role="alert">{t('messages.thread.notFound')}</p>
              <button type="button" className="font-semibold underline" onClick={back}>
                {t('messages.thread.back')}
              </button>
            </div>
          ) : (
            <p className="rounded-2xl bg-white p-5 text-ink-muted shadow-sm">{t('messages.select')}</p>
          )}
        </div>
      </div>
    );

  return (
    <div className="space-y-4">
      <MessagesTabs ai={ai} unread={{ people: unreadOf(false), ai: unreadOf(true) }} />
      {ai && mine.length > 0 && (
        <p className="flex flex-wrap gap-x-6 gap-y-1 text-sm font-semibold">
          <a href={href('aiCreate')}>{t('messages.emptyAi.create')}</a>
          <a href={href('aiResults')}>{t('messages.ai.mine')}</a>
        </p>
      )}
      <ConnectionStatus />
      <FormAlert message={startError} />
      {body}
      <SettingsPanel settings={settings} onChange={change} />
    </div>
  );
}
