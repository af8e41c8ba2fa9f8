/** An editor tab whose content needs one load first: the frame, then loading, failure or the content. */
import type { ReactNode } from 'react';
import { useT } from '../ui/useT.ts';
import { EditorFrame } from './EditorFrame.tsx';
import { useLoad } from './useLoad.ts';

interface Props<T> {
  /** Resolves to the data, or undefined when the load failed. */
  load: () => Promise<T | undefined>;
  /** The content once loaded; `set` takes the answer of a write. */
  children: (data: T, set: (data: T) => void) => ReactNode;
}

/** The tab. */
export function LoadedTab<T>({ load, children }: Props<T>) {
  const t = useT('editor', 'app', 'onboarding');
  const loaded = useLoad(load);
  return (
    <EditorFrame>
      {loaded.failed ? (
        <p role="alert">{t('editor.loadFailed')}</p>
      ) : loaded.data === undefined ? (
        <p role="status">{t('editor.loading')}</p>
      ) : (
        children(loaded.data, loaded.set)
      )}
    </EditorFrame>
  );
}
