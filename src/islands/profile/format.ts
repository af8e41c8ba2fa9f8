/** Pure helpers of the profile page: links and the page's meta texts (durations, weekdays: src/lib/format.ts). */

/** SPEC §5: website URLs without http/https get http:// prefixed. */
export function withHttp(url: string): string {
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed.replace(/^\/+/, '')}`;
}

/** An address as a link shows it: without the scheme and a lone trailing slash. */
export function websiteLabel(url: string): string {
  return url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');
}

/** A map link for a position (OpenStreetMap, no tracking, works without an account). */
export function mapUrl(lat: number, lon: number): string {
  const la = lat.toFixed(5);
  const lo = lon.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=15/${la}/${lo}`;
}

/** A WhatsApp chat link for a phone number in international form. */
export function whatsappUrl(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

/** A Telegram link for a username ("@anna" or "anna"). */
export function telegramUrl(username: string): string {
  return `https://t.me/${encodeURIComponent(username.trim().replace(/^@/, ''))}`;
}

export { countryName, formatDuration, localeTag, weekdayNames } from '../../lib/format.ts';

export { metaPlace, profileMeta } from '../../lib/profile-meta.ts';
