/**
 * The frame of every /__static/ preview: a clear "Preview" notice (example data, read-only), the
 * example itself in the look of the public page, and the way back to the previews' index.
 */
import { useEffect, type ReactNode } from 'react';
import { useApp } from '../app/context.ts';
import { useT } from '../ui/useT.ts';

/** Which family of previews a page belongs to. */
export type PreviewKind = 'establishment' | 'punter';

const INDEX = { establishment: 'staticEstablishment', punter: 'staticPunter' } as const;

interface Props {
  kind: PreviewKind;
  children: ReactNode;
  /** The example brings its own page heading (a whole profile): the shell's heading steps aside. */
  ownHeading?: boolean;
  /** The index page itself has no way back. */
  index?: boolean;
}

/** The frame. */
export default function PreviewPage({ kind, children, ownHeading = false, index = false }: Props) {
  const t = useT('venue');
  const { href } = useApp();
  useEffect(() => {
    if (!ownHeading) return;
    const shellTitle = document.querySelector<HTMLElement>('[data-shell-title]');
    if (shellTitle) shellTitle.hidden = true;
    return () => {
      if (shellTitle) shellTitle.hidden = false;
    };
  }, [ownHeading]);
  return (
    <div className="space-y-5" data-preview={kind}>
      <p
        role="note"
        className="flex flex-wrap items-center gap-2 rounded-xl border border-violet-200 bg-violet-50 px-4 py-3 text-violet-950"
      >
        <strong className="rounded-full bg-violet-700 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
          {t('preview.label')}
        </strong>
        <span>{t(`preview.notice.${kind}`)}</span>
      </p>
      <div className="rounded-2xl bg-white p-5 shadow-sm">{children}</div>
      {!index && (
        <p>
          <a href={href(INDEX[kind])} className="font-semibold">
            {t(`preview.back.${kind}`)}
          </a>
        </p>
      )}
    </div>
  );
}
