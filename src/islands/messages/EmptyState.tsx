/** No conversations yet: where they start (a profile's "Nachricht senden"; for AI chats the AI girlfriend pages). */
import { useApp } from '../app/context.ts';
import { useT } from '../ui/useT.ts';

/** The empty state of a messages page. */
export function EmptyState({ ai }: { ai: boolean }) {
  const t = useT('messages');
  const { href, path, region } = useApp();
  return (
    <section aria-labelledby="messages-empty-heading" className="space-y-3 rounded-2xl bg-white p-5 shadow-sm" data-testid="messages-empty">
      <h2 id="messages-empty-heading" className="text-xl font-bold">
        {t(ai ? 'messages.emptyAi.title' : 'messages.empty.title')}
      </h2>
      <p>{t(ai ? 'messages.emptyAi.text' : 'messages.empty.text')}</p>
      <p className="flex flex-wrap gap-4 font-semibold">
        {ai ? (
          <>
            <a href={href('aiCreate')}>{t('messages.emptyAi.create')}</a>
            {region.aiSearch && <a href={region.aiSearch}>{t('messages.emptyAi.search')}</a>}
            <a href={href('aiResults')}>{t('messages.ai.mine')}</a>
          </>
        ) : (
          <a href={path('/')}>{t('messages.empty.browse')}</a>
        )}
      </p>
    </section>
  );
}
