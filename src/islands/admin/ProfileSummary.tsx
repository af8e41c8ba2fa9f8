/**
 * A profile as moderation shows it: name linking to the public page, type, region and its states,
 * and a link to its whole record.
 */
import type { ModeratedProfile } from '../../lib/api/moderation.ts';
import { useT } from '../ui/useT.ts';
import RecordLink from './RecordLink.tsx';

export default function ProfileSummary({ profile }: { profile: ModeratedProfile }) {
  const t = useT('admin');
  const states = [
    profile.published && t('moderation.state.published'),
    profile.quarantined && t('moderation.state.quarantined'),
    !profile.published && !profile.quarantined && t('moderation.state.unpublished'),
    profile.accountQuarantined && t('moderation.state.accountQuarantined'),
  ].filter(Boolean);
  return (
    <div>
      <p className="font-semibold">
        {profile.published ? (
          <a href={profile.path} className="font-semibold underline">
            {profile.displayName}
          </a>
        ) : (
          profile.displayName
        )}{' '}
        <span className="text-ink-muted text-sm">
          #{profile.id} · {profile.type} · {profile.region.toUpperCase()}
        </span>
      </p>
      <p className="text-sm">
        {states.join(' · ')} · <RecordLink id={profile.id} name={profile.displayName} />
      </p>
    </div>
  );
}
