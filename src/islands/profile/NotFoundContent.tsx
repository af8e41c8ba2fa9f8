/**
 * The region's 404 page inside an app page (an unknown or unpublished profile): the built 404 page
 * of the region, fetched from the same site, so its texts and popular places exist only once.
 */
import { useEffect, useState } from 'react';
import type { RegionCode } from '../../../regions/constants.ts';
import { useT } from '../ui/useT.ts';

/** Where a region's 404 page is built (Germany's at /404.html, the others at /<code>/404/). */
export function notFoundPagePath(prefix: string): string {
  return prefix ? `${prefix}/404/` : '/404.html';
}

/** The main content and title of a built 404 page, without islands (they belong to that page). */
export function extractNotFound(html: string): { title: string; main: string } | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const main = doc.querySelector('main');
  if (!main) return null;
  for (const el of main.querySelectorAll('astro-island, script, [data-catch-all]')) el.remove();
  return { title: doc.title, main: main.innerHTML };
}

/** The 404 content. */
export default function NotFoundContent({ region }: { region: { code: RegionCode; prefix: string } }) {
  const t = useT();
  const [page, setPage] = useState<{ title: string; main: string } | null | undefined>();
  useEffect(() => {
    let live = true;
    fetch(notFoundPagePath(region.prefix), { headers: { accept: 'text/html' } })
      .then((res) => res.text())
      .then((html) => {
        const found = extractNotFound(html);
        if (!live) return;
        setPage(found);
        if (found) document.title = found.title;
      })
      .catch(() => live && setPage(null));
    return () => {
      live = false;
    };
  }, [region.prefix]);
  if (page === undefined) return <p role="status">{t('app.noindex.loading')}</p>;
  if (page === null) return <NotFoundFallback prefix={region.prefix} />;
  // Our own build's HTML from our own origin; the islands are taken out above.
  return <div data-not-found="" dangerouslySetInnerHTML={{ __html: page.main }} />;
}

/** The 404 texts when the built page could not be fetched (they live with the static pages' strings). */
function NotFoundFallback({ prefix }: { prefix: string }) {
  const t = useT('pages');
  return (
    <div className="py-8 text-center">
      <p className="text-6xl font-black text-brand-700">{t('notFound.code')}</p>
      <h1 className="mt-4 text-2xl font-bold">{t('notFound.text1')}</h1>
      <p className="mt-2">
        <a href={`${prefix}/`}>{t('notFound.home')}</a>
      </p>
    </div>
  );
}
