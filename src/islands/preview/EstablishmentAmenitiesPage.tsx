/** /__static/establishment/profile/amenities/: the amenities as chips, with example data. */
import { useT } from '../ui/useT.ts';
import { AmenityList, Section } from '../profile/VenueSections.tsx';
import PreviewPage from './PreviewPage.tsx';
import { useExamples } from './useExamples.ts';

/** The page. */
export default function EstablishmentAmenitiesPage() {
  const t = useT('profile');
  const { venueDetails } = useExamples();
  return (
    <PreviewPage kind="establishment">
      <Section id="preview-amenities" title={t('profile.amenities')}>
        <AmenityList amenities={venueDetails.amenities} t={t} />
      </Section>
    </PreviewPage>
  );
}
