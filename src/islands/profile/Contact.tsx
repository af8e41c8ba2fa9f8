/**
 * Contact buttons: the phone number behind a reveal (counted in localStorage), WhatsApp, Telegram,
 * e-mail and website where the profile makes them public.
 */
import { useState } from 'react';
import type { PublicProfile } from '../../lib/api/profiles.ts';
import { recordContactClick } from '../../lib/api/client/profiles.ts';
import { countContactClick } from './contact.ts';
import { telegramUrl, whatsappUrl, withHttp } from './format.ts';
import { useT } from '../ui/useT.ts';

const primary = 'flex w-full items-center justify-center gap-2 rounded-full px-4 py-2.5 font-semibold no-underline';

/** The buttons. */
export default function Contact({ contact, profileId }: { contact: PublicProfile['contact']; profileId: number }) {
  const t = useT('profile');
  const [revealed, setRevealed] = useState(false);
  // Each use of a contact button counts for the owner's dashboard (fire and forget) and is tracked.
  const counted = (channel: string) => () => {
    void recordContactClick(profileId);
    (globalThis.lmTrack ??= []).push({ c: 'contact_click', a: channel, atr: { profileId } });
  };
  const { phone, telegram, email, website } = contact;
  if (!phone && !telegram && !email && !website) return <p className="text-sm text-ink-muted">{t('profile.contact.none')}</p>;
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
                countContactClick();
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
    </ul>
  );
}
