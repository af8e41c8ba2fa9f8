/**
 * The texts of the emergency messages (confirmation, reminder, alert, all-clear, the escort's
 * message), in the escort's language (German, Italian, else English): contacts have no account
 * and no language of their own.
 */
import type { AlertReason } from '../../lib/api/alarme-codes.ts';
import type { RegionCode } from '../../../regions/schema.ts';

type Lang = 'en' | 'de' | 'it';

/** The language of the escort's messages. */
export function langOf(locale: string | null, region: RegionCode): Lang {
  const l = locale ?? (region === 'de' || region === 'at' ? 'de' : region === 'it' ? 'it' : 'en');
  return l === 'de' || l === 'it' ? l : 'en';
}

const ZONES: Record<RegionCode, string> = {
  de: 'Europe/Berlin',
  at: 'Europe/Vienna',
  uk: 'Europe/London',
  au: 'Australia/Sydney',
  it: 'Europe/Rome',
};
const INTL: Record<Lang, string> = { en: 'en-GB', de: 'de-DE', it: 'it-IT' };

/** A time as the region's clocks show it ("15.06.2025, 12:00"). */
export function localTime(iso: string, lang: Lang, region: RegionCode): string {
  return new Intl.DateTimeFormat(INTL[lang], { dateStyle: 'short', timeStyle: 'short', timeZone: ZONES[region] }).format(new Date(iso));
}

/** A map link to a position. */
export const mapLink = (lat: number, lon: number) => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;

const REASONS: Record<Lang, Record<AlertReason, string>> = {
  en: {
    missed_check_in: 'did not check in safe after a meeting',
    panic: 'pressed the panic button during a meeting',
    duress: 'checked in under duress: they are in danger and could not say so',
  },
  de: {
    missed_check_in: 'hat sich nach einem Treffen nicht sicher zurückgemeldet',
    panic: 'hat während eines Treffens den Notruf ausgelöst',
    duress: 'hat sich unter Zwang zurückgemeldet: sie ist in Gefahr und konnte es nicht sagen',
  },
  it: {
    missed_check_in: 'non ha confermato di stare bene dopo un incontro',
    panic: 'ha premuto il pulsante di emergenza durante un incontro',
    duress: 'ha confermato sotto costrizione: è in pericolo e non ha potuto dirlo',
  },
};

const T = {
  en: {
    confirmSubject: (n: string) => `${n} asks you to be an emergency contact`,
    confirm: (n: string, link: string, code: string, id: number) =>
      `${n} added you as an emergency contact on Lustmap: if ${n} misses a safety check-in after a meeting, you will be alerted. Confirm here: ${link} (or enter code ${code} for contact no. ${id}).`,
    reminderSubject: 'Your safety check-in is due soon',
    reminder: (at: string) => `Lustmap: your safety check-in is due at ${at}. Check in safe or extend, or your contacts will be alerted.`,
    alertSubject: (n: string) => `EMERGENCY: ${n} may need help`,
    alert: 'EMERGENCY',
    place: 'Place',
    time: 'Meeting',
    checkIn: 'Check-in was due',
    client: 'Client',
    location: 'Last shared location',
    noLocation: 'no location shared',
    call: (n: string) => `If you cannot reach them, call the police: ${n}.`,
    page: 'Details and "I\'m on it"',
    resolvedSubject: (n: string) => `All clear: ${n} checked in safe`,
    resolved: (n: string) => `All clear: ${n} has now checked in safe. Thank you for being there.`,
    messageSubject: (n: string) => `A message from ${n}`,
    message: (n: string, text: string) => `${n} (your emergency contact on Lustmap) writes: ${text}`,
  },
  de: {
    confirmSubject: (n: string) => `${n} bittet dich, Notfallkontakt zu sein`,
    confirm: (n: string, link: string, code: string, id: number) =>
      `${n} hat dich auf Lustmap als Notfallkontakt eingetragen: Meldet sich ${n} nach einem Treffen nicht sicher zurück, wirst du benachrichtigt. Bestätige hier: ${link} (oder gib den Code ${code} für Kontakt Nr. ${id} ein).`,
    reminderSubject: 'Deine Sicherheits-Rückmeldung ist bald fällig',
    reminder: (at: string) =>
      `Lustmap: Deine Sicherheits-Rückmeldung ist um ${at} fällig. Melde dich sicher zurück oder verlängere, sonst werden deine Kontakte benachrichtigt.`,
    alertSubject: (n: string) => `NOTFALL: ${n} braucht vielleicht Hilfe`,
    alert: 'NOTFALL',
    place: 'Ort',
    time: 'Treffen',
    checkIn: 'Rückmeldung fällig um',
    client: 'Kunde',
    location: 'Zuletzt geteilter Standort',
    noLocation: 'kein Standort geteilt',
    call: (n: string) => `Wenn du sie nicht erreichst, ruf die Polizei: ${n}.`,
    page: 'Details und „Ich kümmere mich“',
    resolvedSubject: (n: string) => `Entwarnung: ${n} hat sich sicher zurückgemeldet`,
    resolved: (n: string) => `Entwarnung: ${n} hat sich jetzt sicher zurückgemeldet. Danke, dass du da bist.`,
    messageSubject: (n: string) => `Eine Nachricht von ${n}`,
    message: (n: string, text: string) => `${n} (dein Notfallkontakt auf Lustmap) schreibt: ${text}`,
  },
  it: {
    confirmSubject: (n: string) => `${n} ti chiede di essere un contatto di emergenza`,
    confirm: (n: string, link: string, code: string, id: number) =>
      `${n} ti ha aggiunto come contatto di emergenza su Lustmap: se ${n} non conferma di stare bene dopo un incontro, riceverai un avviso. Conferma qui: ${link} (oppure inserisci il codice ${code} per il contatto n. ${id}).`,
    reminderSubject: 'La tua conferma di sicurezza è in scadenza',
    reminder: (at: string) =>
      `Lustmap: la tua conferma di sicurezza scade alle ${at}. Conferma di stare bene o prolunga, altrimenti i tuoi contatti saranno avvisati.`,
    alertSubject: (n: string) => `EMERGENZA: ${n} potrebbe avere bisogno di aiuto`,
    alert: 'EMERGENZA',
    place: 'Luogo',
    time: 'Incontro',
    checkIn: 'Conferma prevista alle',
    client: 'Cliente',
    location: 'Ultima posizione condivisa',
    noLocation: 'nessuna posizione condivisa',
    call: (n: string) => `Se non riesci a raggiungerla, chiama la polizia: ${n}.`,
    page: 'Dettagli e "Me ne occupo io"',
    resolvedSubject: (n: string) => `Cessato allarme: ${n} sta bene`,
    resolved: (n: string) => `Cessato allarme: ${n} ha confermato di stare bene. Grazie di esserci.`,
    messageSubject: (n: string) => `Un messaggio da ${n}`,
    message: (n: string, text: string) => `${n} (il tuo contatto di emergenza su Lustmap) scrive: ${text}`,
  },
} as const;

/** The texts of one language. */
export const textsOf = (lang: Lang) => T[lang];

/** What an alert message tells. */
export interface AlertFacts {
  name: string;
  reason: AlertReason;
  place: string;
  startsAt: string;
  endsAt: string;
  checkInAt: string;
  clientDescription: string | null;
  clientPhone: string | null;
  location: { lat: number; lon: number } | null;
  emergencyNumber: string;
  link: string;
}

/** The alert's subject and text (SMS: one paragraph; e-mail: one fact a line). */
export function alertText(f: AlertFacts, lang: Lang, region: RegionCode, channel: 'email' | 'sms') {
  const t = T[lang];
  const time = (iso: string) => localTime(iso, lang, region);
  const client = [f.clientDescription, f.clientPhone].filter(Boolean).join(', ');
  const facts = [
    `${t.place}: ${f.place}`,
    `${t.time}: ${time(f.startsAt)} – ${time(f.endsAt)}`,
    `${t.checkIn}: ${time(f.checkInAt)}`,
    ...(client ? [`${t.client}: ${client}`] : []),
    `${t.location}: ${f.location ? mapLink(f.location.lat, f.location.lon) : t.noLocation}`,
  ];
  const head = `${t.alert}: ${f.name} ${REASONS[lang][f.reason]}.`;
  const tail = [t.call(f.emergencyNumber), `${t.page}: ${f.link}`];
  return {
    subject: t.alertSubject(f.name),
    text: channel === 'sms' ? [head, ...facts.map((x) => `${x}.`), ...tail].join(' ') : [head, '', ...facts, '', ...tail].join('\n'),
  };
}
