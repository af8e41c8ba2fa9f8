/** What a refused publish named, each with a link to the step or tab that fixes it (SPEC §5). */
import { useApp } from '../app/context.ts';
import { messageText } from '../ui/form-state.ts';
import { useT } from '../ui/useT.ts';
import type { PublishProblem } from './problems.ts';

/** The list (nothing when the last publish was not refused). */
export function PublishProblems({ problems }: { problems: readonly PublishProblem[] }) {
  const t = useT('onboarding');
  const { href } = useApp();
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-semibold">{t('publish.problems.title')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {problems.map((p) => (
          <li key={`${p.field}:${p.message}`}>
            <span className="font-semibold">{t(`publish.field.${p.field}`)}:</span> {messageText(t, p.message)}
            {p.fixAt && (
              <>
                {' '}
                <a href={href(p.fixAt)} className="font-semibold text-red-900 underline">
                  {t('publish.problems.fix')}
                </a>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default PublishProblems;
