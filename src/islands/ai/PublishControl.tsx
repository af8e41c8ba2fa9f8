/**
 * Publish a finished creation to the AI companion search of an edition (the page's own edition
 * preselected; only editions that have that search are offered), or take it off again; once
 * published, the public profile's link.
 */
import { useState } from 'react';
import type { AiCreation } from '../../lib/api/ai.ts';
import { publishCreation, unpublishCreation } from '../../lib/api/client/ai.ts';
import type { ApiResult } from '../../lib/api/http.ts';
import { useApp } from '../app/context.ts';
import { showError } from '../../stores/toasts.ts';
import { secondaryButton } from '../ui/classes.ts';
import { FormAlert, SelectField } from '../ui/fields.tsx';
import { useT } from '../ui/useT.ts';
import { aiMessage } from './errors.ts';
import { preselectedEdition, regionName, regionOptions } from './creations.ts';
import type { RegionCode } from '../../../regions/constants.ts';

interface Props {
  creation: AiCreation;
  onChange: (creation: AiCreation, notice: string) => void;
}

/** The control. */
export function PublishControl({ creation: c, onChange }: Props) {
  const t = useT('ai');
  const { region, locale } = useApp();
  const [target, setTarget] = useState<RegionCode | undefined>(() => preselectedEdition(region.code, region.aiEditions));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const run = async (call: () => Promise<ApiResult<{ results: AiCreation }>>, notice: (c: AiCreation) => string) => {
    setBusy(true);
    setError(undefined);
    const res = await call();
    setBusy(false);
    if (res.data) return onChange(res.data.results, notice(res.data.results));
    // A refusal the user can act on (not finished yet, a limit) shows here; anything else as the toast.
    if ([403, 409, 422, 429].includes(res.status)) setError(aiMessage(t, Object.values(res.errors)[0]?.[0] ?? res.message));
    else showError();
  };

  if (c.published)
    return (
      <div className="space-y-2">
        <p className="text-sm">
          {t('ai.mine.published', { region: regionName(c.published.region, locale) })} ·{' '}
          <a href={c.published.path} className="font-semibold">
            {t('ai.mine.profile')}
          </a>
        </p>
        <FormAlert message={error} />
        <button
          type="button"
          className={secondaryButton}
          disabled={busy}
          aria-busy={busy}
          onClick={() =>
            void run(
              () => unpublishCreation(c.id),
              (n) => t('ai.mine.unpublished', { name: n.name }),
            )
          }
        >
          {t('ai.mine.unpublish')}
        </button>
      </div>
    );

  // No edition has an AI companion search: nothing to publish to (and no promise of one).
  if (target === undefined) return null;
  return (
    <div className="space-y-2">
      <FormAlert message={error} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <SelectField
          label={t('ai.mine.region')}
          options={regionOptions(locale, region.aiEditions)}
          value={target}
          hint={t('ai.mine.publishHint')}
          className="sm:w-72"
          onChange={(e) => setTarget(e.target.value as RegionCode)}
        />
        <button
          type="button"
          className={`${secondaryButton} sm:mt-7`}
          disabled={busy}
          aria-busy={busy}
          onClick={() =>
            void run(
              () => publishCreation(c.id, target),
              (n) => t('ai.mine.publishedNotice', { name: n.name }),
            )
          }
        >
          {t('ai.mine.publish')}
        </button>
      </div>
    </div>
  );
}
