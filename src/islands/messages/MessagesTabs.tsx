/** The two messages pages as tabs: conversations with people, and chats with AI companions, each with its unread count. */
import { useApp } from '../app/context.ts';
import { useT } from '../ui/useT.ts';

/** The tab row. */
export function MessagesTabs({ ai, unread }: { ai: boolean; unread: { people: number; ai: number } }) {
  const t = useT('messages');
  const { href } = useApp();
  const tabs = [
    { id: 'messages', label: t('messages.tabs.people'), here: !ai, count: unread.people },
    { id: 'messagesAi', label: t('messages.tabs.ai'), here: ai, count: unread.ai },
  ] as const;
  return (
    <nav aria-label={t('messages.tabs.label')}>
      <ul className="flex gap-2 border-b border-gray-200">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <a
              href={href(tab.id)}
              aria-current={tab.here ? 'page' : undefined}
              className={`inline-flex items-center gap-2 border-b-2 px-3 py-2 font-semibold no-underline ${
                tab.here ? 'border-brand-700 text-brand-800' : 'border-transparent text-ink-muted hover:text-ink'
              }`}
            >
              {tab.label}
              {tab.count > 0 && (
                <span className="rounded-full bg-brand-700 px-2 text-xs text-white">
                  {tab.count}
                  <span className="sr-only"> {t('messages.list.unreadShort')}</span>
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
