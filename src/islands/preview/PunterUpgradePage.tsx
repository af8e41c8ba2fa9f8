/** /__static/punter/upgrade/: the member's page after the upgrade, with the VIP badge, with example data. */
import PunterView from '../profile/PunterView.tsx';
import PreviewPage from './PreviewPage.tsx';
import { useExamples } from './useExamples.ts';
import { useT } from '../ui/useT.ts';

/** The page. */
export default function PunterUpgradePage() {
  const t = useT('venue');
  const { vipPunter } = useExamples();
  return (
    <PreviewPage kind="punter" ownHeading>
      <p className="mb-4 text-ink-muted">{t('preview.upgrade.intro')}</p>
      <PunterView profile={vipPunter} />
    </PreviewPage>
  );
}
