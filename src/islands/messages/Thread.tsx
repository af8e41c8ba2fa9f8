/**
 * The open conversation: who it is with (and their profile), report and block, the history with
 * "load older", the read receipt and the typing indicator, and the composer, or the notice that a
 * block stops messages. The history stays at its newest message while one is at the bottom, and
 * keeps its place when older messages come in above.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Conversation, Message, MessagingSettings } from '../../lib/api/messages.ts';
import { localeTag } from '../../lib/format.ts';
import { useApp } from '../app/context.ts';
import { FormAlert } from '../ui/fields.tsx';
import { secondaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';
import { Avatar } from './Avatar.tsx';
import { BlockControl } from './BlockControl.tsx';
import { Composer } from './Composer.tsx';
import { MessageItem } from './MessageItem.tsx';
import { readReceiptAt } from './read-receipt.ts';
import { ReportControl } from './ReportControl.tsx';
import { newestFromOther } from './thread-items.ts';
import { useMarkRead } from './useMarkRead.ts';
import { useThread, type SendFailure } from './useThread.ts';
import { useTyping } from './useTyping.ts';
import { shortWhen } from './when.ts';

interface Props {
  conversation: Conversation;
  me: number;
  settings: MessagingSettings;
  onBack: () => void;
  onRead: (seq: number) => void;
  /** This tab's message was stored. */
  onSent: (m: Message) => void;
  /** A block changed, or a send was refused for one: the list is loaded again. */
  onBlockChanged: () => void;
}

/** Distance from the bottom (px) within which new messages keep the history scrolled down. */
const STICK = 80;

/** The thread. */
export function Thread({ conversation: c, me, settings, onBack, onRead, onSent, onBlockChanged }: Props) {
  const t = useT('messages');
  const { href, locale, region } = useApp();
  const tag = localeTag(locale, region.code);
  const [error, setError] = useState<string>();
  const failed = ({ status }: SendFailure) => {
    if (status === 403) onBlockChanged();
    setError(
      status === 403
        ? t('messages.error.blocked')
        : status === 429
          ? t('messages.error.tooFast')
          : status === 422
            ? t('messages.error.image')
            : t('messages.error.send'),
    );
  };
  const thread = useThread(c.id, me, { failure: failed, stored: onSent });
  const typing = useTyping(c.id, settings.typing);
  const newest = newestFromOther(thread.items, me);
  useMarkRead(c.id, c.lastReadSeq, thread.status === 'ready' ? newest : 0, onRead);

  // The other's message ends their typing.
  const { stopped } = typing;
  useEffect(() => stopped(), [newest, stopped]);

  const log = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const before = useRef<{ height: number; first: number | undefined }>(undefined);
  const firstId = thread.items.find((m) => !m.state)?.id;
  useLayoutEffect(() => {
    const el = log.current;
    if (!el) return;
    const prev = before.current;
    // Older messages came in above: stay at the message that was in view (the log turns browser scroll anchoring off).
    if (prev?.first !== undefined && prev.first !== firstId) el.scrollTop += el.scrollHeight - prev.height;
    else if (atBottom.current) el.scrollTop = el.scrollHeight;
    before.current = { height: el.scrollHeight, first: firstId };
  }, [thread.items, firstId]);

  const receipt = settings.readReceipts ? readReceiptAt(thread.items, me, thread.otherReadSeq ?? c.otherReadSeq) : undefined;
  const headingId = `thread-${c.id}-heading`;

  return (
    <section aria-labelledby={headingId} className="flex flex-col rounded-2xl bg-white shadow-sm" data-testid="thread">
      <header className="flex flex-wrap items-center gap-3 border-b border-gray-200 p-3">
        <button type="button" className="text-sm font-semibold underline md:hidden" onClick={onBack}>
          {t('messages.thread.back')}
        </button>
        <Avatar name={c.other.name} url={c.other.avatarUrl} />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="truncate text-lg font-bold">
            {c.other.name}
          </h2>
          {c.other.profileId !== null && (
            <a href={href('userProfile', { userId: c.other.profileId })} className="text-sm">
              {t('messages.thread.profile')}
            </a>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <ReportControl conversation={c} />
          <BlockControl conversation={c} onChanged={onBlockChanged} />
        </div>
      </header>
      {c.other.ai && (
        // EU AI Act Art. 50: whoever chats with an AI is told so, at the top of every AI thread.
        <p className="border-b border-violet-200 bg-violet-50 px-4 py-2 text-sm text-violet-950" data-testid="ai-disclosure">
          <strong>{t('messages.ai.disclosureTitle')}</strong> {/* The server's wording where it sends one, else the page's own. */}
          {thread.aiDisclosure ?? t('messages.ai.disclosure', { name: c.other.name })}
        </p>
      )}

      {thread.hasOlder && (
        <div className="p-2 text-center">
          <button
            type="button"
            className={secondaryButton}
            disabled={thread.loadingOlder}
            aria-busy={thread.loadingOlder}
            onClick={() => void thread.loadOlder()}
          >
            {t('messages.thread.older')}
          </button>
        </div>
      )}
      {thread.status === 'loading' && (
        <p role="status" className="p-4 text-ink-muted">
          {t('messages.thread.loading')}
        </p>
      )}
      {thread.status === 'failed' && (
        <p role="alert" className="p-4">
          {t('messages.thread.error')}
        </p>
      )}
      <div
        ref={log}
        role="log"
        aria-label={t('messages.thread.label', { name: c.other.name })}
        tabIndex={0}
        className="h-[55vh] overflow-y-auto p-4 [overflow-anchor:none] md:h-[28rem]"
        onScroll={(e) => {
          const el = e.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK;
        }}
      >
        <ol className="space-y-3">
          {thread.status === 'ready' && thread.items.length === 0 && (
            <li className="text-ink-muted">{t('messages.thread.start', { name: c.other.name })}</li>
          )}
          {thread.items.map((m) => (
            <MessageItem
              key={m.state ? `local-${m.clientId}` : m.id}
              message={m}
              own={m.senderId === me}
              senderName={c.other.name}
              when={shortWhen(m.createdAt, tag)}
              read={m.id === receipt && m.state === undefined}
              onRetry={thread.retry}
            />
          ))}
        </ol>
      </div>
      <p aria-live="polite" className="min-h-6 px-4 text-sm text-ink-muted italic" data-testid="typing">
        {typing.typing && t('messages.typing', { name: c.other.name })}
      </p>

      <div className="px-3 empty:hidden">
        <FormAlert message={error} />
      </div>
      {c.canSend ? (
        <Composer
          otherName={c.other.name}
          onSend={(body, file) => {
            setError(undefined);
            atBottom.current = true;
            thread.send(body, file);
          }}
          onTyping={typing.announce}
        />
      ) : (
        <p className="border-t border-gray-200 p-4 text-sm" data-testid="blocked-notice">
          {c.blocked ? t('messages.blocked.byMe', { name: c.other.name }) : t('messages.blocked.other')}
        </p>
      )}
    </section>
  );
}
