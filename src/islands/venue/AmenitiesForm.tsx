/** The venue's amenities (a fixed list, ticked) and its food and drinks (free texts, one per line). */
import { saveVenueProfile } from '../../lib/api/client/venue.ts';
import type { VenueProfile } from '../../lib/api/venue.ts';
import { VENUE_AMENITIES } from '../../domain/venues.ts';
import { showSuccess } from '../../stores/toasts.ts';
import { profileFormErrors } from '../profile-forms/errors.ts';
import { CheckboxField, FormAlert, SubmitButton, TextareaField } from '../ui/fields.tsx';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';
import { foodFromText, foodProblem, foodToText, type VenueSectionProps } from './values.ts';

type Values = { food: string } & Record<`amenity_${string}`, boolean>;

const valuesOf = (v: VenueProfile): Values => ({
  food: foodToText(v.food_and_drinks),
  ...Object.fromEntries(VENUE_AMENITIES.map((a) => [`amenity_${a}`, v.amenities.includes(a)])),
});

/** The section. */
export default function AmenitiesForm({ venue, onSaved }: VenueSectionProps) {
  const t = useT('venue', 'profile');
  const form = useApiForm({
    initial: valuesOf(venue),
    validate: (v): Record<string, string> => {
      const problem = foodProblem(foodFromText(v.food));
      return problem ? { food: t(problem) } : {};
    },
    submit: (v) =>
      saveVenueProfile({
        amenities: VENUE_AMENITIES.filter((a) => v[`amenity_${a}`]),
        food_and_drinks: foodFromText(v.food),
      }),
    // Errors of the list's entries ("food_and_drinks.3") show at the text box.
    onFailure: (failure) =>
      profileFormErrors(t, failure, ['food'], { food_and_drinks: 'food', ...foodAliases(failure.errors), amenities: '_' }),
    onSuccess: (data, f) => {
      onSaved(data.results);
      f.reset(valuesOf(data.results));
      showSuccess();
    },
  });
  return (
    <section aria-labelledby="venue-amenities" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="venue-amenities" className="mb-4 text-lg font-bold">
        {t('venue.amenities.title')}
      </h2>
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-5">
        <FormAlert message={form.errors._} />
        <fieldset>
          <legend className="font-semibold">{t('venue.amenities.legend')}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {VENUE_AMENITIES.map((a) => (
              <CheckboxField key={a} label={t(`profile.amenity.${a}`)} {...form.checkbox(`amenity_${a}`)} />
            ))}
          </div>
        </fieldset>
        <TextareaField label={t('venue.food.label')} hint={t('venue.food.hint')} rows={5} {...form.text('food')} />
        <SubmitButton busy={form.submitting}>{t('venue.save')}</SubmitButton>
      </form>
    </section>
  );
}

/** Each entry's error key ("food_and_drinks.2") mapped to the text box. */
function foodAliases(errors: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.keys(errors)
      .filter((k) => k.startsWith('food_and_drinks.'))
      .map((k) => [k, 'food']),
  );
}
