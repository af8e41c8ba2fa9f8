/**
 * Receipts and cancellation confirmations, composed in the buyer's language and sent through the
 * notifier (the outbox in the demo). Both are queued as jobs in the database transaction of the
 * change they confirm, so each is sent once the change committed, and never for a change that
 * rolled back.
 */
import { t } from '../../../i18n/index.ts';
import { LOCALES, type Locale } from '../../../regions/schema.ts';
import { formatDate, formatNumber, localeTag } from '../../lib/format.ts';
import { buyerOf, transactionById } from '../db/queries/billing.ts';
import { subscriptionById } from '../db/queries/billing-subscriptions.ts';
import type { OutgoingMessage } from '../notify/message.ts';
import type { Payments } from './payments.ts';

const SITE = 'Lustmap';

const localeOf = (value: string | null, fallback: Locale): Locale =>
  (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : fallback;

/** Money with two decimals in the buyer's locale ("49,99 €", "£44.99"). */
const money = (minor: number, currency: string, tag: string) =>
  formatNumber(minor / 100, tag, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function send(p: Payments, message: OutgoingMessage): Promise<void> {
  if (!p.notifier) throw new Error('no notifier: the message stays queued');
  await p.notifier.provider.send(message);
}

/** E-mail the receipt of a paid transaction (nothing for a transaction without buyer or address). */
export async function sendReceipt(p: Payments, transactionId: number): Promise<void> {
  const txn = await transactionById(p.db, transactionId);
  if (!txn?.user_id || !txn.paid_at) return;
  const buyer = await buyerOf(p.db, txn.user_id);
  if (!buyer?.email) return;
  const locale = localeOf(buyer.locale, p.regions[txn.region].defaultLocale);
  const tag = localeTag(locale, txn.region);
  const vars = {
    site: SITE,
    reference: txn.reference,
    product: txn.product_id,
    date: formatDate(txn.paid_at, tag),
    amount: money(txn.amount_minor, txn.currency, tag),
    net: money(txn.net_minor, txn.currency, tag),
    vat: money(txn.vat_minor, txn.currency, tag),
    vatRate: formatNumber(txn.vat_rate, tag),
    // The rule the shop pages state: the account's region decides currency and VAT.
    rule: t(locale, 'auth.message.paymentReceipt.rule', {
      country: t(locale, `country.in.${txn.region}`),
      currency: txn.currency,
      vatRate: formatNumber(txn.vat_rate, tag),
    }),
    credits: txn.credits ? t(locale, 'auth.message.paymentReceipt.credits', { credits: formatNumber(txn.credits, tag) }) : '',
  };
  await send(p, {
    channel: 'email',
    to: buyer.email,
    subject: t(locale, 'auth.message.paymentReceipt.subject', vars),
    text: t(locale, 'auth.message.paymentReceipt.email', vars),
    purpose: 'paymentReceipt',
    link: null,
    code: null,
    userId: txn.user_id,
  });
}

/** E-mail the confirmation that a subscription was cancelled (German law asks for one). */
export async function sendCancellation(p: Payments, subscriptionId: number): Promise<void> {
  const sub = await subscriptionById(p.db, subscriptionId);
  if (!sub?.cancelled_at) return;
  const buyer = await buyerOf(p.db, sub.user_id);
  if (!buyer?.email) return;
  const locale = localeOf(buyer.locale, p.regions[sub.region].defaultLocale);
  const tag = localeTag(locale, sub.region);
  const vars = {
    site: SITE,
    product: sub.product_id,
    date: formatDate(sub.cancelled_at, tag, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Berlin' }),
    periodEnd: formatDate(sub.current_period_end, tag, { dateStyle: 'long', timeZone: 'Europe/Berlin' }),
  };
  await send(p, {
    channel: 'email',
    to: buyer.email,
    subject: t(locale, 'auth.message.subscriptionCancelled.subject', vars),
    text: t(locale, 'auth.message.subscriptionCancelled.email', vars),
    purpose: 'subscriptionCancelled',
    link: null,
    code: null,
    userId: sub.user_id,
  });
}
