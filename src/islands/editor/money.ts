/**
 * Prices typed as decimals and sent as integer minor units (cents, pence). Parsing works on the
 * digits as text, never through floating point, so "0,29" is 29 and not 28.999…; every currency of
 * the site (EUR, GBP, AUD) has two minor digits.
 */

/** Minor digits of every site currency. */
const MINOR_DIGITS = 2;

/** The decimal and group separators of a BCP 47 locale ("de-DE" → "," and "."). */
export function separators(tag: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(tag).formatToParts(1234567.5);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

const SPACES = /[\s\u00a0\u202f]/g;
const CURRENCY = /€|£|A\$|\$|\b(?:EUR|GBP|AUD)\b/gi;

/** Integer digits, either plain or grouped in threes by `group`. */
function integerDigits(text: string, group: string): string | undefined {
  if (/^\d+$/.test(text)) return text;
  const g = group.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (new RegExp(`^\\d{1,3}(?:${g}\\d{3})+$`).test(text)) return text.split(group).join('');
  return undefined;
}

/**
 * An amount typed in a locale as minor units: "120,50" (de) → 12050, "1.200" (de) → 120000,
 * "1,200.5" (en) → 120050. A lone "." or "," followed by one or two digits is a decimal point in
 * any locale ("120.50" in German means 120.50, not 12050). Undefined for anything else: letters,
 * signs, more than two decimals, misplaced group separators, or an empty field.
 */
export function parseMoneyInput(input: string, tag: string): number | undefined {
  const { decimal, group: rawGroup } = separators(tag);
  // Space-like group separators (fr, it-CH…) were removed with the spaces.
  const group = /^[\s\u00a0\u202f]$/.test(rawGroup) ? '' : rawGroup;
  const text = input.replace(CURRENCY, '').replace(SPACES, '').replace(/['’]/g, '');
  if (!/^[\d.,]+$/.test(text)) return undefined;

  let whole = text;
  let fraction = '';
  const at = text.lastIndexOf(decimal);
  const other = decimal === ',' ? '.' : ',';
  if (at >= 0) {
    whole = text.slice(0, at);
    fraction = text.slice(at + 1);
  } else if (text.split(other).length === 2 && /^\d{1,2}$/.test(text.split(other)[1]!)) {
    [whole, fraction] = text.split(other) as [string, string];
  }
  if (!/^\d{0,2}$/.test(fraction) || (at >= 0 && fraction === '')) return undefined;
  const digits = whole === '' && fraction !== '' ? '0' : group ? integerDigits(whole, group) : /^\d+$/.test(whole) ? whole : undefined;
  if (digits === undefined) return undefined;
  const minor = `${digits}${fraction.padEnd(MINOR_DIGITS, '0')}`.replace(/^0+(?=\d)/, '');
  const value = Number(minor);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** Minor units as an input shows them: "120" for whole amounts, else "120,50" (de) or "120.50" (en). */
export function formatMoneyInput(minor: number, tag: string): string {
  const whole = Math.trunc(minor / 100);
  const cents = minor % 100;
  if (cents === 0) return String(whole);
  return `${whole}${separators(tag).decimal}${String(cents).padStart(MINOR_DIGITS, '0')}`;
}
