/**
 * The venue profile's state (published, under review, not published) with Publish / Unpublish and
 * the link to the public profile. Publishing follows the escort's rules without a date of birth;
 * a refused publish lists what is missing, and the modals are the shared ones (SPEC §4).
 */
import { useState } from 'react';
import { unpublishProfile } from '../../lib/api/client/own-profile.ts';
import { getVenueProfile } from '../../lib/api/client/venue.ts';
import type { VenueProfile } from '../../lib/api/venue.ts';
import { showError } from '../../stores/toasts.ts';
import { profileStatus } from '../account/profileStatus.ts';
import { useApp } from '../app/context.ts';
import { PublishDialogs } from '../publish/PublishDialogs.tsx';
import { PublishProblems } from '../publish/PublishProblems.tsx';
import { usePublish } from '../publish/usePublish.ts';
import { primaryButton, secondaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';

const STATUS_STYLE = {
  published: 'bg-emerald-50 text-emerald-900',
  review: 'bg-amber-50 text-amber-900',
  unpublished: 'bg-gray-100 text-ink',
} as const;

/** The section. */
export default function VenueStatus({ venue, onChanged }: { venue: VenueProfile; onChanged: (next: VenueProfile) => void }) {
  const t = useT('venue', 'account');
  const { path, region } = useApp();
  const [unpublishing, setUnpublishing] = useState(false);
  const reload = async () => {
    const res = await getVenueProfile();
    if (res.data) onChanged(res.data.results);
  };
  const publish = usePublish('venue', { onDone: () => void reload() });

  const unpublish = async () => {
    setUnpublishing(true);
    const res = await unpublishProfile();
    setUnpublishing(false);
    if (res.data) await reload();
    else showError();
  };

  const status = profileStatus(venue);
  const publicPath = venue.path.startsWith(`${region.prefix}/`) ? venue.path : path(venue.path);
  return (
    <section aria-labelledby="venue-status" className="space-y-3 rounded-2xl bg-white p-5 shadow-sm" data-testid="venue-status">
      <h2 id="venue-status" className="text-lg font-bold">
        {t('venue.status.heading')}
      </h2>
      <p className={`rounded-lg px-3 py-2 text-sm font-semibold ${STATUS_STYLE[status]}`} data-status={status}>
        {t(`account.profile.status.${status}`)}
      </p>
      <PublishProblems problems={publish.problems} />
      <div className="flex flex-wrap gap-3">
        {venue.profilePublished ? (
          <>
            <a href={publicPath} className={secondaryButton}>
              {t('account.profile.view')}
            </a>
            <button type="button" className={secondaryButton} disabled={unpublishing} onClick={() => void unpublish()}>
              {t('account.profile.unpublish')}
            </button>
          </>
        ) : (
          <button type="button" className={`${primaryButton} sm:w-auto`} disabled={publish.busy} onClick={() => void publish.publish()}>
            {t('account.profile.publish')}
          </button>
        )}
      </div>
      <PublishDialogs state={publish} />
    </section>
  );
}
