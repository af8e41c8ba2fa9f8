/**
 * /emergency/alert/ (public): the alerted contact's private page, by the secret in the fragment
 * (`#<token>`). It shows who needs help and why, the meeting, the client, the last shared
 * location (a link to OpenStreetMap), the region's emergency number, who is already on it, and
 * "I'm on it". It asks again every 30 s, until the escort checked in safe. The fragment stays in
 * the address bar so a reload in a hurry still works; browsers never send it to a server.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { AlertView } from '../../lib/api/alarme.ts';
import { acknowledgeAlert, getAlert } from '../../lib/api/client/alarme.ts';
import { formatDate, localeTag } from '../../lib/format.ts';
import { useApp } from '../app/context.ts';
import { FormAlert } from '../ui/fields.tsx';
import { useT } from '../ui/useT.ts';
import { bigPrimary, card } from './classes.ts';
import EmergencyNumber from './EmergencyNumber.tsx';
import { tokenFromHash } from './fragment.ts';
import { osmLink } from './osm.ts';

/** How often the alert is fetched again. */
const POLL_MS = 30_000;

type State = { kind: 'loading' } | { kind: 'invalid' } | { kind: 'offline' } | { kind: 'shown'; alert: AlertView };

/** The page. */
export default function AlertPage() {
  const t = useT('alarme');
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const [state, setState] = useState<State>(token ? { kind: 'loading' } : { kind: 'invalid' });

  const refresh = useCallback(async () => {
    if (!token) return;
    const res = await getAlert(token);
    if (res.data) return setState({ kind: 'shown', alert: res.data.results });
    // Keep what is shown when a later poll fails; a first failure says why.
    setState((s) => (s.kind === 'shown' ? s : res.status === 0 || res.status >= 500 ? { kind: 'offline' } : { kind: 'invalid' }));
  }, [token]);

  const resolved = state.kind === 'shown' && state.alert.resolved;
  useEffect(() => {
    void refresh();
  }, [refresh]);
  useEffect(() => {
    if (!token || resolved) return;
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [token, resolved, refresh]);

  if (state.kind === 'loading') return <p role="status">{t('alarme.loading')}</p>;
  if (state.kind === 'invalid') return <p role="alert">{t('alarme.alert.invalid')}</p>;
  if (state.kind === 'offline') return <p role="alert">{t('alarme.alert.offline')}</p>;
  return <AlertDetails token={token!} alert={state.alert} onChange={(alert) => setState({ kind: 'shown', alert })} />;
}

interface DetailsProps {
  token: string;
  alert: AlertView;
  onChange: (alert: AlertView) => void;
}

function AlertDetails({ token, alert: a, onChange }: DetailsProps) {
  const t = useT('alarme');
  const { locale, region } = useApp();
  const tag = localeTag(locale, region.code);
  const time = (iso: string) => formatDate(iso, tag, { timeStyle: 'short' });
  const dateTime = (iso: string) => formatDate(iso, tag, { dateStyle: 'medium', timeStyle: 'short' });
  const [acked, setAcked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();

  const ack = async () => {
    setBusy(true);
    setFailed(undefined);
    const res = await acknowledgeAlert(token);
    setBusy(false);
    if (!res.data) return setFailed(res.status === 0 ? t('alarme.alert.offline') : t('common.error'));
    setAcked(true);
    onChange(res.data.results);
  };

  const row = (label: string, value: ReactNode) => (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold">{label}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );

  return (
    <div className="mx-auto max-w-2xl space-y-5">
      {a.resolved ? (
        <p role="status" className="rounded-2xl bg-green-100 p-4 text-xl font-bold text-green-900" data-testid="alert-resolved">
          {t('alarme.alert.resolved', { name: a.escortName })}
        </p>
      ) : (
        <div role="alert" className="rounded-2xl bg-red-700 p-4 text-white">
          <h2 className="text-2xl font-bold">{t('alarme.alert.heading', { name: a.escortName })}</h2>
          <p className="mt-2 text-lg">{t(`alarme.alert.reason.${a.reason}`, { name: a.escortName })}</p>
          <p className="mt-1 text-sm">{t('alarme.alert.alertedAt', { time: dateTime(a.alertedAt) })}</p>
        </div>
      )}
      <EmergencyNumber number={a.emergencyNumber} />

      <section aria-labelledby="alert-on-it" className={`${card} space-y-3`}>
        <h2 id="alert-on-it" className="text-lg font-bold">
          {t('alarme.alert.onIt')}
        </h2>
        {a.acknowledgedBy.length === 0 ? (
          <p>{t('alarme.alert.nobody')}</p>
        ) : (
          <ul className="list-inside list-disc" data-testid="alert-acks">
            {a.acknowledgedBy.map((x) => (
              <li key={`${x.name}-${x.at}`}>{t('alarme.alert.ackBy', { name: x.name, time: time(x.at) })}</li>
            ))}
          </ul>
        )}
        <FormAlert message={failed} />
        {acked ? (
          <p role="status" className="font-semibold">
            {t('alarme.alert.acked')}
          </p>
        ) : (
          !a.resolved && (
            <button type="button" className={bigPrimary} disabled={busy} aria-busy={busy} onClick={() => void ack()}>
              {t('alarme.alert.ack')}
            </button>
          )
        )}
      </section>

      <section aria-labelledby="alert-meeting" className={card}>
        <h2 id="alert-meeting" className="mb-3 text-lg font-bold">
          {t('alarme.alert.details')}
        </h2>
        <dl className="space-y-3">
          {row(t('alarme.alert.place'), a.place)}
          {row(t('alarme.alert.time'), `${dateTime(a.startsAt)} – ${time(a.endsAt)}`)}
          {row(t('alarme.alert.checkIn'), dateTime(a.checkInAt))}
          {a.clientDescription && row(t('alarme.alert.client'), a.clientDescription)}
          {a.clientPhone && row(t('alarme.alert.clientPhone'), <a href={`tel:${a.clientPhone}`}>{a.clientPhone}</a>)}
          {row(
            t('alarme.alert.location'),
            a.lastLocation ? (
              <a
                href={osmLink(a.lastLocation.lat, a.lastLocation.lon)}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="alert-location"
              >
                {t('alarme.alert.locationLink', { time: time(a.lastLocation.at) })}
                <span className="sr-only"> ({t('nav.opensNewTab')})</span>
              </a>
            ) : (
              t('alarme.alert.noLocation')
            ),
          )}
        </dl>
      </section>
    </div>
  );
}
