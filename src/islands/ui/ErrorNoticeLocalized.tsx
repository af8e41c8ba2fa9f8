/** The error notice in the active locale (loaded only after an error, so islands do not carry it). */
import { ErrorNotice } from './ErrorNotice.tsx';
import { useT } from './useT.ts';

/** The notice with the dictionary's texts (suspends until `common` is loaded). */
export default function ErrorNoticeLocalized({ error }: { error: unknown }) {
  const t = useT();
  const texts = {
    title: t('common.errorBoundary.title'),
    text: t('common.errorBoundary.text'),
    reload: t('common.errorBoundary.reload'),
    status: t('common.errorBoundary.status'),
  };
  return <ErrorNotice error={error} texts={texts} />;
}
