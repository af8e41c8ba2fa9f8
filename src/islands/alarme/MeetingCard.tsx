/**
 * One open meeting as a big card: status, times, the countdown to the check-in (or since it was
 * missed, and when contacts will be alerted), who is on it after an alert, and the actions: "I'm
 * safe" (PIN dialog), extend, panic (after a confirmation), cancel (scheduled only), change, and
 * share the location (sent to contacts only with an alert).
 */
import { useState } from 'react';
import { ALARME_LIMITS, type MeetingAction } from '../../lib/api/alarme-codes.ts';
import type { Meeting, MeetingStatusBody } from '../../lib/api/alarme.ts';
import { setMeetingStatus, shareMeetingLocation } from '../../lib/api/client/alarme.ts';
import { formatDate, formatDuration, localeTag } from '../../lib/format.ts';
import { useApp } from '../app/context.ts';
import { newClientId } from '../messages/client-id.ts';
import ConfirmDialog from '../ui/ConfirmDialog.tsx';
import { failureErrors } from '../ui/failure.ts';
import { FormAlert } from '../ui/fields.tsx';
import { useT } from '../ui/useT.ts';
import { bigDanger, bigPrimary, bigSecondary } from './classes.ts';
import { alarmeErrors } from './errors.ts';
import { canAct } from './meetings.ts';
import { alertAt, countdown } from './times.ts';

const TONE: Record<Meeting['status'], string> = {
  scheduled: 'border-gray-300 bg-white',
  active: 'border-brand-600 bg-white',
  overdue: 'border-amber-600 bg-amber-50',
  alerted: 'border-red-700 bg-red-50',
  safe: 'border-green-700 bg-white',
  cancelled: 'border-gray-300 bg-white',
};

interface Props {
  meeting: Meeting;
  now: number;
  graceMinutes: number;
  emergencyNumber: string;
  /** A safe tap for this meeting waits for a connection. */
  sending: boolean;
  onSafe: () => void;
  onEdit: () => void;
  /** The meeting as the server answered. */
  onChange: (meeting: Meeting) => void;
  onNotice: (text: string) => void;
}

/** The card. */
export default function MeetingCard({
  meeting: m,
  now,
  graceMinutes,
  emergencyNumber,
  sending,
  onSafe,
  onEdit,
  onChange,
  onNotice,
}: Props) {
  const t = useT('alarme');
  const { locale, region } = useApp();
  const tag = localeTag(locale, region.code);
  const time = (iso: string | number) => formatDate(iso, tag, { timeStyle: 'short' });
  const dateTime = (iso: string) => formatDate(iso, tag, { dateStyle: 'short', timeStyle: 'short' });
  const [confirm, setConfirm] = useState<'panic' | 'cancel'>();
  const [extending, setExtending] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string>();
  const left = countdown(m.checkInAt, now);
  const headingId = `meeting-${m.id}`;

  const act = async (action: Exclude<MeetingAction, 'safe'>, extra: Partial<MeetingStatusBody> = {}) => {
    setBusy(true);
    setAlert(undefined);
    const res = await setMeetingStatus(m.id, { action, clientActionId: newClientId(), ...extra });
    setBusy(false);
    setConfirm(undefined);
    setExtending(false);
    if (res.errors) {
      // Without a connection a panic cannot reach anyone: the emergency number can.
      const text =
        res.status === 0
          ? t('alarme.card.offline', { number: emergencyNumber })
          : Object.values(alarmeErrors(t, res) ?? failureErrors(t, res))[0];
      return setAlert(text);
    }
    const next = res.data.results;
    onChange(next);
    if (action === 'extend') onNotice(t('alarme.card.extended', { time: time(next.checkInAt) }));
    if (action === 'panic') onNotice(t('alarme.card.panicked'));
    if (action === 'cancel') onNotice(t('alarme.card.cancelled'));
  };

  const share = () => {
    setAlert(undefined);
    if (!('geolocation' in navigator)) return setAlert(t('alarme.card.locationFailed'));
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        void shareMeetingLocation(m.id, {
          lat: pos.coords.latitude,
          lon: pos.coords.longitude,
          accuracy: Math.round(pos.coords.accuracy),
        }).then((res) => {
          setBusy(false);
          if (res.errors) return setAlert(Object.values(alarmeErrors(t, res) ?? failureErrors(t, res))[0]);
          onChange(res.data.results);
        });
      },
      () => {
        setBusy(false);
        setAlert(t('alarme.card.locationFailed'));
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  };

  return (
    <li
      className={`space-y-3 rounded-2xl border-2 p-4 ${TONE[m.status]}`}
      aria-labelledby={headingId}
      data-testid="meeting-card"
      data-status={m.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold break-words">
          {m.place}
        </h3>
        <span className="rounded-full bg-night px-3 py-1 text-sm font-semibold text-white" data-testid="meeting-status">
          {t(`alarme.status.${m.status}`)}
        </span>
      </div>
      <p className="text-sm">
        {dateTime(m.startsAt)} – {time(m.endsAt)} · {t('alarme.card.checkIn', { time: dateTime(m.checkInAt) })}
      </p>
      {m.clientDescription && <p className="text-sm break-words text-ink-muted">{m.clientDescription}</p>}

      {sending ? (
        <p role="status" className="rounded-xl bg-amber-100 p-3 font-semibold text-amber-900">
          {t('alarme.safe.queued')}
        </p>
      ) : m.status === 'alerted' ? (
        <div className="space-y-1 text-red-900">
          <p className="font-bold">{t('alarme.card.alerted', { time: time(m.alertedAt ?? now) })}</p>
          {m.acknowledgedBy.length > 0 ? (
            <ul className="text-sm">
              {m.acknowledgedBy.map((a) => (
                <li key={`${a.name}-${a.at}`}>{t('alarme.card.acknowledged', { name: a.name, time: time(a.at) })}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm">{t('alarme.card.noAck', { number: emergencyNumber })}</p>
          )}
        </div>
      ) : left.past ? (
        <p className="font-bold text-amber-900">
          {t('alarme.card.overdue', { clock: left.clock, time: time(alertAt(m.checkInAt, graceMinutes)) })}
        </p>
      ) : (
        <p className="text-lg">
          {t('alarme.card.countdown')}{' '}
          <strong className="font-mono text-2xl" data-testid="meeting-countdown">
            {left.clock}
          </strong>
        </p>
      )}

      <FormAlert message={alert} />
      <div className="grid gap-2 sm:grid-cols-2">
        <button type="button" className={bigPrimary} disabled={sending} onClick={onSafe}>
          {t('alarme.card.safe')}
        </button>
        {canAct(m, 'panic') && (
          <button type="button" className={bigDanger} disabled={busy} onClick={() => setConfirm('panic')}>
            {t('alarme.card.panic')}
          </button>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {canAct(m, 'extend') && (
          <button type="button" className={bigSecondary} aria-expanded={extending} disabled={busy} onClick={() => setExtending((x) => !x)}>
            {t('alarme.card.extend')}
          </button>
        )}
        <button type="button" className={bigSecondary} disabled={busy} onClick={share}>
          {t('alarme.card.location')}
        </button>
        {canAct(m, 'edit') && (
          <button type="button" className={bigSecondary} onClick={onEdit}>
            {t('alarme.meetings.edit')}
          </button>
        )}
        {canAct(m, 'cancel') && (
          <button type="button" className={bigSecondary} disabled={busy} onClick={() => setConfirm('cancel')}>
            {t('alarme.card.cancel')}
          </button>
        )}
      </div>
      {extending && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold">{t('alarme.card.extendBy')}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {ALARME_LIMITS.extendMinutes.map((minutes) => (
              <button key={minutes} type="button" className={bigSecondary} disabled={busy} onClick={() => void act('extend', { minutes })}>
                {formatDuration(minutes, tag)}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <p className="text-sm text-ink-muted">
        {m.lastLocation ? `${t('alarme.card.locationShared', { time: time(m.lastLocation.at) })} ` : ''}
        {t('alarme.card.locationHint')}
      </p>

      {confirm === 'panic' && (
        <ConfirmDialog
          title={t('alarme.card.panicTitle')}
          confirmLabel={t('alarme.card.panicConfirm')}
          cancelLabel={t('alarme.back')}
          busy={busy}
          onConfirm={() => void act('panic')}
          onClose={() => setConfirm(undefined)}
        >
          <p>{t('alarme.card.panicText', { number: emergencyNumber })}</p>
        </ConfirmDialog>
      )}
      {confirm === 'cancel' && (
        <ConfirmDialog
          title={t('alarme.card.cancelTitle')}
          confirmLabel={t('alarme.card.cancelConfirm')}
          cancelLabel={t('alarme.back')}
          busy={busy}
          onConfirm={() => void act('cancel')}
          onClose={() => setConfirm(undefined)}
        >
          <p>{t('alarme.card.cancelText')}</p>
        </ConfirmDialog>
      )}
    </li>
  );
}
