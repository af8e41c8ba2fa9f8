/**
 * Settings of the Twilio SMS gateway, from the environment (read with the account settings,
 * src/server/auth/settings.ts):
 *
 * - SMS_PROVIDER: "twilio" sends SMS through Twilio's Messages API; unset keeps SMS with MESSAGES.
 * - TWILIO_ACCOUNT_SID (AC…) and TWILIO_AUTH_TOKEN: the account's credentials (the token also checks
 *   the signature of Twilio's status callbacks).
 * - TWILIO_FROM (an E.164 number) or TWILIO_MESSAGING_SERVICE_SID (MG…): the sender, one of the two.
 * - TWILIO_WHATSAPP_FROM: a WhatsApp sender (E.164); with it WhatsApp messages go through Twilio too
 *   (`whatsapp:` numbers), without it they stay with MESSAGES.
 * - TWILIO_API_URL: another base URL for the API (a Twilio-compatible gateway; http only to this
 *   machine), default https://api.twilio.com.
 * - TWILIO_TIMEOUT_SECONDS: the limit of one API call (default 10).
 *
 * Delivery receipts are asked for at PUBLIC_SITE_URL + TWILIO_STATUS_PATH, the URL Twilio signs;
 * without PUBLIC_SITE_URL no receipts are asked for.
 */

/** The Twilio gateway's settings. */
export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sender number (E.164); `messagingServiceSid` instead when unset. */
  from?: string;
  messagingServiceSid?: string;
  /** The WhatsApp sender (E.164); WhatsApp goes through Twilio only with it. */
  whatsappFrom?: string;
  /** Base URL of the API instead of https://api.twilio.com. */
  apiUrl?: string;
  /** The absolute URL Twilio posts delivery receipts to (and signs); none asked for without it. */
  statusCallback?: string;
  /** Milliseconds one API call may take (default 10 s). */
  timeoutMs?: number;
}

/** Where the status callback route answers (below the site's origin). */
export const TWILIO_STATUS_PATH = '/api/v2/webhooks/twilio/status';

/** The API's own base URL. */
export const TWILIO_API_URL = 'https://api.twilio.com';

const E164 = /^\+[1-9]\d{6,14}$/;
const ACCOUNT_SID = /^AC[0-9a-fA-F]{32}$/;
const SERVICE_SID = /^MG[0-9a-fA-F]{32}$/;
const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * The Twilio settings of the environment: undefined without SMS_PROVIDER; throws a message naming
 * what is missing or wrong when SMS_PROVIDER=twilio is incomplete. `siteUrl` is the public origin.
 */
export function twilioSettingsFromEnv(env: NodeJS.ProcessEnv, siteUrl: string | undefined): TwilioSettings | undefined {
  const provider = env.SMS_PROVIDER?.trim();
  if (!provider) return undefined;
  if (provider !== 'twilio') throw new Error(`SMS_PROVIDER must be "twilio" or unset, got "${provider}"`);
  const value = (name: string) => env[name]?.trim() || undefined;
  const accountSid = value('TWILIO_ACCOUNT_SID');
  const authToken = value('TWILIO_AUTH_TOKEN');
  const from = value('TWILIO_FROM');
  const messagingServiceSid = value('TWILIO_MESSAGING_SERVICE_SID');
  const missing = [
    ...(accountSid ? [] : ['TWILIO_ACCOUNT_SID']),
    ...(authToken ? [] : ['TWILIO_AUTH_TOKEN']),
    ...(from || messagingServiceSid ? [] : ['TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID']),
  ];
  if (missing.length) throw new Error(`SMS_PROVIDER=twilio needs ${missing.join(', ')}`);
  if (!ACCOUNT_SID.test(accountSid!)) throw new Error('TWILIO_ACCOUNT_SID must be an account SID: "AC" and 32 hexadecimal digits');
  if (from && messagingServiceSid) throw new Error('set TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID, not both');
  if (from && !E164.test(from)) throw new Error(`TWILIO_FROM must be a number in E.164 form (+4915112345678), got "${from}"`);
  if (messagingServiceSid && !SERVICE_SID.test(messagingServiceSid))
    throw new Error('TWILIO_MESSAGING_SERVICE_SID must be a Messaging Service SID: "MG" and 32 hexadecimal digits');
  const whatsappFrom = value('TWILIO_WHATSAPP_FROM')?.replace(/^whatsapp:/, '');
  if (whatsappFrom && !E164.test(whatsappFrom))
    throw new Error(`TWILIO_WHATSAPP_FROM must be a number in E.164 form (+4915112345678), got "${whatsappFrom}"`);
  const apiUrl = value('TWILIO_API_URL');
  if (apiUrl) checkApiUrl(apiUrl);
  const seconds = Number(value('TWILIO_TIMEOUT_SECONDS') ?? 10);
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > 60)
    throw new Error(`TWILIO_TIMEOUT_SECONDS must be 1..60, got "${env.TWILIO_TIMEOUT_SECONDS}"`);
  return {
    accountSid: accountSid!,
    authToken: authToken!,
    from,
    messagingServiceSid,
    whatsappFrom,
    apiUrl: apiUrl?.replace(/\/+$/, ''),
    statusCallback: siteUrl ? `${siteUrl.replace(/\/+$/, '')}${TWILIO_STATUS_PATH}` : undefined,
    timeoutMs: Math.round(seconds * 1000),
  };
}

/** TWILIO_API_URL: an https origin (or path), or http to this machine only (the credentials travel with every call). */
function checkApiUrl(apiUrl: string): void {
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    throw new Error(`TWILIO_API_URL must be an absolute URL, got "${apiUrl}"`);
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname))) return;
  throw new Error(`TWILIO_API_URL must be an https URL (http only to localhost), got "${apiUrl}"`);
}

/** What the start log says about the gateway (no credentials). */
export function describeTwilio(s: TwilioSettings): Record<string, unknown> {
  return {
    sender: s.messagingServiceSid ? 'messaging service' : 'number',
    whatsapp: s.whatsappFrom !== undefined,
    api: new URL(s.apiUrl ?? TWILIO_API_URL).host,
    receipts: s.statusCallback ?? null,
  };
}
