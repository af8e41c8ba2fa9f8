/** /__static/establishment/profile/cover-photo/: the cover photo above the venue's name, with example data. */
import { useT } from '../ui/useT.ts';
import { CoverPhoto } from '../profile/VenueSections.tsx';
import PreviewPage from './PreviewPage.tsx';
import { useExamples } from './useExamples.ts';

/** The page. */
export default function EstablishmentCoverPage() {
  const t = useT('profile');
  const { venue } = useExamples();
  return (
    <PreviewPage kind="establishment">
      <CoverPhoto photo={venue.photos[0]!} name={venue.name} t={t} />
      <p className="text-3xl font-bold tracking-tight">{venue.name}</p>
      <p className="mt-1 text-lg text-ink-muted">{venue.slogan}</p>
      <p className="mt-1">{`${t('profile.kind.club')} · ${venue.location.city ?? ''}`}</p>
    </PreviewPage>
  );
}
