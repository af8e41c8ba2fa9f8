/**
 * Contact buttons: the phone number behind a reveal (counted in localStorage, and for an escort
 * remembered for the later call feedback question), WhatsApp, Telegram, e-mail and website where
 * the profile makes them public, and a message through the site (not on the visitor's own profile).
 */
import { useStore } from '../ui/useStore.ts';
import { useState } from 'react';
import type { PublicProfile } from '../../lib/api/profiles.ts';
import { recordContactClick } from '../../lib/api/client/profiles.ts';
import { $session } from '../../stores/session-state.ts';
import { useApp } from '../app/context.ts';
import { countContactClick } from './contact.ts';
import { telegramUrl, whatsappUrl, withHttp } from './format.ts';
import { useT } from '../ui/useT.ts';

const primary = 'flex w-full items-center justify-center gap-2 rounded-full px-4 py-2.5 font-semibold no-underline';

interface Props {
  contact: PublicProfile['contact'];
  profileId: number;
  /** An escort's name: a phone reveal is then asked about later (call feedback); venues are not. */
  escortName?: string;
  /** Offer a message through the site (real profiles; previews and examples leave it out). */
  messages?: boolean;
}

/** The buttons. */
export default function Contact({ contact, profileId, escortName, messages }: Props) {
  const t = useT('profile');
  const { href } = useApp();
  const session = useStore($session);
  const [revealed, setRevealed] = useState(false);
  // Each use of a contact button counts for the owner's dashboard (fire and forget) and is tracked.
  const counted = (channel: string) => () => {
    void recordContactClick(profileId);
    (globalThis.lmTrack ??= []).push({ c: 'contact_click', a: channel, atr: { profileId } });
  };
  const { phone, telegram, email, website } = contact;
  // The messages page starts the conversation from the parameter (after the login, for a visitor).
  const message = messages && !(session.status === 'authenticated' && session.user.id === profileId) && (
    <li>
      <a
        href={`${href('messages')}?profile=${profileId}`}
        className={`${primary} border border-brand-700 text-brand-800 hover:bg-brand-50`}
      >
        {t('profile.contact.message')}
      </a>
    </li>
  );
  if (!phone && !telegram && !email && !website)
    return (
      <>
        <p className="text-sm text-ink-muted">{t('profile.contact.none')}</p>
        {message && <ul className="mt-2">{message}</ul>}
      </>
    );
  return (
    <ul className="space-y-2">
      {phone && (
        <li>
          {revealed ? (
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={`${primary} bg-brand-700 text-white hover:bg-brand-800`}>
              {t('profile.contact.call', { phone })}
            </a>
          ) : (
            <button
              type="button"
              className={`${primary} bg-brand-700 text-white hover:bg-brand-800`}
              onClick={() => {
                countContactClick(escortName === undefined ? undefined : { escortId: profileId, name: escortName });
                counted('phone')();
                setRevealed(true);
              }}
            >
              {t('profile.contact.showPhone')}
            </button>
          )}
        </li>
      )}
      {phone && contact.whatsapp && (
        <li>
          <a
            href={whatsappUrl(phone)}
            onClick={counted('whatsapp')}
            target="_blank"
            rel="noopener"
            className={`${primary} bg-emerald-700 text-white hover:bg-emerald-800`}
          >
            {t('profile.contact.whatsapp')}
          </a>
        </li>
      )}
      {telegram && (
        <li>
          <a
            href={telegramUrl(telegram)}
            onClick={counted('telegram')}
            target="_blank"
            rel="noopener"
            className={`${primary} bg-sky-700 text-white hover:bg-sky-800`}
          >
            {t('profile.contact.telegram')}
          </a>
        </li>
      )}
      {email && (
        <li>
          <a
            href={`mailto:${email}`}
            onClick={counted('email')}
            className={`${primary} border border-gray-300 text-ink hover:border-brand-600`}
          >
            {t('profile.contact.email')}
          </a>
        </li>
      )}
      {website && (
        <li>
          <a
            href={withHttp(website)}
            target="_blank"
            rel="noopener nofollow ugc"
            className={`${primary} border border-gray-300 text-ink hover:border-brand-600`}
          >
            {t('profile.contact.website')}
          </a>
        </li>
      )}
      {message}
    </ul>
  );
}
