/**
 * A stand-in of Verotel's hosted pages for tests: an HTTP server on a free loopback port (its
 * address is the shop's VEROTEL_BASE_URL). It checks each signed start and cancel URL the way
 * Verotel would, with its own FlexPay signature check (not the shop's code): shop, version, type,
 * amount format, return addresses, signature. Asked to, it acts as Verotel does: the buyer pays or
 * is declined on the order page (postback, then the browser is sent to the success or decline
 * address), confirms a cancellation on the cancel page, and Verotel later sends rebills, expiries,
 * credits and chargebacks; every postback is a GET to the shop's postback URL carrying the sale's
 * parameters signed with the key.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The parameters FlexPay signs in a start or cancel URL. */
const SIGNED = new Set(
  (
    'version shopID priceAmount priceCurrency paymentMethod description referenceID saleID custom1 custom2 custom3 ' +
    'subscriptionType period name trialAmount trialPeriod cancelDiscountPercentage type successURL declineURL ' +
    'precedingSaleID upgradeOption mcc subCreditorName subCreditorId subCreditorCountry'
  ).split(' '),
);

/** SHA-256 of the key and the sorted `name=value` pairs joined with ":". */
function signatureOf(key: string, params: Readonly<Record<string, string>>): string {
  const pairs = Object.keys(params)
    .sort()
    .map((name) => `${name}=${params[name]}`);
  return createHash('sha256')
    .update([key, ...pairs].join(':'))
    .digest('hex');
}

/** A sale opened on the order page. */
export interface StandInSale {
  type: 'purchase' | 'subscription';
  /** The start URL's parameters. */
  params: Record<string, string>;
  saleId: string;
  /** Verotel's transaction ids of the sale's payments, oldest first. */
  transactions: string[];
}

/** A postback as sent and answered. */
export interface SentPostback {
  query: string;
  status: number;
  body: string;
}

export interface VerotelStandIn {
  /** Its address (VEROTEL_BASE_URL). */
  baseUrl: string;
  /** Sales opened on the order page, by the shop's reference. */
  sales: Map<string, StandInSale>;
  /** Why the pages refused a URL, oldest first. */
  refusals: string[];
  /** Postbacks sent, oldest first. */
  sent: SentPostback[];
  /** Send a postback for a sale: its parameters, these added (or removed when undefined), signed with the key (or `key`, or not at all). */
  postback(reference: string, event: Record<string, string | undefined>, o?: { key?: string; unsigned?: boolean }): Promise<SentPostback>;
  /** Send the same query again. */
  resend(postback: SentPostback): Promise<SentPostback>;
  /** Verotel charges the next period of a subscription (a new transaction id). */
  rebill(reference: string, o?: { amount?: string; currency?: string }): Promise<SentPostback>;
  /** The last transaction id of a sale. */
  lastTransaction(reference: string): string;
  close(): Promise<void>;
}

/** Start the stand-in; `postbackUrl` is the shop's, `now` the test's clock. */
export async function startVerotelStandIn(o: {
  shopId: string;
  signatureKey: string;
  postbackUrl: string;
  now: () => Date;
}): Promise<VerotelStandIn> {
  const sales = new Map<string, StandInSale>();
  const refusals: string[] = [];
  const sent: SentPostback[] = [];
  let nextId = 7_000_000;
  const newId = () => String(nextId++);
  const day = (offsetDays: number) => new Date(o.now().getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

  async function deliver(query: string): Promise<SentPostback> {
    const res = await fetch(`${o.postbackUrl}?${query}`);
    const answer = { query, status: res.status, body: await res.text() };
    sent.push(answer);
    return answer;
  }

  function saleParams(sale: StandInSale): Record<string, string> {
    const p = sale.params;
    const common = {
      shopID: o.shopId,
      saleID: sale.saleId,
      referenceID: p.referenceID!,
      paymentMethod: 'CC',
      custom1: p.custom1 ?? '',
      CCBrand: 'VISA',
      truncatedPAN: 'XXXXXXXXXXXX4242',
      email: 'buyer@example.test',
    };
    return sale.type === 'purchase'
      ? { ...common, type: 'purchase', priceAmount: p.priceAmount!, priceCurrency: p.priceCurrency!, description: p.description! }
      : {
          ...common,
          type: 'subscription',
          subscriptionType: 'recurring',
          period: p.period!,
          name: p.name!,
          priceAmount: p.priceAmount!,
          priceCurrency: p.priceCurrency!,
        };
  }

  async function postback(reference: string, event: Record<string, string | undefined>, x: { key?: string; unsigned?: boolean } = {}) {
    const sale = sales.get(reference);
    if (!sale) throw new Error(`no sale ${reference} was opened on the order page`);
    const params: Record<string, string> = saleParams(sale);
    for (const [name, value] of Object.entries(event)) {
      if (value === undefined) delete params[name];
      else params[name] = value;
    }
    const query = new URLSearchParams(params);
    if (!x.unsigned) query.set('signature', signatureOf(x.key ?? o.signatureKey, params));
    return deliver(query.toString());
  }

  /** A start or cancel URL's parameters when its signature and shop are right, else the reason. */
  function checked(url: URL): Record<string, string> | string {
    const params: Record<string, string> = {};
    for (const [name, value] of url.searchParams) params[name] = value;
    const { signature, ...rest } = params;
    const signed = Object.fromEntries(Object.entries(rest).filter(([name]) => SIGNED.has(name)));
    if (rest.shopID !== o.shopId) return `unknown shop ${rest.shopID ?? ''}`;
    if (rest.version !== '4') return `unsupported version ${rest.version ?? ''}`;
    if (signature !== signatureOf(o.signatureKey, signed)) return 'wrong signature';
    return rest;
  }

  function startOrder(url: URL): string | StandInSale {
    const p = checked(url);
    if (typeof p === 'string') return p;
    if (p.type !== 'purchase' && p.type !== 'subscription') return `unknown type ${p.type ?? ''}`;
    if (!/^\d+\.\d{2}$/.test(p.priceAmount ?? '')) return `bad priceAmount ${p.priceAmount ?? ''}`;
    if (!/^(EUR|GBP|AUD|USD|CAD|CHF|DKK|NOK|SEK)$/.test(p.priceCurrency ?? '')) return `bad priceCurrency ${p.priceCurrency ?? ''}`;
    if (!p.referenceID) return 'no referenceID';
    if (!p.successURL?.startsWith('http') || !p.declineURL?.startsWith('http')) return 'no return addresses';
    if (p.type === 'purchase' && !p.description) return 'no description';
    if (p.type === 'subscription' && (p.subscriptionType !== 'recurring' || !/^P\d+[DM]$/.test(p.period ?? '') || !p.name))
      return 'bad subscription';
    const known = sales.get(p.referenceID);
    if (known) return known;
    const sale: StandInSale = { type: p.type, params: p, saleId: newId(), transactions: [] };
    sales.set(p.referenceID, sale);
    return sale;
  }

  async function form(req: IncomingMessage): Promise<URLSearchParams> {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    return new URLSearchParams(body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in.invalid');
    const send = (status: number, text: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
      res.end(text);
    };
    const refuse = (reason: string) => {
      refusals.push(reason);
      send(400, `refused: ${reason}`);
    };
    if (req.method === 'GET' && url.pathname === '/startorder') {
      const sale = startOrder(url);
      if (typeof sale === 'string') return refuse(sale);
      return send(200, `<h1>Order ${sale.params.referenceID}</h1><p>${sale.params.priceAmount} ${sale.params.priceCurrency}</p>`);
    }
    if (req.method === 'POST' && url.pathname === '/pay') {
      const f = await form(req);
      const sale = sales.get(f.get('reference') ?? '');
      if (!sale) return refuse('pay: unknown sale');
      if (f.get('outcome') === 'decline') return send(302, '', { location: sale.params.declineURL! });
      const transactionId = newId();
      sale.transactions.push(transactionId);
      const event =
        sale.type === 'purchase'
          ? { transactionID: transactionId }
          : { event: 'initial', transactionID: transactionId, nextChargeOn: day(30) };
      const answer = await postback(sale.params.referenceID!, event);
      return send(302, '', { location: sale.params.successURL!, 'x-postback': `${answer.status} ${answer.body}` });
    }
    if (req.method === 'GET' && url.pathname === '/cancel-subscription') {
      const p = checked(url);
      if (typeof p === 'string') return refuse(p);
      if (![...sales.values()].some((s) => s.saleId === p.saleID)) return refuse(`cancel: unknown sale ${p.saleID ?? ''}`);
      return send(200, `<form method="post" action="/cancel-subscription/confirm"><input name="saleID" value="${p.saleID}"></form>`);
    }
    if (req.method === 'POST' && url.pathname === '/cancel-subscription/confirm') {
      const saleId = (await form(req)).get('saleID');
      const sale = [...sales.values()].find((s) => s.saleId === saleId);
      if (!sale) return refuse('confirm: unknown sale');
      const answer = await postback(sale.params.referenceID!, {
        event: 'cancel',
        cancelledBy: 'buyer',
        subscriptionPhase: 'normal',
        expiresOn: day(30),
      });
      return send(200, `cancelled (${answer.status} ${answer.body})`);
    }
    send(404, 'not found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      refusals.push(`stand-in failed: ${String(err)}`);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    sales,
    refusals,
    sent,
    postback,
    resend: (p) => deliver(p.query),
    async rebill(reference, x = {}) {
      const sale = sales.get(reference);
      if (!sale) throw new Error(`no sale ${reference}`);
      const transactionId = newId();
      sale.transactions.push(transactionId);
      return postback(reference, {
        event: 'rebill',
        transactionID: transactionId,
        amount: x.amount ?? sale.params.priceAmount,
        currency: x.currency ?? sale.params.priceCurrency,
        priceAmount: undefined,
        priceCurrency: undefined,
        nextChargeOn: day(30),
      });
    },
    lastTransaction(reference) {
      const id = sales.get(reference)?.transactions.at(-1);
      if (!id) throw new Error(`sale ${reference} has no transaction`);
      return id;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
