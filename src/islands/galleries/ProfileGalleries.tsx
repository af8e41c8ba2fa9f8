/**
 * The "Private galleries" section of a public profile (loaded lazily: the profile shell has a JS
 * budget). Each gallery shows its locked counts and price (a VIP's price with the regular one
 * struck through); punters buy one or all with credits after a confirmation, and are sent to buy
 * credits (coming back here) when short; guests buy with money and a check code, or open what they
 * bought with their code; visitors without an account may also log in or register and come back.
 * Unlocked galleries open in a viewer; explicit items wait for the age gate.
 */
import { useStore } from '../ui/useStore.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getGuestCheckout, getProfileGalleries, purchaseAllGalleries, purchaseGallery } from '../../lib/api/client/galleries.ts';
import type { GallerySummary, ProfileGalleriesResponse } from '../../lib/api/galleries.ts';
import { localeTag } from '../../lib/format.ts';
import { rememberPaymentReturn } from '../../lib/payment-return.ts';
import { can } from '../../lib/permissions.ts';
import { $session, loadSession } from '../../stores/session.ts';
import { showError, showSuccess } from '../../stores/toasts.ts';
import { useApp } from '../app/context.ts';
import { openAuthModal } from '../auth/auth-modal.ts';
import { primaryButton, secondaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';
import AgeGate from './AgeGate.tsx';
import CheckCodeForm from './CheckCodeForm.tsx';
import ExplicitPhotos from './ExplicitPhotos.tsx';
import ConfirmDialog from '../ui/ConfirmDialog.tsx';
import GalleryViewer from './GalleryViewer.tsx';
import GuestBuy from './GuestBuy.tsx';
import { forgetGallery, peekGallery, rememberGallery, takeGallery } from './storage.ts';

interface Props {
  profileId: number;
  profilePath: string;
  name: string;
  /** How many explicit photos the profile has (shown to unlocked adults below the galleries). */
  explicitPhotos: number;
}

/** A purchase waiting for confirmation: one gallery (with its title), or all (galleryId null). */
type Pending = { galleryId: number | null; credits: number; title?: string };

/** How often and how long the page asks whether a guest payment arrived. */
const POLL_MS = 3000;
const POLL_TIMES = 40;

/** The section; nothing while the profile has no galleries. */
export default function ProfileGalleries({ profileId, profilePath, name, explicitPhotos }: Props) {
  const { href, locale, region } = useApp();
  const t = useT('galleries');
  const session = useStore($session);
  const [data, setData] = useState<ProfileGalleriesResponse>();
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [short, setShort] = useState<{ balance: number; price: number }>();
  const [guest, setGuest] = useState<{ status: 'waiting' | 'paid'; code: string | null }>();
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const tag = localeTag(locale, region.code);

  useEffect(() => {
    void loadSession();
  }, []);

  useEffect(() => {
    let live = true;
    void getProfileGalleries(profileId).then((res) => {
      if (!live) return;
      if (res.data) setData(res.data);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [profileId, version, session.status]);

  const punter = session.status === 'authenticated' && can(session.user.roles, 'canPurchaseGallery');
  const anonymous = session.status === 'anonymous';

  // Back from the guest payment (`?transaction=<id>`): wait for it, then show the check code once.
  useEffect(() => {
    const raw = new URLSearchParams(location.search).get('transaction');
    const id = raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined;
    if (id === undefined) return;
    let times = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () =>
      void getGuestCheckout(id).then((res) => {
        if (!res.data) return;
        const r = res.data.results;
        setGuest({ status: r.status, code: r.checkCode });
        if (r.status === 'paid') reload();
        else if (++times < POLL_TIMES) timer = setTimeout(ask, POLL_MS);
      });
    ask();
    return () => clearTimeout(timer);
  }, [reload]);

  // Back from registering or logging in: the purchase the visitor started continues with its
  // confirmation. Signed in here, in the modal, the page loads again at once (the login's redirect
  // is this profile): the purchase is only read then, and forgotten once the visitor answers.
  // An account that cannot buy galleries drops it.
  const signedInHere = useRef(false);
  useEffect(() => {
    if (session.status === 'anonymous') signedInHere.current = true;
    if (session.status !== 'authenticated' || !data) return;
    const intent = signedInHere.current ? peekGallery(profileId) : takeGallery(profileId);
    if (!intent) return;
    const g = data.results.find((x) => x.id === intent.galleryId);
    if (punter && intent.galleryId === 'all' && data.allPriceCredits > 0) setPending({ galleryId: null, credits: data.allPriceCredits });
    else if (punter && g && !g.unlocked) setPending({ galleryId: g.id, credits: g.yourPriceCredits, title: g.title });
    else return forgetGallery();
    // Behind the dialog, the page shows the galleries (a fresh page load starts at the top).
    document.getElementById('profile-galleries')?.scrollIntoView({ block: 'start' });
  }, [session.status, punter, data, profileId]);

  const explicit = explicitPhotos > 0 && <ExplicitPhotos t={t} profileId={profileId} profilePath={profilePath} name={name} />;
  if (failed || !data || data.results.length === 0) return explicit || null;

  const buy = async () => {
    if (!pending) return;
    forgetGallery();
    setBusy(true);
    const res = pending.galleryId === null ? await purchaseAllGalleries(profileId) : await purchaseGallery(pending.galleryId);
    setBusy(false);
    setPending(null);
    if (res.data) {
      showSuccess();
      setViewing(res.data.results.galleryIds[0] ?? null);
      return reload();
    }
    if (res.short) return setShort({ balance: res.short.balance, price: res.short.priceCredits });
    showError();
  };

  /** Send a visitor to log in (buying `galleryId`) or register (null: only coming back); either way back here. */
  const login = (galleryId: number | null, mode: 'login' | 'register') => {
    rememberGallery({ profileId, galleryId }, profilePath);
    // Switching between login and registration in the modal keeps the gallery variants.
    openAuthModal({ mode, loginVariant: 'from-gallery', variant: 'from-gallery', redirectProfilePath: profilePath });
  };

  const price = (g: GallerySummary) =>
    data.vip && g.yourPriceCredits < g.priceCredits ? (
      <span>
        <s className="text-ink-muted">
          <span className="sr-only">{t('gallery.regularPrice')}: </span>
          {t('gallery.price', { credits: g.priceCredits })}
        </s>{' '}
        <strong>{t('gallery.vipPrice', { credits: g.yourPriceCredits })}</strong>
      </span>
    ) : (
      <strong>{t('gallery.price', { credits: g.priceCredits })}</strong>
    );

  const locked = data.results.filter((g) => !g.unlocked);
  return (
    <section id="profile-galleries" aria-labelledby="profile-galleries-heading" className="mt-10">
      <h2 id="profile-galleries-heading" className="text-2xl font-bold">
        {t('gallery.heading')}
      </h2>
      <p className="mt-1 text-ink-muted">{t('gallery.intro', { name })}</p>

      {guest && (
        <div role="status" className="mt-4 rounded-xl border border-emerald-300 bg-emerald-50 p-4">
          {guest.status === 'waiting' ? (
            <p>{t('gallery.guest.waiting')}</p>
          ) : guest.code ? (
            <>
              <p>{t('gallery.guest.paid')}</p>
              <p className="my-2 font-mono text-2xl font-bold tracking-widest" data-check-code="">
                {guest.code}
              </p>
              <p className="text-sm">{t('gallery.guest.codeNote')}</p>
            </>
          ) : (
            <p>{t('gallery.code.done')}</p>
          )}
        </div>
      )}

      <ul className="mt-4 space-y-4">
        {data.results.map((g) => (
          <li key={g.id} className="rounded-2xl border border-gray-200 bg-white p-4" data-gallery={g.id}>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h3 className="text-lg font-semibold">{g.title}</h3>
                <p className="text-sm text-ink-muted">
                  {t('gallery.counts', { photos: g.photos, videos: g.videos })}
                  {g.explicit > 0 && ` (${t('gallery.explicitCount', { count: g.explicit })})`}
                </p>
                <p className="mt-1">
                  {g.unlocked ? <span className="font-semibold text-emerald-800">{t('gallery.unlocked')}</span> : price(g)}
                </p>
              </div>
              {g.unlocked ? (
                <button
                  type="button"
                  className={secondaryButton}
                  aria-expanded={viewing === g.id}
                  onClick={() => setViewing(viewing === g.id ? null : g.id)}
                >
                  {t(viewing === g.id ? 'gallery.hide' : 'gallery.view')}
                </button>
              ) : punter ? (
                <button
                  type="button"
                  className={`${primaryButton} sm:w-auto`}
                  onClick={() => setPending({ galleryId: g.id, credits: g.yourPriceCredits, title: g.title })}
                >
                  {t('gallery.buy', { credits: g.yourPriceCredits })}
                </button>
              ) : anonymous ? (
                <button type="button" className={secondaryButton} onClick={() => login(g.id, 'login')}>
                  {t('gallery.loginToBuy')}
                </button>
              ) : null}
            </div>
            {viewing === g.id && g.unlocked && <GalleryViewer galleryId={g.id} title={g.title} t={t} version={version} />}
          </li>
        ))}
      </ul>

      {punter && locked.length > 1 && (
        <button
          type="button"
          className={`${primaryButton} mt-4 sm:w-auto`}
          onClick={() => setPending({ galleryId: null, credits: data.allPriceCredits })}
        >
          {t('gallery.buyAll', { credits: data.allPriceCredits })}
        </button>
      )}
      {session.status === 'authenticated' && !punter && locked.length > 0 && <p className="mt-3 text-sm">{t('gallery.punterOnly')}</p>}

      {short && (
        <div role="alert" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4">
          <p>{t('gallery.short', { balance: short.balance, price: short.price })}</p>
          <a href={href('buyCredits')} className="mt-2 inline-block font-semibold" onClick={() => rememberPaymentReturn(profilePath)}>
            {t('gallery.buyCredits')}
          </a>
        </div>
      )}

      {anonymous && (
        <>
          <p className="mt-3 text-sm">
            <button type="button" className="font-semibold underline" onClick={() => login(null, 'register')}>
              {t('gallery.register')}
            </button>
          </p>
          <GuestBuy t={t} profileId={profileId} profilePath={profilePath} galleries={data.results} numberTag={tag} />
          <CheckCodeForm t={t} onOpened={reload} />
        </>
      )}

      {explicit}
      {/* With explicit profile photos, their section carries the age gate. */}
      {!explicit && session.status === 'authenticated' && data.results.some((g) => g.unlocked && g.explicit > 0) && (
        <AgeGate t={t} returnPath={profilePath} onChange={reload} />
      )}

      {pending && (
        <ConfirmDialog
          title={t(pending.galleryId === null ? 'gallery.confirm.allTitle' : 'gallery.confirm.title')}
          confirmLabel={t('gallery.confirm.submit')}
          cancelLabel={t('gallery.confirm.cancel')}
          busy={busy}
          onConfirm={() => void buy()}
          onClose={() => {
            forgetGallery();
            setPending(null);
          }}
        >
          {pending.title && <p className="font-semibold">{pending.title}</p>}
          <p>{t('gallery.confirm.body', { credits: pending.credits })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
