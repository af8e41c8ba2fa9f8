/**
 * The two PINs: the safe PIN closes a meeting, the duress PIN looks exactly the same to anyone
 * watching but alerts every contact at once. Changing them asks the current safe PIN. The inputs
 * are numeric, never autofilled, and the PINs are never shown back (the API does not return them).
 */
import { useState } from 'react';
import { ALARME_LIMITS } from '../../lib/api/alarme-codes.ts';
import type { AlarmeSettings } from '../../lib/api/alarme.ts';
import { putAlarmeSettings } from '../../lib/api/client/alarme.ts';
import { secondaryButton } from '../ui/classes.ts';
import { FormAlert, SubmitButton, TextField } from '../ui/fields.tsx';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';
import { checkPins, type PinValues } from './checks.ts';
import { card, formButton } from './classes.ts';
import { alarmeErrors } from './errors.ts';

const EMPTY: PinValues = { pin: '', duressPin: '', currentPin: '' };

/** Props of a numeric secret input. */
export const PIN_INPUT = {
  type: 'password',
  inputMode: 'numeric',
  autoComplete: 'off',
  pattern: '[0-9]*',
  maxLength: ALARME_LIMITS.pinMax,
} as const;

interface Props {
  settings: AlarmeSettings;
  onSaved: (settings: AlarmeSettings) => void;
}

/** The PIN section. */
export default function PinSection({ settings, onSaved }: Props) {
  const t = useT('alarme');
  const [editing, setEditing] = useState(!settings.pinSet);
  const [notice, setNotice] = useState<string>();
  const hint = t('alarme.pin.hint', { min: ALARME_LIMITS.pinMin, max: ALARME_LIMITS.pinMax });
  const form = useApiForm({
    initial: EMPTY,
    validate: (v) => checkPins(v, settings.pinSet, t),
    submit: (v) => putAlarmeSettings({ pin: v.pin, duressPin: v.duressPin, ...(settings.pinSet ? { currentPin: v.currentPin } : {}) }),
    onFailure: (failure) => alarmeErrors(t, failure),
    onSuccess: ({ results }, { reset }) => {
      reset();
      onSaved(results);
      setEditing(false);
      setNotice(t('alarme.pin.saved'));
    },
  });

  return (
    <section aria-labelledby="alarme-pins" className={`${card} space-y-3`}>
      <h2 id="alarme-pins" className="text-lg font-bold">
        {t('alarme.pin.heading')}
      </h2>
      <p className="text-sm">{t('alarme.pin.intro')}</p>
      <FormAlert tone="info" message={notice} />
      {!editing ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-semibold" data-testid="pins-set">
            {t('alarme.pin.set')}
          </p>
          <button
            type="button"
            className={`${secondaryButton} min-h-12 sm:min-h-10`}
            onClick={() => {
              setNotice(undefined);
              setEditing(true);
            }}
          >
            {t('alarme.pin.change')}
          </button>
        </div>
      ) : (
        <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="grid gap-3 sm:grid-cols-2">
          {!settings.pinSet && <p className="font-semibold text-red-800 sm:col-span-2">{t('alarme.pin.notSet')}</p>}
          <FormAlert message={form.errors._} />
          {settings.pinSet && (
            <TextField className="sm:col-span-2" label={t('alarme.pin.current')} {...PIN_INPUT} {...form.text('currentPin')} />
          )}
          <TextField label={t('alarme.pin.safe')} hint={hint} {...PIN_INPUT} {...form.text('pin')} />
          <TextField label={t('alarme.pin.duress')} hint={t('alarme.pin.duressHint')} {...PIN_INPUT} {...form.text('duressPin')} />
          <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row">
            <SubmitButton busy={form.submitting} className={formButton}>
              {t('alarme.pin.save')}
            </SubmitButton>
            {settings.pinSet && (
              <button
                type="button"
                className={`${secondaryButton} min-h-12`}
                onClick={() => {
                  form.reset();
                  setEditing(false);
                }}
              >
                {t('alarme.cancel')}
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
