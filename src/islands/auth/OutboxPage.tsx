/**
 * /demo/outbox (demo only): the e-mails and SMS the server "sent", newest first, with their links
 * and codes, and a form to answer a WhatsApp verification as the phone's owner would (shown only
 * while the server answers with its outbox: never in production mode).
 */
import { useCallback, useEffect, useState } from 'react';
import { getOutbox, replyOnWhatsapp, type OutboxMessage } from '../../lib/api/client/outbox.ts';
import { sameSitePath } from '../../lib/redirect.ts';
import { secondaryButton } from '../ui/classes.ts';
import { FormAlert, SubmitButton, TextField } from '../ui/fields.tsx';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';

/** The outbox key of the page's address (`?key=`, printed at start for another machine than the server's). */
const outboxKey = () => (typeof location === 'undefined' ? undefined : (new URLSearchParams(location.search).get('key') ?? undefined));

export default function OutboxPage() {
  const t = useT('auth');
  const [messages, setMessages] = useState<OutboxMessage[] | null>();
  const [to, setTo] = useState('');
  const [notice, setNotice] = useState<string>();
  const reply = useApiForm({
    initial: { from: '', text: '' },
    submit: (v) => replyOnWhatsapp(v.from, v.text, outboxKey()),
    onSuccess: ({ results }) => setNotice(t(results.matched ? 'auth.outbox.replyMatched' : 'auth.outbox.replyUnmatched')),
  });

  const load = useCallback(async (recipient: string) => {
    const res = await getOutbox({ to: recipient || undefined, limit: 50, key: outboxKey() });
    setMessages(res.data?.results ?? null);
  }, []);

  useEffect(() => {
    void load('');
  }, [load]);

  return (
    <div className="space-y-6">
      <p>{t('auth.outbox.intro')}</p>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void load(to.trim());
        }}
      >
        <TextField className="min-w-64 flex-1" label={t('auth.outbox.filter')} value={to} onChange={(e) => setTo(e.target.value)} />
        <button type="submit" className={secondaryButton}>
          {t('auth.outbox.refresh')}
        </button>
      </form>

      {messages === undefined && <p role="status">{t('app.noindex.loading')}</p>}
      {messages === null && <p role="alert">{t('auth.outbox.unavailable')}</p>}
      {messages?.length === 0 && <p>{t('auth.outbox.empty')}</p>}
      {messages && messages.length > 0 && (
        <ol className="space-y-3" aria-label={t('auth.outbox.list')}>
          {messages.map((m) => {
            const link = sameSitePath(m.path);
            return (
              <li key={m.id} className="rounded-xl border border-gray-300 p-4" data-recipient={m.to}>
                <p className="flex flex-wrap gap-x-3 text-sm text-ink-muted">
                  <span className="font-semibold uppercase text-ink">{t(`auth.outbox.channel.${m.channel}`)}</span>
                  <span>{m.to}</span>
                  <time dateTime={m.createdAt}>{m.createdAt.replace('T', ' ').slice(0, 19)}</time>
                </p>
                {m.subject && <p className="mt-1 font-semibold">{m.subject}</p>}
                <p className="mt-1 whitespace-pre-wrap break-words">{m.text}</p>
                {(m.code || link) && (
                  <p className="mt-2 flex flex-wrap gap-3 text-sm">
                    {m.code && (
                      <span>
                        {t('auth.outbox.code')}: <strong className="font-mono text-base">{m.code}</strong>
                      </span>
                    )}
                    {link && (
                      <a href={link} className="underline">
                        {t('auth.outbox.open')}
                      </a>
                    )}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}

      {/* The simulation exists only while the server's outbox does (never in production mode). */}
      {messages && (
        <section aria-labelledby="outbox-whatsapp" className="space-y-3 rounded-xl border border-dashed border-gray-400 p-4">
          <h2 id="outbox-whatsapp" className="text-lg font-bold">
            {t('auth.outbox.whatsappTitle')}
          </h2>
          <p className="text-sm text-ink-muted">{t('auth.outbox.whatsappText')}</p>
          <form ref={reply.formRef} noValidate onSubmit={reply.onSubmit} className="grid gap-3 sm:grid-cols-2">
            <FormAlert message={reply.errors._} />
            <TextField label={t('auth.outbox.from')} type="tel" {...reply.text('from')} />
            <TextField label={t('auth.outbox.text')} {...reply.text('text')} />
            <div className="sm:col-span-2">
              <SubmitButton busy={reply.submitting}>{t('auth.outbox.send')}</SubmitButton>
            </div>
          </form>
          <FormAlert tone="info" message={notice} />
        </section>
      )}
    </div>
  );
}
