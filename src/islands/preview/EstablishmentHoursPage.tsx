/** /__static/establishment/profile/opening-hours/: the opening hours table, with example data. */
import { useT } from '../ui/useT.ts';
import { HoursTable, Section } from '../profile/VenueSections.tsx';
import PreviewPage from './PreviewPage.tsx';
import { useExamples } from './useExamples.ts';

/** The page. */
export default function EstablishmentHoursPage() {
  const t = useT('profile');
  const { venue, days } = useExamples();
  return (
    <PreviewPage kind="establishment">
      <Section id="preview-hours" title={t('profile.openingHours')}>
        <HoursTable hours={venue.availability} days={days} t={t} />
      </Section>
    </PreviewPage>
  );
}
