/**
 * The parts of a public profile that show a venue (and the opening hours every profile has), as
 * their own components so the profile page and the /__static/ previews render the same markup:
 * a titled section, the cover photo, the hours table, amenities with food and drinks and the
 * website, and the venue's escorts as cards. Pure: they take the translate function, so the
 * pre-rendered profile page renders them with its own.
 */
import type { ReactNode } from 'react';
import type { Translate } from '../../components/cards/format.ts';
import ProfileCard from '../../components/cards/ProfileCard.tsx';
import type { Image, ProfileCard as Card } from '../../lib/api/common.ts';
import type { PublicProfile } from '../../lib/api/profiles.ts';
import type { KeysOf, Translate as T } from '../ui/useT.ts';

/** The profile strings. */
type ProfileT = T<KeysOf<'profile'>>;
import { websiteLabel, withHttp } from './format.ts';

/** A profile section with its heading. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The wide cover photo above a venue's profile. */
export function CoverPhoto({ photo, name, t }: { photo: Image; name: string; t: ProfileT }) {
  return (
    <img
      src={photo.url}
      width={photo.width}
      height={photo.height}
      alt={t('profile.coverAlt', { name })}
      className="mb-6 aspect-[3/1] h-auto w-full rounded-2xl object-cover"
    />
  );
}

/** Weekly hours, one row per open weekday (names from `days`, Monday first). */
export function HoursTable({ hours, days, t }: { hours: PublicProfile['availability']; days: readonly string[]; t: ProfileT }) {
  return (
    <table className="w-full max-w-md text-left">
      <tbody>
        {hours.map((a) => (
          <tr key={a.weekday} className="border-b border-gray-100">
            <th scope="row" className="py-1.5 pr-4 font-normal">
              {days[a.weekday]}
            </th>
            <td className="py-1.5">{t('profile.hours', { opens: a.opens, closes: a.closes })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Amenity labels as chips. */
export function AmenityList({ amenities, t }: { amenities: readonly string[]; t: ProfileT }) {
  // Amenities come from the API: one without a label shows its key, which tests catch.
  return (
    <ul className="mb-4 mt-2 flex flex-wrap gap-2">
      {amenities.map((a) => (
        <li key={a} className="chip">
          {t(`profile.amenity.${a}` as KeysOf<'profile'>)}
        </li>
      ))}
    </ul>
  );
}

/** The venue's own food-and-drink texts. */
export function FoodList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mb-4 mt-2 list-disc space-y-1 pl-5" data-testid="venue-food">
      {items.map((item, i) => (
        <li key={`${i}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}

/** The venue's website as a link that gives it no referrer trust and no ranking credit (ugc). */
export function WebsiteLink({ website }: { website: string }) {
  return (
    <a href={withHttp(website)} target="_blank" rel="noopener nofollow ugc" data-testid="venue-website" className="break-all">
      {websiteLabel(website)}
    </a>
  );
}

/** Amenities, food and drinks and the website of a venue, each under its own heading. */
export function VenueDetails({ venue, website, t }: { venue: NonNullable<PublicProfile['venue']>; website: string | null; t: ProfileT }) {
  return (
    <>
      {venue.amenities.length > 0 && (
        <>
          <h3 className="font-semibold">{t('profile.amenities')}</h3>
          <AmenityList amenities={venue.amenities} t={t} />
        </>
      )}
      {venue.foodAndDrinks.length > 0 && (
        <>
          <h3 className="font-semibold">{t('profile.foodAndDrinks')}</h3>
          <FoodList items={venue.foodAndDrinks} />
        </>
      )}
      {website && (
        <>
          <h3 className="font-semibold">{t('profile.website')}</h3>
          <p className="mt-1">
            <WebsiteLink website={website} />
          </p>
        </>
      )}
    </>
  );
}

/** Cards of the escorts who work at the venue. */
export function VenueEscorts({ escorts, tag, t }: { escorts: readonly Card[]; tag: string; t: T<KeysOf<'profile' | 'search'>> }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4" data-testid="venue-escorts">
      {escorts.map((card) => (
        <li key={card.id}>
          <ProfileCard card={card} t={t as Translate} numberLocale={tag} eager={false} />
        </li>
      ))}
    </ul>
  );
}
