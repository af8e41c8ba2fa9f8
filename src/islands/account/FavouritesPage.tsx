/**
 * A punter's favourites (/users/account/favourites/): the saved profiles that are still published,
 * as cards, each with a button to remove it; an empty list says how to find profiles.
 */
import { useEffect, useState } from 'react';
import { getFavourites } from '../../lib/api/client/favourites.ts';
import type { ProfileCard as Card } from '../../lib/api/common.ts';
import { localeTag } from '../../lib/format.ts';
import { toggleFavourite } from '../../stores/favourites.ts';
import { showError } from '../../stores/toasts.ts';
import type { Translate } from '../../components/cards/format.ts';
import ProfileCard from '../../components/cards/ProfileCard.tsx';
import { useApp } from '../app/context.ts';
import { secondaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';

/** The page. */
export default function FavouritesPage() {
  const { locale, path, region } = useApp();
  const t = useT('account', 'profile', 'search');
  const [cards, setCards] = useState<Card[] | undefined>();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<number | undefined>();

  useEffect(() => {
    const controller = new AbortController();
    void getFavourites({ locale, signal: controller.signal }).then((res) => {
      if (res.data) setCards(res.data.results);
      else if (res.message !== 'aborted') setFailed(true);
    });
    return () => controller.abort();
  }, [locale]);

  const remove = async (card: Card) => {
    setBusy(card.id);
    const on = await toggleFavourite(card.id);
    setBusy(undefined);
    if (on === undefined) return void showError();
    if (!on) setCards((list) => list?.filter((c) => c.id !== card.id));
  };

  if (failed) return <p role="alert">{t('favourite.error')}</p>;
  if (!cards) return <p role="status">{t('account.favourites.loading')}</p>;
  return (
    <section aria-labelledby="favourites-heading" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="favourites-heading" className="text-xl font-bold">
        {t('account.favourites.heading', { count: cards.length })}
      </h2>
      {cards.length === 0 ? (
        <div className="mt-3 space-y-3">
          <p>{t('account.favourites.empty')}</p>
          <a href={path('/')} className="font-semibold">
            {t('account.favourites.browse')}
          </a>
        </div>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {cards.map((card) => (
            <li key={card.id} className="flex flex-col gap-2">
              <ProfileCard card={card} t={t as Translate} numberLocale={localeTag(locale, region.code)} eager={false} />
              <button
                type="button"
                className={secondaryButton}
                disabled={busy === card.id}
                aria-label={t('account.favourites.remove', { name: card.name })}
                onClick={() => void remove(card)}
              >
                {t('account.favourites.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
