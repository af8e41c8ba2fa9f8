/**
 * /users/registration/verify-phone/whatsapp/?hash=…: the user sends the shown code to our
 * WhatsApp number; the page checks every few seconds and signs in when it arrived. When nothing
 * arrives for a while (stuck), it offers an SMS code instead.
 */
import { useCallback, useEffect, useState } from 'react';
import type { PhoneData } from '../../lib/api/auth.ts';
import { checkWhatsapp, getPhoneData, sendOutVerifySms } from '../../lib/api/client/auth.ts';
import { safeRedirect } from '../../lib/redirect.ts';
import { takeGalleryReturn } from '../galleries/storage.ts';
import { setSessionUser } from '../../stores/session.ts';
import { flashToast } from '../../stores/toasts.ts';
import { useApp } from '../app/context.ts';
import { primaryButton, secondaryButton } from '../ui/classes.ts';
import { failureErrors } from '../ui/failure.ts';
import { FormAlert } from '../ui/fields.tsx';
import type { FormErrors } from '../ui/form-state.ts';
import { useT } from '../ui/useT.ts';
import { go, queryParam } from './navigation.ts';
import { Expired } from './VerifyPhonePage.tsx';

/** Seconds between automatic checks. */
const POLL_SECONDS = 5;

export default function VerifyWhatsappPage() {
  const { href } = useApp();
  const t = useT('auth');
  const hash = queryParam('hash') ?? '';
  const [data, setData] = useState<PhoneData | null>();
  const [stuck, setStuck] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void getPhoneData(hash).then((res) => setData(res.data?.results ?? null));
  }, [hash]);

  const check = useCallback(async () => {
    const res = await checkWhatsapp(hash);
    if (!res.data) {
      if (res.status === 422) setData(null);
      return;
    }
    const r = res.data.results;
    if (r.session) {
      setSessionUser(r.session.user);
      flashToast('success', 'toast.phoneVerified');
      go(safeRedirect(r.session.redirect, takeGalleryReturn() ?? href('registrationConfirmation')));
    } else setStuck(r.stuck);
  }, [hash, href]);

  useEffect(() => {
    if (!data || data.channel !== 'whatsapp') return;
    const timer = setInterval(() => void check(), POLL_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [data, check]);

  const smsInstead = async () => {
    setBusy(true);
    const res = await sendOutVerifySms(hash);
    setBusy(false);
    if (!res.data) return setErrors(failureErrors(t, res));
    go(href('verifyPhone', { hashRegistration: hash }));
  };

  if (data === undefined) return <p role="status">{t('app.noindex.loading')}</p>;
  if (data === null || !data.whatsappCode || !data.whatsappNumber) return <Expired />;
  const waLink = `https://wa.me/${data.whatsappNumber.replace(/^\+/, '')}?text=${encodeURIComponent(data.whatsappCode)}`;
  return (
    <div className="max-w-md space-y-5">
      <p>{t('auth.whatsapp.text', { phone: data.userPhoneNumber })}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-gray-300 p-4">
        <dt className="font-semibold">{t('auth.whatsapp.code')}</dt>
        <dd className="font-mono text-lg" data-testid="whatsapp-code">
          {data.whatsappCode}
        </dd>
        <dt className="font-semibold">{t('auth.whatsapp.number')}</dt>
        <dd className="font-mono">{data.whatsappNumber}</dd>
      </dl>
      <a href={waLink} target="_blank" rel="noopener" className={primaryButton}>
        {t('auth.whatsapp.open')}
        <span className="sr-only"> ({t('nav.opensNewTab')})</span>
      </a>
      <FormAlert message={errors._} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={() => void check()}>
          {t('auth.whatsapp.check')}
        </button>
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => void smsInstead()}>
          {t('auth.whatsapp.smsInstead')}
        </button>
      </div>
      {stuck && <FormAlert tone="info" message={t('auth.whatsapp.stuck')} />}
    </div>
  );
}
