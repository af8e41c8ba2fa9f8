/**
 * /ai-girlfriend/results/ (SPEC §2, login): the creation named by `?creation=<id>` (else the
 * newest) with its status, and below it "My creations": every creation of the user with what can
 * be done with it. Choosing another creation changes the URL (the back button returns); the
 * answers of every action replace the creation in both places.
 */
import { useCallback, useEffect, useState } from 'react';
import type { AiCreation } from '../../lib/api/ai.ts';
import { getMyCreations } from '../../lib/api/client/ai.ts';
import { useApp } from '../app/context.ts';
import { primaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';
import { darkLink, panel } from './classes.ts';
import { CreationCard } from './CreationCard.tsx';
import { chosenCreation, creationQuery, withCreation } from './creations.ts';
import { CreationView } from './CreationView.tsx';

/** The page. */
export default function ResultsPage() {
  const t = useT('ai');
  const { href, locale } = useApp();
  const [list, setList] = useState<AiCreation[]>();
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const [asked, setAsked] = useState(() => creationQuery(window.location.search));
  const [notice, setNotice] = useState<string>();

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    void getMyCreations({ signal: controller.signal }).then((res) => {
      if (res.data) setList(res.data.results);
      else if (res.message !== 'aborted') setFailed(true);
    });
    return () => controller.abort();
    // The status texts and the failure reasons come in the page's language.
  }, [round, locale]);

  // The back and forward buttons move between the creations shown.
  useEffect(() => {
    const sync = () => setAsked(creationQuery(window.location.search));
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  const update = useCallback((creation: AiCreation, text?: string) => {
    setList((l) => (l ? withCreation(l, creation) : [creation]));
    if (text) setNotice(text);
  }, []);
  const show = (id: number) => {
    window.history.pushState(null, '', `${window.location.pathname}?creation=${id}`);
    setAsked(id);
    document.getElementById('ai-creation-heading')?.scrollIntoView({ block: 'start' });
  };
  const deleted = (creation: AiCreation) => {
    setList((l) => l?.filter((c) => c.id !== creation.id));
    setNotice(t('ai.mine.deleted', { name: creation.name }));
    if (asked === creation.id) {
      // The page's creation is gone: the newest takes its place under the page's plain URL.
      window.history.replaceState(null, '', window.location.pathname);
      setAsked(undefined);
    }
  };

  const links = (
    <p className="flex flex-wrap gap-x-6 gap-y-2">
      <a href={href('aiCreate')} className={darkLink}>
        {t('ai.results.createNew')}
      </a>
      <a href={href('messagesAi')} className={darkLink}>
        {t('ai.results.chats')}
      </a>
    </p>
  );

  if (failed)
    return (
      <div className="space-y-5">
        {links}
        <div className={`${panel} space-y-3`}>
          <p role="alert">{t('ai.results.loadFailed')}</p>
          <button type="button" className="font-semibold text-brand-800 underline" onClick={() => setRound((r) => r + 1)}>
            {t('ai.create.retry')}
          </button>
        </div>
      </div>
    );
  if (!list)
    return (
      <p role="status" className="text-white/90">
        {t('ai.results.loading')}
      </p>
    );

  const { creation, missing } = chosenCreation(list, asked);
  return (
    <div className="space-y-6">
      {links}
      {missing && (
        <p role="alert" className={panel}>
          {t('ai.results.notFound')}
        </p>
      )}
      {creation && <CreationView key={creation.id} creation={creation} onChange={update} />}

      <section aria-labelledby="ai-mine-heading" className={panel} data-testid="ai-my-creations">
        <h2 id="ai-mine-heading" className="text-xl font-bold">
          {t('ai.mine.heading')}
        </h2>
        <p role="status" className="mt-2 text-sm font-medium text-green-900 empty:hidden">
          {notice}
        </p>
        {list.length === 0 ? (
          <div className="mt-3 space-y-3">
            <p>{t('ai.mine.empty')}</p>
            <a href={href('aiCreate')} className={`${primaryButton} no-underline sm:w-auto`}>
              {t('ai.mine.create')}
            </a>
          </div>
        ) : (
          <ul className="divide-y divide-gray-200">
            {list.map((c) => (
              <li key={c.id}>
                <CreationCard creation={c} shown={c.id === creation?.id} onShow={show} onChange={update} onDeleted={deleted} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
