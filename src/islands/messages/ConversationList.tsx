/**
 * The conversations, newest activity first: the other member's picture and name, the last message
 * (text only, one line cut with an ellipsis however long it is) and the unread count. Each is a link to `?c=<id>` (it opens in place, and
 * can be opened in a new tab too).
 */
import type { MouseEvent } from 'react';
import type { Conversation } from '../../lib/api/messages.ts';
import { localeTag } from '../../lib/format.ts';
import { useApp } from '../app/context.ts';
import { useT } from '../ui/useT.ts';
import { Avatar } from './Avatar.tsx';
import { conversationUrl } from './location.ts';
import { shortWhen } from './when.ts';

interface Props {
  conversations: readonly Conversation[];
  me: number;
  openId: number | undefined;
  pathname: string;
  onOpen: (id: number) => void;
}

/** The list. */
export function ConversationList({ conversations, me, openId, pathname, onOpen }: Props) {
  const t = useT('messages');
  const { locale, region } = useApp();
  const tag = localeTag(locale, region.code);
  const preview = (c: Conversation) => {
    const m = c.lastMessage;
    if (!m) return t('messages.list.noMessages');
    const text = m.body.trim() || t('messages.list.image');
    return m.senderId === me ? t('messages.list.you', { text }) : text;
  };
  const click = (e: MouseEvent, id: number) => {
    // A modified click opens a new tab as links do.
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    onOpen(id);
  };
  return (
    <ul className="divide-y divide-gray-200" data-testid="conversation-list">
      {conversations.map((c) => (
        <li key={c.id}>
          <a
            href={conversationUrl(pathname, c.id)}
            aria-current={c.id === openId ? 'true' : undefined}
            onClick={(e) => click(e, c.id)}
            className={`flex items-center gap-3 px-3 py-3 text-ink no-underline hover:bg-gray-50 ${c.id === openId ? 'bg-brand-50' : ''}`}
            data-testid="conversation"
          >
            <Avatar name={c.other.name} url={c.other.avatarUrl} />
            <span className="min-w-0 flex-1">
              <span className="flex items-baseline justify-between gap-2">
                <span className={`min-w-0 truncate ${c.unread > 0 ? 'font-bold' : 'font-semibold'}`}>{c.other.name}</span>
                <span className="shrink-0 text-xs text-ink-muted">{shortWhen(c.updatedAt, tag)}</span>
              </span>
              <span className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate text-sm text-ink-muted">{preview(c)}</span>
                {c.unread > 0 && (
                  <span className="shrink-0 rounded-full bg-brand-700 px-2 text-xs font-semibold text-white">
                    {c.unread}
                    <span className="sr-only"> {t('messages.list.unreadShort')}</span>
                  </span>
                )}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
