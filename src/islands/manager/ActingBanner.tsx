/**
 * The banner above an escort page a manager opened for a managed escort: whom the page edits, and
 * the way back to the manager's table. The name comes from the escort's saved features.
 */
import { useEffect, useState } from 'react';
import { getOwnFeatures } from '../../lib/api/client/onboarding.ts';
import { useApp } from '../app/context.ts';
import { useT } from '../ui/useT.ts';

/** "Editing Anna as their manager · Back to my escorts". */
export default function ActingBanner({ escortId }: { escortId: number }) {
  const t = useT('manager');
  const { href } = useApp();
  const [name, setName] = useState<string>();
  useEffect(() => {
    let live = true;
    void getOwnFeatures().then((res) => {
      if (live && res.data) setName(res.data.results.display_name ?? undefined);
    });
    return () => {
      live = false;
    };
  }, [escortId]);
  return (
    <div
      role="note"
      className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900"
    >
      <p className="font-semibold">{t('manager.acting.banner', { name: name ?? `#${escortId}` })}</p>
      <a href={href('manager')} className="font-semibold underline">
        {t('manager.acting.back')}
      </a>
    </div>
  );
}
