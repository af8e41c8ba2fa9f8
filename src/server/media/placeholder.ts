/**
 * Generated placeholder images for demo photos and adverts: a gradient, an abstract silhouette
 * and initials. Deterministic from the seed, never a picture of a person.
 */

function hue(seed: number, shift: number): number {
  return (((seed >>> 0) * 2654435761 + shift * 97) >>> 0) % 360;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Initials of a display name ("Club Venus" → "CV"), at most two letters. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => [...w][0] ?? '')
    .filter((c) => /\p{L}|\p{N}/u.test(c));
  return letters.slice(0, 2).join('').toUpperCase() || '?';
}

export interface PlaceholderOptions {
  seed: number;
  width: number;
  height: number;
  /** Text in the middle (initials). */
  label: string;
  /** Small caption at the bottom ("LIVE", "AI", "AD"). */
  caption?: string;
}

/** An SVG placeholder photo. */
export function placeholderSvg({ seed, width, height, label, caption }: PlaceholderOptions): string {
  const h1 = hue(seed, 1);
  const h2 = (h1 + 40 + (seed % 80)) % 360;
  const cx = width / 2;
  const unit = Math.min(width, height);
  const headR = unit * 0.16;
  const headY = height * 0.42;
  const bodyTop = headY + headR * 1.25;
  const text = escapeXml(label.slice(0, 3));
  const cap = caption ? escapeXml(caption.slice(0, 12)) : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${text}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h1} 55% 42%)"/><stop offset="1" stop-color="hsl(${h2} 60% 22%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${cx}" cy="${headY}" r="${headR}" fill="hsl(${h1} 30% 85% / 0.22)"/>
<path d="M ${cx - unit * 0.34} ${height} C ${cx - unit * 0.34} ${bodyTop + unit * 0.05} ${cx - unit * 0.18} ${bodyTop} ${cx} ${bodyTop} C ${cx + unit * 0.18} ${bodyTop} ${cx + unit * 0.34} ${bodyTop + unit * 0.05} ${cx + unit * 0.34} ${height} Z" fill="hsl(${h1} 30% 85% / 0.22)"/>
<text x="${cx}" y="${headY}" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${Math.round(headR * 0.95)}" fill="#fff" fill-opacity="0.92">${text}</text>
${cap ? `<text x="${cx}" y="${height - unit * 0.06}" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="600" font-size="${Math.round(unit * 0.06)}" fill="#fff" fill-opacity="0.85" letter-spacing="2">${cap}</text>` : ''}
</svg>`;
}
