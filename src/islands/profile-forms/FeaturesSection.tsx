/**
 * Features (SPEC §3 "Onboarding user features"): every option list of GET /users/profile/resources/
 * with its SPEC labels, the date of birth (adults only: the picker stops at the latest adult
 * birthday, and the check says so), languages and height.
 */
import { latestAdultBirthDate } from '../../lib/age.ts';
import type { ProfileResources } from '../../lib/api/own-profile.ts';
import { SelectField, TextField } from '../ui/fields.tsx';
import type { FormErrors } from '../ui/form-state.ts';
import { useT } from '../ui/useT.ts';
import { bindText, type SectionForm } from './section.ts';
import { CHOICE_FEATURES, type FeaturesValues } from './values.ts';

/** The fields of the section. */
export const FEATURES_FIELDS = [...CHOICE_FEATURES, 'date_of_birth', 'languages', 'height_cm'];

interface Props {
  form: SectionForm<FeaturesValues>;
  options: ProfileResources['features'];
}

/** The feature inputs. */
export function FeaturesSection({ form, options }: Props) {
  const t = useT('onboarding');
  const languages = options.languages ?? [];
  const chosen = new Set(form.values.languages);
  const toggle = (value: string, on: boolean) =>
    form.set(
      'languages',
      languages.map((o) => o.value).filter((l) => (l === value ? on : chosen.has(l))),
    );
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-bold">{t('profileForm.features.title')}</legend>
      <TextField
        label={t('profileForm.features.dateOfBirth')}
        type="date"
        min="1900-01-01"
        max={latestAdultBirthDate(new Date())}
        autoComplete="bday"
        hint={t('profileForm.features.dateOfBirthHint')}
        {...bindText(form, 'date_of_birth')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {CHOICE_FEATURES.map((name) => (
          <SelectField
            key={name}
            label={t(`profileForm.feature.${name}`)}
            options={[{ value: '', label: t('profileForm.features.notStated') }, ...(options[name] ?? [])]}
            {...bindText(form, name)}
          />
        ))}
        <TextField
          label={t('profileForm.features.height')}
          type="number"
          inputMode="numeric"
          min={120}
          max={230}
          {...bindText(form, 'height_cm')}
        />
      </div>
      <fieldset aria-describedby={form.errors.languages ? 'features-languages-error' : undefined}>
        <legend className="mb-1 text-sm font-semibold">{t('profileForm.features.languages')}</legend>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {languages.map((o) => (
            <li key={o.value}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4 rounded border-gray-400 accent-brand-700"
                  checked={chosen.has(o.value)}
                  aria-invalid={form.errors.languages ? true : undefined}
                  onChange={(e) => toggle(o.value, e.target.checked)}
                />
                {o.label}
              </label>
            </li>
          ))}
        </ul>
        {form.errors.languages && (
          <p id="features-languages-error" className="mt-1 text-sm font-medium text-red-700">
            {form.errors.languages}
          </p>
        )}
      </fieldset>
    </fieldset>
  );
}

/** Local check: a date of birth of an adult (SPEC: adults only). */
export function checkFeatures(v: FeaturesValues, t: (key: 'profileForm.features.underAge') => string): FormErrors {
  return v.date_of_birth && v.date_of_birth > latestAdultBirthDate(new Date()) ? { date_of_birth: t('profileForm.features.underAge') } : {};
}
