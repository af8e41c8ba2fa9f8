/** The venue's contact and address: the shared contact and location sections, with their checks. */
import { saveVenueProfile } from '../../lib/api/client/venue.ts';
import { showSuccess } from '../../stores/toasts.ts';
import { useApp } from '../app/context.ts';
import { checkContact, CONTACT_FIELDS, ContactSection } from '../profile-forms/ContactSection.tsx';
import { profileFormErrors } from '../profile-forms/errors.ts';
import { checkLocation, LOCATION_ALIASES, LOCATION_FIELDS, LocationSection } from '../profile-forms/LocationSection.tsx';
import { contactBody, contactValues, locationBody, locationValues } from '../profile-forms/values.ts';
import { FormAlert, SubmitButton } from '../ui/fields.tsx';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';
import type { VenueSectionProps } from './values.ts';

/** The section. */
export default function ContactForm({ venue, onSaved }: VenueSectionProps) {
  const t = useT('venue', 'onboarding');
  const { region } = useApp();
  const countries = venue.countryCodes;
  const form = useApiForm({
    initial: { ...contactValues(venue.userInformation, countries, region.code), ...locationValues(venue.userInformation, region.code) },
    validate: (v) => ({ ...checkContact(v, t), ...checkLocation(v, t) }),
    submit: (v) => saveVenueProfile({ ...contactBody(v, countries), ...locationBody(v) }),
    onFailure: (failure) => profileFormErrors(t, failure, [...CONTACT_FIELDS, ...LOCATION_FIELDS], LOCATION_ALIASES),
    onSuccess: (data) => {
      onSaved(data.results);
      showSuccess();
    },
  });
  return (
    <section aria-labelledby="venue-contact" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="venue-contact" className="mb-4 text-lg font-bold">
        {t('venue.contact.title')}
      </h2>
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-8">
        <FormAlert message={form.errors._} />
        <ContactSection form={form} countries={countries} />
        <LocationSection form={form} />
        <SubmitButton busy={form.submitting}>{t('venue.save')}</SubmitButton>
      </form>
    </section>
  );
}
