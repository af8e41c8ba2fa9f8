/** The index of a family of previews: one link per preview with what it shows. */
import type { StaticRouteId } from '../../lib/routing/app-routes.ts';
import { useApp } from '../app/context.ts';
import { useT } from '../ui/useT.ts';
import PreviewPage, { type PreviewKind } from './PreviewPage.tsx';

/** The previews of each family, in the order a profile shows them. */
export const PREVIEWS = {
  establishment: [
    'staticEstablishmentProfile',
    'staticEstablishmentCoverPhoto',
    'staticEstablishmentOpeningHours',
    'staticEstablishmentAmenities',
    'staticEstablishmentFoodDrinks',
    'staticEstablishmentWebsite',
  ],
  punter: [
    'staticPunterProfile',
    'staticPunterFavourites',
    'staticPunterSavedSearches',
    'staticPunterSubscribedGalleries',
    'staticPunterUpgrade',
  ],
} as const satisfies Record<PreviewKind, readonly StaticRouteId[]>;

/** The index page of `kind`. */
export default function PreviewIndex({ kind }: { kind: PreviewKind }) {
  const t = useT('venue', 'app');
  const { href } = useApp();
  return (
    <PreviewPage kind={kind} index>
      <p className="mb-4">{t(`preview.index.${kind}`)}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {PREVIEWS[kind].map((id) => (
          <li key={id}>
            <a
              href={href(id)}
              className="block h-full rounded-xl border border-gray-200 p-4 no-underline hover:border-brand-600 hover:bg-brand-50"
            >
              <span className="block font-semibold">{t(`app.${id}.title`)}</span>
              <span className="mt-1 block text-sm text-ink-muted">{t(`preview.describe.${id}`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </PreviewPage>
  );
}
