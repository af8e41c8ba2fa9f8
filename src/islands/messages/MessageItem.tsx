/**
 * One message: own ones on the right, the other's on the left; the text as text (never HTML) with
 * its line breaks, an image with its size set so nothing jumps while it loads, the time, and for
 * own messages the sending state, a retry after a failure and the read receipt.
 */
import type { ThreadItem } from './thread-items.ts';
import { useT } from '../ui/useT.ts';

/** Widest an image shows in the thread (CSS pixels). */
const IMAGE_WIDTH = 288;

interface Props {
  message: ThreadItem;
  own: boolean;
  senderName: string;
  when: string;
  read: boolean;
  onRetry: (clientId: string) => void;
}

/** A message of the thread. */
export function MessageItem({ message: m, own, senderName, when, read, onRetry }: Props) {
  const t = useT('messages');
  return (
    <li className={`flex flex-col ${own ? 'items-end' : 'items-start'}`} data-testid="message" data-state={m.state ?? 'sent'}>
      <div
        className={`max-w-[85%] space-y-2 rounded-2xl px-4 py-2 ${own ? 'bg-brand-700 text-white' : 'bg-gray-100 text-ink'} ${m.state ? 'opacity-80' : ''}`}
      >
        <span className="sr-only">{own ? t('messages.message.you') : senderName}: </span>
        {m.attachment && (
          <a href={m.attachment.url} target="_blank" rel="noopener" className="block">
            <img
              src={m.attachment.url}
              width={m.attachment.width}
              height={m.attachment.height}
              alt={t('messages.message.image', { name: own ? t('messages.message.you') : senderName })}
              // A set width and the attributes' aspect ratio reserve the space before the image loads.
              style={{ width: Math.min(m.attachment.width, IMAGE_WIDTH) }}
              className="h-auto max-w-full rounded-lg"
              loading="lazy"
            />
          </a>
        )}
        {m.body !== '' && <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{m.body}</p>}
      </div>
      <p className="mt-1 flex items-center gap-2 px-1 text-xs text-ink-muted">
        {m.state === 'pending' && <span>{t('messages.message.pending')}</span>}
        {m.state === 'failed' && (
          <>
            <span className="font-semibold text-red-800">{t('messages.message.failed')}</span>
            <button type="button" className="font-semibold underline" onClick={() => m.clientId && onRetry(m.clientId)}>
              {t('messages.message.retry')}
            </button>
          </>
        )}
        {!m.state && <time dateTime={m.createdAt}>{when}</time>}
        {read && (
          <span className="font-semibold text-brand-800" data-testid="read-receipt">
            {t('messages.message.read')}
          </span>
        )}
      </p>
    </li>
  );
}
