/** A grid of listing cards (static render and islands alike). */
import type { ReactNode } from 'react';
import type { ProfileCard as Card } from '../../lib/api/common.ts';
import type { Translate } from './format.ts';
import ProfileCard from './ProfileCard.tsx';

interface Props {
  cards: readonly Card[];
  t: Translate;
  numberLocale: string;
  /** How many cards load their photo at once (the first rows). */
  eager?: number;
  /** Extra items (partner adverts) by the index of the card they follow. */
  after?: ReadonlyMap<number, ReactNode>;
}

/** The list of cards. */
export default function CardGrid({ cards, t, numberLocale, eager = 4, after }: Props) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
      {cards.map((card, i) => (
        <WithExtra key={card.id} extra={after?.get(i)}>
          <li>
            <ProfileCard card={card} t={t} numberLocale={numberLocale} eager={i < eager} />
          </li>
        </WithExtra>
      ))}
    </ul>
  );
}

/** A card followed by what goes after it. */
function WithExtra({ children, extra }: { children: ReactNode; extra: ReactNode }) {
  return (
    <>
      {children}
      {extra}
    </>
  );
}
