/** Previous and next page buttons of an admin list. */
import { secondaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';
import type { Paged } from './usePaged.ts';

export default function Pager({ list }: { list: Pick<Paged<unknown>, 'page' | 'hasMore' | 'busy' | 'setPage'> }) {
  const t = useT('admin');
  if (list.page === 1 && !list.hasMore) return null;
  return (
    <nav aria-label={t('admin.pager.label')} className="flex items-center gap-3 text-sm">
      <button type="button" className={secondaryButton} disabled={list.page === 1 || list.busy} onClick={() => list.setPage(list.page - 1)}>
        {t('admin.pager.previous')}
      </button>
      <span>{t('admin.pager.page', { page: list.page })}</span>
      <button type="button" className={secondaryButton} disabled={!list.hasMore || list.busy} onClick={() => list.setPage(list.page + 1)}>
        {t('admin.pager.next')}
      </button>
    </nav>
  );
}
