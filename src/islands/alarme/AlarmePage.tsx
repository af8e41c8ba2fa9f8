/**
 * /users/profile/alarme/ (SPEC §2, escorts only; a tab of the profile editor): emergency meetings.
 * Phone-first: the region's emergency number on top, the open meetings with their big buttons,
 * then the contacts, the PINs, the message to contacts and the previous meetings. Everything here
 * is the escort's own; the API shows it to nobody else until an alert fired.
 */
import { useCallback, useState } from 'react';
import type { AlarmeSettings, EmergencyContact, Meeting } from '../../lib/api/alarme.ts';
import { getAlarmeSettings, getContacts, getMeetings } from '../../lib/api/client/alarme.ts';
import { LoadedTab } from '../editor/LoadedTab.tsx';
import { useT } from '../ui/useT.ts';
import ContactsSection from './ContactsSection.tsx';
import EmergencyNumber from './EmergencyNumber.tsx';
import MeetingsSection from './MeetingsSection.tsx';
import MessageSection from './MessageSection.tsx';
import PinSection from './PinSection.tsx';
import PreviousMeetings from './PreviousMeetings.tsx';

interface Loaded {
  settings: AlarmeSettings;
  contacts: EmergencyContact[];
  meetings: Meeting[];
}

async function load(): Promise<Loaded | undefined> {
  const [settings, contacts, meetings] = await Promise.all([getAlarmeSettings(), getContacts(), getMeetings()]);
  if (!settings.data || !contacts.data || !meetings.data) return undefined;
  return { settings: settings.data.results, contacts: contacts.data.results, meetings: meetings.data.results };
}

/** The page. */
export default function AlarmePage() {
  return <LoadedTab load={load}>{(data) => <Alarme initial={data} />}</LoadedTab>;
}

/** The loaded page: each section keeps its part of the data. */
function Alarme({ initial }: { initial: Loaded }) {
  const t = useT('alarme');
  const [settings, setSettings] = useState(initial.settings);
  const [contacts, setContacts] = useState(initial.contacts);
  const [meetings, setMeetings] = useState(initial.meetings);
  const [previous, setPrevious] = useState<Meeting[]>();
  const closed = useCallback(
    (meeting: Meeting) => setPrevious((list) => list && [meeting, ...list.filter((m) => m.id !== meeting.id)]),
    [],
  );

  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <EmergencyNumber number={settings.emergencyNumber} />
      <p>{t('alarme.intro')}</p>
      <MeetingsSection meetings={meetings} onMeetings={setMeetings} settings={settings} onClosed={closed} />
      <ContactsSection contacts={contacts} onChange={setContacts} />
      <PinSection settings={settings} onSaved={setSettings} />
      <MessageSection />
      <PreviousMeetings previous={previous} onLoaded={setPrevious} />
    </div>
  );
}
