/**
 * The error state in the active locale (loaded only after an error, so islands do not carry it):
 * inside an app page an error with status 404 shows the region's not-found page (SPEC §4), any
 * other error the notice with status and message.
 */
import { lazy, useContext } from 'react';
import { AppContext } from '../app/context.ts';
import { errorStatus } from './chunk-reload.ts';
import { ErrorNotice } from './ErrorNotice.tsx';
import { useT } from './useT.ts';

const NotFoundContent = lazy(() => import('../profile/NotFoundContent.tsx'));

/** The notice with the dictionary's texts (suspends until `common` is loaded). */
function Notice({ error }: { error: unknown }) {
  const t = useT();
  const texts = {
    title: t('common.errorBoundary.title'),
    text: t('common.errorBoundary.text'),
    reload: t('common.errorBoundary.reload'),
    status: t('common.errorBoundary.status'),
  };
  return <ErrorNotice error={error} texts={texts} />;
}

/** The not-found page for a 404 inside an app page, the notice otherwise. */
export default function ErrorNoticeLocalized({ error }: { error: unknown }) {
  const app = useContext(AppContext);
  if (app && errorStatus(error) === 404) return <NotFoundContent region={app.region} />;
  return <Notice error={error} />;
}
