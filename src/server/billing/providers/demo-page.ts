/**
 * The demo provider's hosted pages as server-rendered HTML: plain forms, labelled fields and
 * buttons, no script (the site's CSP allows none inline), styles from one stylesheet. Every value
 * shown is escaped.
 */
import type { TransactionRow } from '../../db/queries/billing.ts';
import { transferDetails } from '../bank-transfer.ts';
import { DEMO_CARDS, DEMO_PAY_BASE } from './demo.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Money as "49.99 EUR" (the hosted page is the provider's, in English). */
export const amountText = (minor: number, currency: string) =>
  `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')} ${currency}`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} · Demo Pay</title>
<link rel="stylesheet" href="${DEMO_PAY_BASE}/style.css">
</head>
<body>
<header class="bar"><p class="brand">Demo Pay <span class="tag">test mode: no real money moves</span></p></header>
<main id="main">
${body}
</main>
</body>
</html>`;
}

function summary(txn: TransactionRow): string {
  return `<dl class="summary">
<dt>Merchant</dt><dd>Lustmap</dd>
<dt>Order reference</dt><dd>${escape(txn.reference)}</dd>
<dt>Product</dt><dd>${escape(txn.product_id)}</dd>
<dt>Amount</dt><dd class="amount">${escape(amountText(txn.amount_minor, txn.currency))}</dd>
<dt>Of which VAT (${escape(String(txn.vat_rate))} %)</dt><dd>${escape(amountText(txn.vat_minor, txn.currency))}</dd>
</dl>`;
}

/** The card page of a pending card order. */
export function cardPage(txn: TransactionRow, session: string, error?: string): string {
  const action = `${DEMO_PAY_BASE}/sessions/${encodeURIComponent(session)}`;
  return layout(
    'Pay by card',
    `<h1>Pay by card</h1>
${summary(txn)}
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="${action}/pay" class="card">
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required maxlength="23" value="${DEMO_CARDS.approves}" aria-describedby="card-hint">
<p id="card-hint" class="hint">Test cards: ${DEMO_CARDS.approves} approves, ${DEMO_CARDS.declines} declines.</p>
<button type="submit" class="primary">Pay ${escape(amountText(txn.amount_minor, txn.currency))}</button>
</form>
<form method="post" action="${action}/cancel">
<button type="submit" class="secondary">Cancel and return to the shop</button>
</form>`,
  );
}

/** The bank transfer page of a pending transfer order, with the simulation button. */
export function transferPage(txn: TransactionRow, session: string): string {
  const t = transferDetails({ reference: txn.reference, amountMinor: txn.amount_minor, currency: txn.currency });
  const action = `${DEMO_PAY_BASE}/transfers/${encodeURIComponent(session)}`;
  return layout(
    'Bank transfer',
    `<h1>Bank transfer</h1>
${summary(txn)}
<h2>Transfer to</h2>
<dl class="summary">
<dt>Beneficiary</dt><dd>${escape(t.beneficiary)}</dd>
<dt>IBAN</dt><dd>${escape(t.iban)}</dd>
<dt>BIC</dt><dd>${escape(t.bic)}</dd>
<dt>Reference (exactly)</dt><dd>${escape(t.reference)}</dd>
</dl>
<p class="hint">In this demo no bank is involved: simulate the bank's report of the incoming transfer.</p>
<form method="post" action="${action}/receive">
<button type="submit" class="primary">Simulate incoming transfer</button>
</form>`,
  );
}

/** The page of a session that is no longer payable. */
export function closedPage(txn: TransactionRow | undefined, back: string | undefined): string {
  return layout(
    'Payment closed',
    `<h1>This payment is closed</h1>
<p>${txn ? `Order ${escape(txn.reference)} is ${escape(txn.status)}.` : 'This payment session does not exist.'}</p>
${back ? `<p><a href="${escape(back)}">Return to the shop</a></p>` : ''}`,
  );
}

/** The hosted pages' stylesheet. */
export const DEMO_PAY_CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f4f5f7}
.bar{background:#1f2a44;color:#fff;padding:.75rem 1rem}.brand{margin:0;font-weight:700}.tag{font-weight:400;font-size:.85rem;margin-left:.5rem;opacity:.9}
main{max-width:32rem;margin:1.5rem auto;background:#fff;padding:1.5rem;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.5rem;margin-top:0}h2{font-size:1.125rem}.summary{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
dt{color:#4a4a4a}dd{margin:0;font-weight:600;overflow-wrap:anywhere}.amount{font-size:1.25rem}
label{display:block;font-weight:600;margin-top:1rem}input{width:100%;font-size:1.125rem;padding:.6rem;border:1px solid #6b6b6b;border-radius:.25rem}
.hint{color:#4a4a4a;font-size:.9rem}.error{color:#a00000;font-weight:600}
button{display:block;width:100%;min-height:44px;font-size:1rem;margin-top:1rem;padding:.6rem;border-radius:.25rem;cursor:pointer}
.primary{background:#1f5f3a;color:#fff;border:0}.secondary{background:#fff;color:#1f2a44;border:1px solid #1f2a44}
:focus-visible{outline:3px solid #1f5fbf;outline-offset:2px}a{color:#1f4fa0}`;
