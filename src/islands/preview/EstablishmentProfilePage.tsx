/** /__static/establishment/profile/: a whole venue profile as visitors see it, with example data. */
import ProfileView from '../profile/ProfileView.tsx';
import PreviewPage from './PreviewPage.tsx';
import { useExamples } from './useExamples.ts';

/** The page. */
export default function EstablishmentProfilePage() {
  const { venue } = useExamples();
  return (
    <PreviewPage kind="establishment" ownHeading>
      <ProfileView profile={venue} preview />
    </PreviewPage>
  );
}
