/**
 * The notice an island shows instead of its content after an error (see ErrorBoundary.tsx). It is
 * in every island's first load: no imports beyond the boundary's own helpers.
 */
import { errorMessage, errorStatus } from './chunk-reload.ts';

/** The texts of the notice. */
export interface ErrorTexts {
  title: string;
  text: string;
  reload: string;
  /** The status line; `{status}` is the HTTP status. */
  status: string;
}

/** The built-in texts (shown until, or instead of, the dictionary's). */
export const ENGLISH: ErrorTexts = {
  title: 'Something went wrong',
  text: 'This part of the page could not be shown.',
  reload: 'Reload the page',
  status: 'Error {status}',
};

/** The notice for `error` in the given texts. */
export function ErrorNotice({ error, texts = ENGLISH }: { error: unknown; texts?: ErrorTexts }) {
  const status = errorStatus(error);
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <div role="alert" className="my-4 rounded-lg border border-red-300 bg-red-50 p-4 text-ink">
      <p className="font-semibold">{texts.title}</p>
      {status !== undefined && <p className="text-sm">{texts.status.replace('{status}', String(status))}</p>}
      <p className="text-sm">{texts.text}</p>
      <p className="text-sm text-ink-faint">{errorMessage(error)}</p>
      {stack && <pre className="mt-2 max-h-60 overflow-auto text-xs">{stack}</pre>}
      <button
        type="button"
        className="mt-3 rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        onClick={() => window.location.reload()}
      >
        {texts.reload}
      </button>
    </div>
  );
}
