/** Page links that keep the URL shareable (`?page=3`); the island loads the page in place. */
import type { MouseEvent } from 'react';
import type { Translate } from '../../components/cards/format.ts';

interface Props {
  t: Translate;
  page: number;
  pages: number;
  /** The URL of a page (query string and hash included). */
  href: (page: number) => string;
  onPage: (page: number) => void;
}

/** Pages around the current one, with the first and last. */
export function pageWindow(page: number, pages: number, around = 2): (number | null)[] {
  const out: (number | null)[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= around) out.push(p);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

const item = 'inline-flex min-w-10 items-center justify-center rounded-full border px-3 py-2 text-sm no-underline';

/** The pagination; past the last page (`?page=99`), a notice with a link to the last page instead. */
export default function Pagination({ t, page, pages, href, onPage }: Props) {
  const follow = (p: number) => (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onPage(p);
  };
  const link = (p: number, label: string, rel?: string) => (
    <a
      href={href(p)}
      rel={rel}
      aria-current={p === page && !rel ? 'page' : undefined}
      aria-label={rel ? undefined : t('search.page', { page: p })}
      className={`${item} ${p === page && !rel ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 text-ink hover:border-brand-600'}`}
      onClick={follow(p)}
    >
      {label}
    </a>
  );
  if (page > pages) {
    return (
      <div className="rounded-xl border border-dashed border-gray-300 p-8 text-center">
        <p>{t('search.pastLast')}</p>
        <a href={href(pages)} onClick={follow(pages)} className={`${item} mt-4 border-gray-300 text-ink hover:border-brand-600`}>
          {t('search.lastPage', { page: pages })}
        </a>
      </div>
    );
  }
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('search.pages')} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && <li>{link(page - 1, t('search.previous'), 'prev')}</li>}
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={p}>{link(p, String(p))}</li>
          ),
        )}
        {page < pages && <li>{link(page + 1, t('search.next'), 'next')}</li>}
      </ul>
    </nav>
  );
}
