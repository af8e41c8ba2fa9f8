/** /__static/punter/profile/subscribed-galleries/: galleries the member follows, as cards with the new photos, with example data. */
import type { Translate } from '../../components/cards/format.ts';
import ProfileCard from '../../components/cards/ProfileCard.tsx';
import { useT } from '../ui/useT.ts';
import PreviewPage from './PreviewPage.tsx';
import { useExamples } from './useExamples.ts';

/** The page. */
export default function PunterGalleriesPage() {
  const t = useT('venue', 'search');
  const { galleries, tag } = useExamples();
  return (
    <PreviewPage kind="punter">
      <h2 className="mb-3 text-lg font-bold">{t('preview.galleries.list')}</h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {galleries.map((g) => (
          <li key={g.card.id} className="space-y-1">
            <ProfileCard card={g.card} t={t as Translate} numberLocale={tag} />
            <p className={`text-sm ${g.newPhotos ? 'font-semibold text-brand-700' : 'text-ink-muted'}`}>
              {g.newPhotos ? t('preview.galleries.new', { count: g.newPhotos }) : t('preview.galleries.none')}
            </p>
          </li>
        ))}
      </ul>
    </PreviewPage>
  );
}
