/**
 * /users/account-venue/ (venue role): the venue's own profile — status with publish/unpublish,
 * details (name, kind, slogan, about, website), opening hours, amenities with food and drinks,
 * the cover photo and photos, contact and address — and below it the account essentials every
 * account page has. Each section saves on its own through PATCH /users/venue-profile.
 */
import { useState } from 'react';
import { getVenueProfile } from '../../lib/api/client/venue.ts';
import type { VenueProfile } from '../../lib/api/venue.ts';
import { AccountVenuePage } from '../account/AccountPage.tsx';
import { useApp } from '../app/context.ts';
import { useResults } from '../profile-forms/load.ts';
import { useT } from '../ui/useT.ts';
import AmenitiesForm from './AmenitiesForm.tsx';
import ContactForm from './ContactForm.tsx';
import CoverPhotos from './CoverPhotos.tsx';
import DetailsForm from './DetailsForm.tsx';
import HoursForm from './HoursForm.tsx';
import VenueStatus from './VenueStatus.tsx';

/** The page. */
export default function VenueAccountPage() {
  const t = useT('venue');
  const { href } = useApp();
  const loaded = useResults('venue-profile', () => getVenueProfile());
  const [venue, setVenue] = useState<VenueProfile>(loaded);
  return (
    <div className="space-y-6">
      <p className="max-w-2xl text-ink-muted">
        {t('venue.page.intro')}{' '}
        <a href={href('staticEstablishment')} className="font-semibold">
          {t('venue.page.previews')}
        </a>
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-6">
          <DetailsForm venue={venue} onSaved={setVenue} />
          <HoursForm venue={venue} onSaved={setVenue} />
          <AmenitiesForm venue={venue} onSaved={setVenue} />
          <CoverPhotos onCount={(photosCount) => setVenue((v) => ({ ...v, photosCount }))} />
          <ContactForm venue={venue} onSaved={setVenue} />
        </div>
        <div className="min-w-0 space-y-6">
          <VenueStatus venue={venue} onChanged={setVenue} />
        </div>
      </div>
      <section aria-labelledby="venue-account">
        <h2 id="venue-account" className="mb-3 text-xl font-bold">
          {t('venue.account.title')}
        </h2>
        <AccountVenuePage />
      </section>
    </div>
  );
}
