/**
 * /users/profile/galleries/ (route "profileGalleries"): the escort's private galleries. Create a
 * gallery with a title and a price in credits, rename and reprice it, add photos and videos (one
 * request per file, each with its progress), mark items 18+, move and remove them, see the sales;
 * a sold gallery cannot be deleted. Managers reach it for an escort with `?escort=<id>` (x-act-for).
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  createGallery,
  deleteGallery,
  deleteGalleryItem,
  getOwnGalleries,
  markGalleryItem,
  reorderGalleryItems,
  updateGallery,
  uploadGalleryItem,
} from '../../lib/api/client/galleries.ts';
import type { ApiResult } from '../../lib/api/http.ts';
import type { OwnGalleriesResponse, OwnGallery } from '../../lib/api/galleries.ts';
import { GALLERY_PRICE_MAX, GALLERY_PRICE_MIN, GALLERY_TITLE_MAX, GALLERY_VIDEO_MAX_BYTES } from '../../lib/api/galleries-codes.ts';
import { showError, showSuccess } from '../../stores/toasts.ts';
import { inputClass, primaryButton, secondaryButton } from '../ui/classes.ts';
import { useT, type KeysOf, type Translate } from '../ui/useT.ts';
import ConfirmDialog from '../ui/ConfirmDialog.tsx';

type T = Translate<KeysOf<'galleries'>>;
type Write = (call: Promise<ApiResult<OwnGalleriesResponse>>) => Promise<boolean>;

/** The page. */
export default function GalleryEditorPage() {
  const t = useT('galleries');
  const [galleries, setGalleries] = useState<OwnGallery[]>();
  const [share, setShare] = useState<number>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void getOwnGalleries().then((res) => {
      if (!res.data) return setFailed(true);
      setGalleries(res.data.results);
      setShare(res.data.escortSharePercent);
    });
  }, []);
  const write: Write = async (call) => {
    const res = await call;
    if (res.data) {
      setGalleries(res.data.results);
      return true;
    }
    showError();
    return false;
  };
  if (failed) return <p role="alert">{t('gallery.error')}</p>;
  if (!galleries) return <p role="status">{t('gallery.loading')}</p>;
  return (
    <section aria-labelledby="gallery-editor-heading" className="space-y-6 rounded-2xl bg-white p-5 shadow-sm">
      <div>
        <h2 id="gallery-editor-heading" className="text-xl font-bold">
          {t('gallery.editor.heading')}
        </h2>
        {share !== undefined && <p className="text-ink-muted">{t('gallery.editor.intro', { percent: share })}</p>}
        <p className="text-sm text-ink-muted">{t('gallery.editor.soldKept')}</p>
      </div>
      {galleries.length === 0 && <p>{t('gallery.editor.empty')}</p>}
      {galleries.map((g) => (
        <GalleryCard key={g.id} gallery={g} t={t} write={write} />
      ))}
      <GalleryForm
        t={t}
        heading={t('gallery.editor.new')}
        submitLabel={t('gallery.editor.create')}
        onSubmit={(v) => write(createGallery(v))}
      />
    </section>
  );
}

/** Title and price, for a new gallery or an existing one. */
function GalleryForm({
  t,
  heading,
  submitLabel,
  initial = { title: '', priceCredits: 30 },
  onSubmit,
}: {
  t: T;
  heading: string;
  submitLabel: string;
  initial?: { title: string; priceCredits: number };
  onSubmit: (v: { title: string; priceCredits: number }) => Promise<boolean>;
}) {
  const id = useId();
  const [title, setTitle] = useState(initial.title);
  const [price, setPrice] = useState(String(initial.priceCredits));
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const done = await onSubmit({ title: title.trim(), priceCredits: Number(price) });
    setBusy(false);
    if (done && !initial.title) setTitle('');
    if (done && initial.title) showSuccess();
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
      <h3 className="font-semibold sm:col-span-3">{heading}</h3>
      <label className="block text-sm font-semibold" htmlFor={`${id}-title`}>
        {t('gallery.editor.title')}
        <input
          id={`${id}-title`}
          className={inputClass}
          value={title}
          maxLength={GALLERY_TITLE_MAX}
          required
          onChange={(e) => setTitle(e.target.value)}
        />
      </label>
      <label className="block text-sm font-semibold" htmlFor={`${id}-price`}>
        {t('gallery.editor.price')}
        <input
          id={`${id}-price`}
          className={inputClass}
          type="number"
          inputMode="numeric"
          min={GALLERY_PRICE_MIN}
          max={GALLERY_PRICE_MAX}
          step={1}
          required
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
      </label>
      <button type="submit" className={`${primaryButton} sm:w-auto`} disabled={busy || title.trim() === ''}>
        {submitLabel}
      </button>
    </form>
  );
}

/** One gallery: its settings, items and uploads. */
function GalleryCard({ gallery: g, t, write }: { gallery: OwnGallery; t: T; write: Write }) {
  const inputId = useId();
  const [confirm, setConfirm] = useState(false);
  const [uploads, setUploads] = useState<{ name: string; percent: number; error?: string }[]>([]);
  const items = g.items;

  const upload = async (files: FileList | null) => {
    for (const file of [...(files ?? [])]) {
      setUploads((u) => [...u, { name: file.name, percent: 0 }]);
      const patch = (change: Partial<{ percent: number; error: string }>) =>
        setUploads((u) => u.map((x) => (x.name === file.name ? { ...x, ...change } : x)));
      const res = await uploadGalleryItem(g.id, file, {
        onProgress: (sent, total) => patch({ percent: total ? Math.round((sent / total) * 100) : 0 }),
      });
      if (res.data) {
        await write(Promise.resolve(res));
        setUploads((u) => u.filter((x) => x.name !== file.name));
      } else patch({ error: Object.values(res.errors)[0]?.[0] ?? res.message });
    }
  };
  const move = (from: number, to: number) => {
    const ids = items.map((i) => i.id);
    const [moved] = ids.splice(from, 1);
    if (moved === undefined) return;
    ids.splice(to, 0, moved);
    void write(reorderGalleryItems(g.id, ids));
  };

  return (
    <article className="space-y-3 rounded-xl border border-gray-200 p-4" data-own-gallery={g.id}>
      <GalleryForm
        t={t}
        heading={g.title}
        submitLabel={t('gallery.editor.save')}
        initial={{ title: g.title, priceCredits: g.priceCredits }}
        onSubmit={(v) => write(updateGallery(g.id, v))}
      />
      <p className="text-sm text-ink-muted">
        {t('gallery.editor.sales', { count: g.sales })} · {t('gallery.editor.itemCount', { count: items.length })}
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map((item, i) => (
          <li key={item.id} className="space-y-1 text-sm">
            {item.kind === 'photo' ? (
              <img src={item.sources[0]?.url} alt="" className="aspect-[3/4] w-full rounded-lg bg-gray-200 object-cover" loading="lazy" />
            ) : (
              <video
                src={item.url ?? undefined}
                preload="metadata"
                muted
                className="aspect-[3/4] w-full rounded-lg bg-night"
                aria-label={t('gallery.videoLabel', { n: i + 1, title: g.title })}
              />
            )}
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={item.explicit}
                onChange={(e) => void write(markGalleryItem(g.id, item.id, e.target.checked))}
              />
              {t('gallery.editor.explicit')}
            </label>
            <div className="flex flex-wrap gap-1">
              <button type="button" className="underline disabled:opacity-40" disabled={i === 0} onClick={() => move(i, i - 1)}>
                {t('gallery.editor.moveEarlier')}
              </button>
              <button
                type="button"
                className="underline disabled:opacity-40"
                disabled={i === items.length - 1}
                onClick={() => move(i, i + 1)}
              >
                {t('gallery.editor.moveLater')}
              </button>
              <button type="button" className="text-red-800 underline" onClick={() => void write(deleteGalleryItem(g.id, item.id))}>
                {t('gallery.editor.removeItem')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <div>
        <label htmlFor={inputId} className="block text-sm font-semibold">
          {t('gallery.editor.upload')}
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif,video/mp4,video/webm,video/quicktime"
          aria-describedby={`${inputId}-hint`}
          // The file picker's own width ("Choose Files No file chosen") is wider than a phone's box.
          className="block max-w-full text-sm"
          onChange={(e) => {
            void upload(e.target.files);
            e.target.value = '';
          }}
        />
        <p id={`${inputId}-hint`} className="text-sm text-ink-muted">
          {t('gallery.editor.uploadHint', { mb: Math.round(GALLERY_VIDEO_MAX_BYTES / (1024 * 1024)) })}
        </p>
        <ul aria-live="polite" className="text-sm">
          {uploads.map((u) => (
            <li key={u.name} className={u.error ? 'text-red-800' : undefined}>
              {u.error
                ? t('gallery.editor.uploadFailed', { name: u.name, reason: u.error })
                : t('gallery.editor.uploading', { name: u.name, percent: u.percent })}
              {!u.error && <progress max={100} value={u.percent} className="ml-2 align-middle" aria-hidden="true" />}
            </li>
          ))}
        </ul>
      </div>
      {g.sales === 0 && (
        <button type="button" className={secondaryButton} onClick={() => setConfirm(true)}>
          {t('gallery.editor.delete')}
        </button>
      )}
      {confirm && (
        <ConfirmDialog
          title={t('gallery.editor.delete')}
          confirmLabel={t('gallery.editor.delete')}
          cancelLabel={t('gallery.confirm.cancel')}
          busy={false}
          onConfirm={() => void write(deleteGallery(g.id)).then(() => setConfirm(false))}
          onClose={() => setConfirm(false)}
        >
          <p>{t('gallery.editor.deleteConfirm', { title: g.title })}</p>
        </ConfirmDialog>
      )}
    </article>
  );
}
