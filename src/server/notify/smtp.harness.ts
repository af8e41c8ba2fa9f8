/**
 * For the e-mail tests: a real SMTP server (smtp-server) on a loopback port that keeps what it
 * receives, a port nothing listens on, and a small reader of the received MIME messages (headers
 * unfolded with their encoded words decoded, the text and HTML parts decoded from
 * quoted-printable or base64 as UTF-8).
 */
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the server received it. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** Messages received for `to`. */
  to(address: string): ParsedMail[];
  close(): Promise<void>;
}

/** An SMTP error reply for smtp-server's callbacks. */
function reply(code: number, text: string): Error {
  return Object.assign(new Error(text), { responseCode: code });
}

/**
 * Start a server on `port` (default: a free one). `rcpt` may answer a recipient with a reply code
 * and text (a refusal); `auth` requires that login.
 */
export async function startSmtpServer(
  o: { port?: number; rcpt?: (address: string) => [number, string] | undefined; auth?: { user: string; pass: string } } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: o.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !o.auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === o.auth?.user && auth.password === o.auth?.pass) return callback(null, { user: auth.username });
      callback(reply(535, 'Authentication credentials invalid'));
    },
    onRcptTo(address, _session, callback) {
      const refusal = o.rcpt?.(address.address);
      callback(refusal ? reply(refusal[0], refusal[1]) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback(null);
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    const listener = server.listen(o.port ?? 0, '127.0.0.1', () => resolve((listener.address() as AddressInfo).port));
    listener.once('error', reject);
  });
  return {
    port,
    received,
    to: (address) => received.filter((m) => m.envelopeTo.includes(address)).map((m) => parseMail(m.raw)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port with nothing listening on it (free a moment ago). */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A received message read: its headers (lower-case names, first occurrence) and its leaf parts. */
export interface ParsedMail {
  headers: Record<string, string>;
  /** Every header line as received (unfolded, not decoded). */
  rawHeaders: string[];
  parts: { type: string; text: string }[];
  /** The decoded text of the first part of `type`. */
  part(type: string): string | undefined;
}

/** Split a MIME entity into header lines (unfolded) and its body. */
function splitEntity(raw: string): { lines: string[]; headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const lines = head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= line.slice(colon + 1).trim();
  }
  return { lines, headers, body };
}

/** Quoted-printable to bytes. */
export function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i) & 0xff);
  }
  return Buffer.from(bytes);
}

/** A header value with its RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) decoded. */
export function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QB]\?[^?]*\?=)\s+(?==\?)/gi, '$1')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, encoding: string, data: string) =>
      (encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQuotedPrintable(data.replace(/_/g, ' '))).toString('utf8'),
    );
}

/** The parameter `name` of a header value (`multipart/alternative; boundary="x"`). */
function parameter(value: string, name: string): string | undefined {
  const m = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(value);
  return m?.[1];
}

/** Parse a received message into headers and decoded leaf parts. */
export function parseMail(raw: string): ParsedMail {
  const top = splitEntity(raw);
  const parts: ParsedMail['parts'] = [];
  const walk = (entity: { headers: Record<string, string>; body: string }) => {
    const type = (entity.headers['content-type'] ?? 'text/plain').split(';')[0]!.trim().toLowerCase();
    if (type.startsWith('multipart/')) {
      const boundary = parameter(entity.headers['content-type']!, 'boundary')!;
      const sections = entity.body.split(`--${boundary}`).slice(1);
      for (const section of sections) {
        if (section.startsWith('--')) break;
        walk(splitEntity(section.replace(/^\r?\n/, '')));
      }
      return;
    }
    const encoding = (entity.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
    const bytes =
      encoding === 'base64'
        ? Buffer.from(entity.body.replace(/\s+/g, ''), 'base64')
        : encoding === 'quoted-printable'
          ? decodeQuotedPrintable(entity.body)
          : Buffer.from(entity.body, 'utf8');
    parts.push({ type, text: bytes.toString('utf8').replace(/\r\n/g, '\n').replace(/\n$/, '') });
  };
  walk(top);
  const headers = Object.fromEntries(Object.entries(top.headers).map(([k, v]) => [k, decodeWords(v)]));
  return { headers, rawHeaders: top.lines, parts, part: (type) => parts.find((p) => p.type === type)?.text };
}
