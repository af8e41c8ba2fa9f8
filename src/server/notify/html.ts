/**
 * The HTML part of an e-mail, derived from its text part (the per-locale templates compose text
 * only): every character of the text is escaped, blank lines separate paragraphs, single line
 * breaks stay, and http(s) addresses become links. Nothing of the text turns into markup, so a name
 * or a message a user wrote shows exactly as written.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` with the characters HTML gives a meaning escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** An http(s) address up to the next space or character an address cannot hold unencoded. */
const ADDRESS = /\bhttps?:\/\/[^\s<>"]+/g;
/** Punctuation that ends a sentence rather than the address it follows. */
const TRAILING = /[.,;:!?'’”»)\]]+$/;

/** One line of text as HTML, its addresses as links. */
function lineToHtml(line: string): string {
  let html = '';
  let from = 0;
  for (const match of line.matchAll(ADDRESS)) {
    const trailing = TRAILING.exec(match[0])?.[0] ?? '';
    const address = match[0].slice(0, match[0].length - trailing.length);
    if (address.length <= 'https://'.length) continue;
    html += `${escapeHtml(line.slice(from, match.index))}<a href="${escapeHtml(address)}">${escapeHtml(address)}</a>`;
    from = match.index + address.length;
  }
  return html + escapeHtml(line.slice(from));
}

/** The HTML document of an e-mail whose text is `text` (and whose subject is `title`). */
export function textToHtml(text: string, o: { title?: string } = {}): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.replace(/^\n+|\n+$/g, ''))
    .filter((p) => p.trim() !== '');
  const body = paragraphs.map((p) => `<p>${p.split('\n').map(lineToHtml).join('<br>\n')}</p>`).join('\n');
  return [
    '<!doctype html>',
    '<html>',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(o.title ?? '')}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #1f2937;">',
    body,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
