/**
 * Gallery mode (`#?gallerie=true`): a photo grid of the same results. Each photo is a link; the
 * arrow keys move between photos (up and down by a row) and Enter opens the profile.
 */
import type { KeyboardEvent } from 'react';
import type { Translate } from '../../components/cards/format.ts';
import type { ProfileCard } from '../../lib/api/common.ts';

interface Props {
  cards: readonly ProfileCard[];
  t: Translate;
}

/** Index of the tile an arrow key moves to, given the tiles' top offsets (a row shares one). */
export function nextTile(key: string, index: number, tops: readonly number[]): number | undefined {
  const perRow = Math.max(1, tops.filter((top) => top === tops[0]).length);
  const target =
    key === 'ArrowRight'
      ? index + 1
      : key === 'ArrowLeft'
        ? index - 1
        : key === 'ArrowDown'
          ? index + perRow
          : key === 'ArrowUp'
            ? index - perRow
            : key === 'Home'
              ? 0
              : key === 'End'
                ? tops.length - 1
                : undefined;
  if (target === undefined) return undefined;
  return Math.min(tops.length - 1, Math.max(0, target));
}

/** The grid. */
export default function Gallery({ cards, t }: Props) {
  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const links = [...e.currentTarget.querySelectorAll<HTMLAnchorElement>('a')];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    const next = nextTile(
      e.key,
      index,
      links.map((l) => l.getBoundingClientRect().top),
    );
    if (next === undefined) return;
    e.preventDefault();
    links[next]?.focus();
  };
  return (
    <ul className="grid grid-cols-2 gap-1.5 sm:grid-cols-3 lg:grid-cols-4" onKeyDown={onKeyDown} data-gallery="">
      {cards.map((card, i) => (
        <li key={card.id}>
          <a href={card.path} className="group relative block overflow-hidden rounded-lg bg-gray-200 no-underline focus-visible:outline-4">
            {card.photo ? (
              <img
                src={card.photo.url}
                width={card.photo.width}
                height={card.photo.height}
                alt={t('card.photoAlt', { name: card.name })}
                loading={i < 8 ? 'eager' : 'lazy'}
                decoding="async"
                className="aspect-[3/4] h-auto w-full object-cover transition group-hover:scale-105"
              />
            ) : (
              <span className="flex aspect-[3/4] items-center justify-center text-sm text-ink-muted">{t('card.noPhoto')}</span>
            )}
            <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-2 pb-2 pt-6 text-sm font-semibold text-white">
              {card.age === null ? card.name : t('card.nameAge', { name: card.name, age: card.age })}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
