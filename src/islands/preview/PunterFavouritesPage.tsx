/** /__static/punter/profile/favourites/: saved profiles as the same cards as the favourites page, with example data. */
import type { Translate } from '../../components/cards/format.ts';
import CardGrid from '../../components/cards/CardGrid.tsx';
import { useT } from '../ui/useT.ts';
import PreviewPage from './PreviewPage.tsx';
import { useExamples } from './useExamples.ts';

/** The page. */
export default function PunterFavouritesPage() {
  const t = useT('account', 'search');
  const { favourites, tag } = useExamples();
  return (
    <PreviewPage kind="punter">
      <h2 className="mb-4 text-xl font-bold">{t('account.favourites.heading', { count: favourites.length })}</h2>
      <CardGrid cards={favourites} t={t as Translate} numberLocale={tag} eager={0} />
    </PreviewPage>
  );
}
