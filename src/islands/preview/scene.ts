/**
 * Example pictures for the previews: abstract interiors drawn as SVG data URLs (no person, no
 * real place), so the preview pages need no uploaded photo and load nothing from elsewhere.
 */

/** An abstract room in the colours of `hue` (0–359) at `width`×`height`. */
export function scene(hue: number, width: number, height: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},55%,28%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,55%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<rect x="${width * 0.08}" y="${height * 0.18}" width="${width * 0.26}" height="${height * 0.5}" rx="12" fill="hsl(${hue},40%,80%)" fill-opacity="0.35"/>` +
    `<circle cx="${width * 0.72}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.12}" fill="hsl(${(hue + 60) % 360},80%,85%)" fill-opacity="0.5"/>` +
    `<rect x="0" y="${height * 0.78}" width="100%" height="${height * 0.22}" fill="hsl(${hue},35%,18%)" fill-opacity="0.6"/>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
