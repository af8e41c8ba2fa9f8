/**
 * Record a meeting, or change one that is scheduled or active: where, when it starts and ends, the
 * check-in time (defaults: start now, end in an hour, check-in at the end; the check-in follows the
 * end until it is changed by hand), and optionally who the client is.
 */
import { useState } from 'react';
import { ALARME_LIMITS } from '../../lib/api/alarme-codes.ts';
import type { Meeting } from '../../lib/api/alarme.ts';
import { createMeeting, updateMeeting } from '../../lib/api/client/alarme.ts';
import { useApp } from '../app/context.ts';
import { DIAL_CODES } from '../auth/ContactFields.tsx';
import { secondaryButton } from '../ui/classes.ts';
import { FormAlert, SubmitButton, TextareaField, TextField } from '../ui/fields.tsx';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';
import { checkMeeting, meetingBody, type MeetingValues } from './checks.ts';
import { formButton } from './classes.ts';
import { alarmeErrors } from './errors.ts';
import { defaultMeetingTimes, toLocalInput } from './times.ts';

interface Props {
  /** The meeting changed; a new one without it. */
  meeting?: Meeting;
  onSaved: (meeting: Meeting) => void;
  onCancel: () => void;
}

function initialValues(meeting: Meeting | undefined): MeetingValues {
  if (!meeting) return { place: '', ...defaultMeetingTimes(Date.now()), clientDescription: '', clientPhone: '' };
  return {
    place: meeting.place,
    startsAt: toLocalInput(Date.parse(meeting.startsAt)),
    endsAt: toLocalInput(Date.parse(meeting.endsAt)),
    checkInAt: toLocalInput(Date.parse(meeting.checkInAt)),
    clientDescription: meeting.clientDescription ?? '',
    clientPhone: meeting.clientPhone ?? '',
  };
}

/** The form. */
export default function MeetingForm({ meeting, onSaved, onCancel }: Props) {
  const t = useT('alarme');
  const { region } = useApp();
  const dial = DIAL_CODES[region.code];
  // A changed meeting keeps its own check-in; a new one's follows the end until it is set by hand.
  const [checkInTouched, setCheckInTouched] = useState(meeting !== undefined);
  const form = useApiForm({
    initial: initialValues(meeting),
    validate: (v) => checkMeeting(v, dial, t),
    submit: (v) => (meeting ? updateMeeting(meeting.id, meetingBody(v, dial)) : createMeeting(meetingBody(v, dial))),
    onFailure: (failure) => alarmeErrors(t, failure),
    onSuccess: ({ results }) => onSaved(results),
  });
  const headingId = meeting ? `meeting-form-${meeting.id}` : 'meeting-form-new';
  const endsAt = form.text('endsAt');
  const checkInAt = form.text('checkInAt');

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-gray-300 bg-white p-4 sm:grid-cols-3"
    >
      <h3 id={headingId} className="font-bold sm:col-span-3">
        {meeting ? t('alarme.meetings.editHeading') : t('alarme.meetings.newHeading')}
      </h3>
      <FormAlert message={form.errors._} />
      <TextField
        className="sm:col-span-3"
        label={t('alarme.meetings.place')}
        autoComplete="off"
        maxLength={ALARME_LIMITS.text}
        {...form.text('place')}
      />
      <TextField label={t('alarme.meetings.startsAt')} type="datetime-local" {...form.text('startsAt')} />
      <TextField
        label={t('alarme.meetings.endsAt')}
        type="datetime-local"
        {...endsAt}
        onChange={(e) => {
          endsAt.onChange(e);
          if (!checkInTouched) form.set('checkInAt', e.target.value);
        }}
      />
      <TextField
        label={t('alarme.meetings.checkInAt')}
        type="datetime-local"
        hint={t('alarme.meetings.checkInHint')}
        {...checkInAt}
        onChange={(e) => {
          setCheckInTouched(true);
          checkInAt.onChange(e);
        }}
      />
      <TextareaField
        className="sm:col-span-2"
        label={t('alarme.meetings.clientDescription')}
        hint={t('alarme.meetings.clientDescriptionHint')}
        rows={2}
        maxLength={ALARME_LIMITS.text}
        {...form.text('clientDescription')}
      />
      <TextField
        label={t('alarme.meetings.clientPhone')}
        type="tel"
        autoComplete="off"
        placeholder={`${dial} …`}
        {...form.text('clientPhone')}
      />
      <div className="flex flex-col gap-2 sm:col-span-3 sm:flex-row">
        <SubmitButton busy={form.submitting} className={formButton}>
          {meeting ? t('alarme.meetings.update') : t('alarme.meetings.create')}
        </SubmitButton>
        <button type="button" className={`${secondaryButton} min-h-12`} onClick={onCancel}>
          {t('alarme.cancel')}
        </button>
      </div>
    </form>
  );
}
