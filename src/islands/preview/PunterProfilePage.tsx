/** /__static/punter/profile/: a member's public page (chosen name, membership, reviews count), with example data. */
import PunterView from '../profile/PunterView.tsx';
import PreviewPage from './PreviewPage.tsx';
import { useExamples } from './useExamples.ts';

/** The page. */
export default function PunterProfilePage() {
  const { punter } = useExamples();
  return (
    <PreviewPage kind="punter" ownHeading>
      <PunterView profile={punter} />
    </PreviewPage>
  );
}
