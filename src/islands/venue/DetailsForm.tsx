/**
 * The venue's details: the shared about fields (name, slogan, about; the region's advert rules
 * are checked by the server and shown at the field), the kind of venue and the website (stored
 * with http:// when typed without; only http and https are accepted).
 */
import { saveVenueProfile } from '../../lib/api/client/venue.ts';
import { VENUE_KINDS } from '../../domain/venues.ts';
import { showSuccess } from '../../stores/toasts.ts';
import { ABOUT_FIELDS, AboutSection, checkAbout } from '../profile-forms/AboutSection.tsx';
import { profileFormErrors } from '../profile-forms/errors.ts';
import { FormAlert, SelectField, SubmitButton, TextField } from '../ui/fields.tsx';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';
import { detailsBody, detailsValues, type VenueSectionProps } from './values.ts';

/** The section. */
export default function DetailsForm({ venue, onSaved }: VenueSectionProps) {
  const t = useT('venue', 'onboarding', 'profile');
  const form = useApiForm({
    initial: detailsValues(venue),
    validate: (v) => checkAbout(v, t),
    submit: (v) => saveVenueProfile(detailsBody(v)),
    onFailure: (failure) => profileFormErrors(t, failure, [...ABOUT_FIELDS, 'venue_kind', 'website']),
    onSuccess: (data, f) => {
      onSaved(data.results);
      f.reset(detailsValues(data.results));
      showSuccess();
    },
  });
  const kinds = [{ value: '', label: t('venue.kind.choose') }, ...VENUE_KINDS.map((k) => ({ value: k, label: t(`profile.kind.${k}`) }))];
  return (
    <section aria-labelledby="venue-details" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="venue-details" className="mb-4 text-lg font-bold">
        {t('venue.details.title')}
      </h2>
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-5">
        <FormAlert message={form.errors._} />
        <SelectField
          label={t('venue.kind.label')}
          options={kinds}
          value={form.values.venue_kind}
          error={form.errors.venue_kind}
          onChange={(e) => form.set('venue_kind', e.target.value as typeof form.values.venue_kind)}
        />
        <AboutSection form={form} />
        <TextField
          label={t('venue.website.label')}
          hint={t('venue.website.hint')}
          type="text"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="off"
          spellCheck={false}
          {...form.text('website')}
        />
        <SubmitButton busy={form.submitting}>{t('venue.save')}</SubmitButton>
      </form>
    </section>
  );
}
