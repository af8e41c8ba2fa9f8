/**
 * What a manager does with one escort of the table: assign a venue (a select of the published
 * venues of the escort's region), publish or unpublish (the SPEC §5 alerts before the call; a
 * failure or `success: false` is the generic error toast), and the links to edit the profile and
 * its photos in the escort's own editor.
 */
import { useId, useState } from 'react';
import { setEscortVenue, setManagedPublished } from '../../lib/api/client/manager.ts';
import type { ManagedEscort, VenueRef } from '../../lib/api/manager.ts';
import { showError, showSuccess } from '../../stores/toasts.ts';
import { useApp } from '../app/context.ts';
import { inputClass, secondaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';
import { editLink } from './acting.ts';
import { publishBlock, type PublishBlock } from './publish-check.ts';

interface Props {
  escort: ManagedEscort;
  venues: readonly VenueRef[];
  onChanged: (escort: Partial<ManagedEscort> & { id: number }) => void;
  /** Publishing was refused because the manager is quarantined. */
  onQuarantined: () => void;
  /** Show an alert (SPEC §5) instead of calling the API. */
  onBlocked: (block: PublishBlock, escort: ManagedEscort) => void;
}

/** The venue select, the publish switch and the edit links of one escort. */
export function EscortActions({ escort, venues, onChanged, onQuarantined, onBlocked }: Props) {
  const t = useT('manager');
  const { region } = useApp();
  const venueId = useId();
  const [busy, setBusy] = useState(false);

  const assign = async (value: string) => {
    setBusy(true);
    const res = await setEscortVenue({ escortId: escort.id, venueId: value ? Number(value) : null });
    setBusy(false);
    if (res.errors) return showError();
    onChanged(res.data.results);
    showSuccess();
  };

  const togglePublished = async () => {
    const publish = !(escort.profilePublished || escort.quarantined);
    if (publish) {
      const block = publishBlock(escort);
      if (block) return onBlocked(block, escort);
    }
    setBusy(true);
    const res = await setManagedPublished(escort.id, publish);
    setBusy(false);
    if (res.status === 403) return onQuarantined();
    // SPEC §8: a failure, or an answer that did not do what was asked, is the generic error toast.
    if (res.errors || (publish && !res.data.results.profile_published && !res.data.results.quarantined)) return showError();
    onChanged({ id: escort.id, profilePublished: res.data.results.profile_published, quarantined: res.data.results.quarantined });
    showSuccess();
  };

  const listed = escort.profilePublished || escort.quarantined;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-40 flex-1">
        <label htmlFor={venueId} className="mb-1 block text-xs font-semibold">
          {t('manager.venue.label', { name: escort.displayName })}
        </label>
        <select
          id={venueId}
          className={`${inputClass} py-1.5 text-sm`}
          value={escort.venue?.id ?? ''}
          disabled={busy}
          onChange={(e) => void assign(e.target.value)}
        >
          <option value="">{t('manager.venue.none')}</option>
          {/* The current venue stays choosable even when it is no longer published. */}
          {escort.venue && !venues.some((v) => v.id === escort.venue!.id) && <option value={escort.venue.id}>{escort.venue.name}</option>}
          {venues.map((v) => (
            <option key={v.id} value={v.id}>
              {v.city ? `${v.name} (${v.city})` : v.name}
            </option>
          ))}
        </select>
      </div>
      {/* The names say whose profile each control acts on; they start with the visible text. */}
      <button
        type="button"
        className={secondaryButton}
        disabled={busy}
        aria-label={`${t(listed ? 'manager.unpublish' : 'manager.publish')}: ${escort.displayName}`}
        onClick={() => void togglePublished()}
      >
        {t(listed ? 'manager.unpublish' : 'manager.publish')}
      </button>
      <a
        href={editLink(region.prefix, escort.id)}
        className={`${secondaryButton} no-underline`}
        aria-label={`${t('manager.edit')}: ${escort.displayName}`}
      >
        {t('manager.edit')}
      </a>
      <a
        href={editLink(region.prefix, escort.id, 'onboardingMedia')}
        className={`${secondaryButton} no-underline`}
        aria-label={`${t('manager.photos')}: ${escort.displayName}`}
      >
        {t('manager.photos')}
      </a>
    </div>
  );
}
