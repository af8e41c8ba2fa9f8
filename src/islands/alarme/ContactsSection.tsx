/**
 * The escort's emergency contacts: each with its state (waiting for confirmation, with a resend;
 * confirmed; paused), pause and resume, edit, remove (after a confirmation dialog), and the form
 * to add one (up to ALARME_LIMITS.maxContacts).
 */
import { useState } from 'react';
import { ALARME_LIMITS, type ContactStatus } from '../../lib/api/alarme-codes.ts';
import type { EmergencyContact } from '../../lib/api/alarme.ts';
import { removeContact, setContactStatus } from '../../lib/api/client/alarme.ts';
import ConfirmDialog from '../ui/ConfirmDialog.tsx';
import { failureErrors } from '../ui/failure.ts';
import { FormAlert } from '../ui/fields.tsx';
import { useT } from '../ui/useT.ts';
import { card, formButton, rowButton } from './classes.ts';
import ContactForm from './ContactForm.tsx';
import { alarmeErrors } from './errors.ts';

const BADGE: Record<ContactStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
  paused: 'bg-gray-200 text-gray-900',
};

interface Props {
  contacts: EmergencyContact[];
  onChange: (contacts: EmergencyContact[]) => void;
}

/** The section. */
export default function ContactsSection({ contacts, onChange }: Props) {
  const t = useT('alarme');
  const [editing, setEditing] = useState<number | 'new'>();
  const [removing, setRemoving] = useState<EmergencyContact>();
  const [busy, setBusy] = useState<number>();
  const [notice, setNotice] = useState<string>();
  const [alert, setAlert] = useState<string>();

  const replace = (next: EmergencyContact) => onChange(contacts.map((c) => (c.id === next.id ? next : c)));
  const say = (info?: string, error?: string) => {
    setNotice(info);
    setAlert(error);
  };

  const status = async (contact: EmergencyContact, action: 'pause' | 'resume' | 'resend') => {
    setBusy(contact.id);
    const res = await setContactStatus(contact.id, { action });
    setBusy(undefined);
    if (res.errors) return say(undefined, Object.values(alarmeErrors(t, res) ?? failureErrors(t, res))[0]);
    replace(res.data.results);
    say(action === 'resend' ? t('alarme.contacts.resent', { name: contact.name }) : undefined);
  };

  const remove = async (contact: EmergencyContact) => {
    setBusy(contact.id);
    const res = await removeContact(contact.id);
    setBusy(undefined);
    setRemoving(undefined);
    if (res.errors) return say(undefined, Object.values(alarmeErrors(t, res) ?? failureErrors(t, res))[0]);
    onChange(contacts.filter((c) => c.id !== contact.id));
    say(t('alarme.contacts.removed', { name: contact.name }));
  };

  const saved = (contact: EmergencyContact, added: boolean) => {
    setEditing(undefined);
    onChange(added ? [...contacts, contact] : contacts.map((c) => (c.id === contact.id ? contact : c)));
    say(contact.status === 'pending' ? t('alarme.contacts.added', { name: contact.name }) : t('alarme.contacts.saved'));
  };

  const forName = (action: string, name: string) => t('alarme.contacts.forName', { action, name });
  const confirmed = contacts.some((c) => c.status === 'confirmed');

  return (
    <section aria-labelledby="alarme-contacts" className={`${card} space-y-3`}>
      <h2 id="alarme-contacts" className="text-lg font-bold">
        {t('alarme.contacts.heading')}
      </h2>
      <p className="text-sm">{t('alarme.contacts.intro')}</p>
      <FormAlert tone="info" message={notice} />
      <FormAlert message={alert} />
      {contacts.length === 0 ? (
        <p>{t('alarme.contacts.empty')}</p>
      ) : (
        !confirmed && <p className="font-semibold text-red-800">{t('alarme.contacts.noneConfirmed')}</p>
      )}
      {contacts.length > 0 && (
        <ul className="divide-y divide-gray-200" aria-label={t('alarme.contacts.list')}>
          {contacts.map((c) => (
            <li key={c.id} className="space-y-2 py-3" data-testid="alarme-contact">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-semibold">{c.name}</span>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[c.status]}`}>
                  {t(`alarme.contacts.status.${c.status}`)}
                </span>
              </div>
              <p className="text-sm text-ink-muted">{[c.phone, c.email].filter(Boolean).join(' · ')}</p>
              {editing === c.id ? (
                <ContactForm contact={c} onSaved={(next) => saved(next, false)} onCancel={() => setEditing(undefined)} />
              ) : (
                <div className="flex flex-wrap gap-2">
                  {c.status === 'pending' && (
                    <button
                      type="button"
                      className={rowButton}
                      disabled={busy === c.id}
                      aria-label={forName(t('alarme.contacts.resend'), c.name)}
                      onClick={() => void status(c, 'resend')}
                    >
                      {t('alarme.contacts.resend')}
                    </button>
                  )}
                  {c.status !== 'pending' && (
                    <button
                      type="button"
                      className={rowButton}
                      disabled={busy === c.id}
                      aria-label={forName(t(c.status === 'paused' ? 'alarme.contacts.resume' : 'alarme.contacts.pause'), c.name)}
                      onClick={() => void status(c, c.status === 'paused' ? 'resume' : 'pause')}
                    >
                      {t(c.status === 'paused' ? 'alarme.contacts.resume' : 'alarme.contacts.pause')}
                    </button>
                  )}
                  <button
                    type="button"
                    className={rowButton}
                    aria-label={forName(t('alarme.contacts.edit'), c.name)}
                    onClick={() => {
                      say();
                      setEditing(c.id);
                    }}
                  >
                    {t('alarme.contacts.edit')}
                  </button>
                  <button
                    type="button"
                    className={rowButton}
                    disabled={busy === c.id}
                    aria-label={forName(t('alarme.contacts.remove'), c.name)}
                    onClick={() => setRemoving(c)}
                  >
                    {t('alarme.contacts.remove')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing === 'new' ? (
        <ContactForm onSaved={(next) => saved(next, true)} onCancel={() => setEditing(undefined)} />
      ) : contacts.length < ALARME_LIMITS.maxContacts ? (
        <button
          type="button"
          className={formButton}
          onClick={() => {
            say();
            setEditing('new');
          }}
        >
          {t('alarme.contacts.add')}
        </button>
      ) : (
        <p className="text-sm text-ink-muted">{t('alarme.contacts.limit', { max: ALARME_LIMITS.maxContacts })}</p>
      )}
      {removing && (
        <ConfirmDialog
          title={t('alarme.contacts.removeTitle', { name: removing.name })}
          confirmLabel={t('alarme.contacts.remove')}
          cancelLabel={t('alarme.cancel')}
          busy={busy === removing.id}
          onConfirm={() => void remove(removing)}
          onClose={() => setRemoving(undefined)}
        >
          <p>{t('alarme.contacts.removeText', { name: removing.name })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
