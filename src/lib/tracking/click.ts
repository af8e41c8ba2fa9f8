/**
 * Click tracking (SPEC §5, §7 "traffic-manager cookie"): a visitor arriving from a partner with
 * `#clickid=…&offerid=…` in the URL hash, both non-empty, hands every hash parameter to
 * POST /traffic-manager/cookie/, once per click id in the browser session.
 */
import { CLICK_ID_PARAM, OFFER_ID_PARAM, TRAFFIC_MANAGER_LIMITS as TM } from '../api/tracking-codes.ts';

/** sessionStorage key of the last click id handed over. */
export const SENT_CLICK_KEY = 'lm_tm_click';

const PARAM_NAME = /^[A-Za-z0-9_.-]+$/;

/**
 * The hash's parameters when it carries both click id and offer id non-empty, else undefined.
 * Parameters the server could not take (odd names, overlong values, past the count) are left out,
 * so one of them never costs the click.
 */
export function clickParams(hash: string): Record<string, string> | undefined {
  const params = new URLSearchParams(hash.replace(/^#\??/, ''));
  const clickId = params.get(CLICK_ID_PARAM)?.trim();
  const offerId = params.get(OFFER_ID_PARAM)?.trim();
  if (!clickId || !offerId) return undefined;
  const out: Record<string, string> = { [CLICK_ID_PARAM]: clickId, [OFFER_ID_PARAM]: offerId };
  for (const [key, value] of params) {
    if (key in out || Object.keys(out).length >= TM.maxParams) continue;
    if (key.length <= TM.key && PARAM_NAME.test(key) && value.length <= TM.value) out[key] = value;
  }
  return out;
}

/**
 * Hand the click over unless this session already did (`send` answers the status, 0 on a network
 * failure, which leaves the click to the next page load). True when it was sent now.
 */
export async function sendClickOnce(
  params: Record<string, string>,
  storage: Storage | undefined,
  send: (params: Record<string, string>) => Promise<number>,
): Promise<boolean> {
  const clickId = params[CLICK_ID_PARAM]!;
  try {
    if (storage?.getItem(SENT_CLICK_KEY) === clickId) return false;
  } catch {
    // Storage switched off: send; the server keeps one row per click id anyway.
  }
  const status = await send(params);
  if (status === 0) return false;
  try {
    storage?.setItem(SENT_CLICK_KEY, clickId);
  } catch {
    // As above.
  }
  return status >= 200 && status < 300;
}
