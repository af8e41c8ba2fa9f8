/**
 * The local provider's artwork: a stylised portrait (head, hair, eyes, shoulders in a top) drawn
 * as SVG from the chosen attributes, in the model's art family: soft shading (realistic style),
 * flat colours with outlines (anime style) or brush texture (painted). Deterministic from the seed
 * and image number (background, tilt, top colour vary per image). Artwork only: no photographs,
 * no model weights, always clothed.
 */
import type { AiChoices } from '../../../lib/api/ai.ts';
import type { AiArt } from '../../../domain/ai/vocabulary.ts';
import { choiceText } from '../../../domain/ai/models.ts';

const SKIN: Record<string, string> = {
  caucasian: '#f1c9a8',
  latin: '#d9a47e',
  asian: '#efd0a4',
  african: '#8a5a3c',
  arab: '#c99769',
  mixed: '#b7835f',
};
const HAIR: Record<string, string> = {
  blonde: '#e6c66f',
  brown: '#7a4a2a',
  dark_brown: '#4a2c1a',
  black: '#1f1b1d',
  red: '#b3452c',
  silver: '#c8ccd4',
  pink: '#f29bc4',
  blue: '#5b8fe0',
};
const EYES: Record<string, string> = {
  brown: '#6b3e1e',
  blue: '#3f7fd0',
  green: '#3f9a5a',
  grey: '#86919a',
  hazel: '#8e6b2f',
  violet: '#8a5cd0',
};
/** Background gradient, accent and top palette per style. */
const STYLE: Record<string, { bg: [string, string]; accent: string; tops: string[] }> = {
  natural: { bg: ['#f6dcc8', '#c9b8e0'], accent: '#ffffff', tops: ['#6d8fb3', '#b36d7e', '#7aa37a', '#d9b36c'] },
  glamour: { bg: ['#5a1846', '#d9a441'], accent: '#ffd98a', tops: ['#1c1c24', '#8c1c3c', '#c9a13b', '#3b1c5a'] },
  noir: { bg: ['#3a3a40', '#0d0d10'], accent: '#f2f2f2', tops: ['#111114', '#2b2b30', '#47474f', '#1b1b1e'] },
  anime: { bg: ['#bfe3ff', '#ffd6ec'], accent: '#ffffff', tops: ['#ff8fb1', '#7cc6ff', '#ffd36e', '#a78bfa'] },
  cel: { bg: ['#ffe8a3', '#ffb38a'], accent: '#ffffff', tops: ['#3d5a80', '#ee6c4d', '#293241', '#98c1d9'] },
  neon: { bg: ['#1a0b2e', '#3b0f5c'], accent: '#2ef2ff', tops: ['#ff2e97', '#2ef2ff', '#b12eff', '#1d1d3a'] },
  watercolour: { bg: ['#fbf7ef', '#e8efe9'], accent: '#9ec1cf', tops: ['#9ec1cf', '#cfa59e', '#b5cf9e', '#c9b6d9'] },
  oil: { bg: ['#2f3b2a', '#6b4a2b'], accent: '#e0b15a', tops: ['#7a1f2b', '#1f3a5a', '#5a4a1f', '#2b2b2b'] },
  nouveau: { bg: ['#f3e7c9', '#d8c08f'], accent: '#b08d3c', tops: ['#5d7a5a', '#8a5a7a', '#3c5a78', '#a0522d'] },
};
const ART_DEFAULT_STYLE: Record<AiArt, string> = { realistic: 'natural', anime: 'anime', painted: 'watercolour' };

/** A small deterministic generator (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Shift a #rrggbb colour lighter (amount > 0) or darker (< 0). */
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(amount > 0 ? v + (255 - v) * amount : v * (1 + amount))));
  const r = ch(n >> 16);
  const g = ch((n >> 8) & 255);
  const b = ch(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

const f = (n: number) => Math.round(n * 10) / 10;

export interface ArtworkSpec {
  art: AiArt;
  choices: AiChoices;
  seed: number;
  index: number;
  width: number;
  height: number;
}

/** The SVG of one portrait. */
export function artworkSvg(spec: ArtworkSpec): string {
  const { art, choices, width: W, height: H } = spec;
  const rand = rng(spec.seed * 31 + spec.index * 7919 + 1);
  const style = STYLE[choiceText(choices, 'style')] ? choiceText(choices, 'style') : ART_DEFAULT_STYLE[art];
  const look = STYLE[style]!;
  const anime = art === 'anime';
  const painted = art === 'painted';
  let skin = SKIN[choiceText(choices, 'ethnicity')] ?? SKIN.mixed!;
  if (anime) skin = shade(skin, 0.18);
  const hair = HAIR[choiceText(choices, 'hair_color')] ?? HAIR.brown!;
  const eyes = EYES[choiceText(choices, 'eye_color')] ?? EYES.brown!;
  const hairStyle = choiceText(choices, 'hair_style') || 'long';
  const body = choiceText(choices, 'body') || 'average';
  const age = Number(choiceText(choices, 'age')) || 25;
  const top = look.tops[Math.floor(rand() * look.tops.length)]!;
  const hueShift = Math.round(rand() * 40 - 20);
  const tilt = f(rand() * 8 - 4);
  const line = anime || style === 'cel' ? `stroke="#2a2230" stroke-width="${f(W / 180)}" stroke-linejoin="round"` : '';

  const cx = W / 2;
  const headW = W * 0.2;
  const headH = headW * 1.28;
  const headY = H * 0.38;
  const shoulderW = W * ({ slim: 0.3, athletic: 0.36, average: 0.34, curvy: 0.37, very_curvy: 0.39 }[body] ?? 0.34);
  const neckY = headY + headH * 0.85;
  const shoulderY = neckY + H * 0.06;

  // Hair behind the head, by style.
  const back: Record<string, string> = {
    long: `M ${cx - headW * 1.15} ${headY} Q ${cx - headW * 1.3} ${H * 0.72} ${cx - headW * 0.9} ${H * 0.74} L ${cx + headW * 0.9} ${H * 0.74} Q ${cx + headW * 1.3} ${H * 0.72} ${cx + headW * 1.15} ${headY} Q ${cx} ${headY - headH * 1.35} ${cx - headW * 1.15} ${headY} Z`,
    wavy: `M ${cx - headW * 1.2} ${headY} C ${cx - headW * 1.5} ${H * 0.5} ${cx - headW * 0.9} ${H * 0.58} ${cx - headW * 1.3} ${H * 0.7} Q ${cx} ${H * 0.8} ${cx + headW * 1.3} ${H * 0.7} C ${cx + headW * 0.9} ${H * 0.58} ${cx + headW * 1.5} ${H * 0.5} ${cx + headW * 1.2} ${headY} Q ${cx} ${headY - headH * 1.4} ${cx - headW * 1.2} ${headY} Z`,
    curly: '',
    ponytail: `M ${cx + headW * 0.6} ${headY - headH * 0.55} Q ${cx + headW * 1.9} ${headY} ${cx + headW * 1.3} ${H * 0.66} Q ${cx + headW * 1.1} ${headY + headH * 0.2} ${cx + headW * 0.7} ${headY - headH * 0.3} Z`,
    bun: '',
    bob: `M ${cx - headW * 1.12} ${headY - headH * 0.1} L ${cx - headW * 1.1} ${headY + headH * 0.62} L ${cx + headW * 1.1} ${headY + headH * 0.62} L ${cx + headW * 1.12} ${headY - headH * 0.1} Q ${cx} ${headY - headH * 1.3} ${cx - headW * 1.12} ${headY - headH * 0.1} Z`,
    short: '',
  };
  const curls =
    hairStyle === 'curly'
      ? Array.from({ length: 22 }, (_, i) => {
          const a = Math.PI * (0.95 + (i / 21) * 1.1) + (rand() - 0.5) * 0.1;
          const r = headW * (1.05 + rand() * 0.25);
          const y = headY - headH * 0.1 + Math.sin(a) * r * 1.2 + (i % 3) * headH * 0.25;
          return `<circle cx="${f(cx + Math.cos(a) * r * 1.05)}" cy="${f(Math.min(y + headH * 0.6, H * 0.66))}" r="${f(headW * (0.32 + rand() * 0.1))}" fill="${hair}" ${line}/>`;
        }).join('')
      : '';
  const bun =
    hairStyle === 'bun' ? `<circle cx="${cx}" cy="${f(headY - headH * 0.98)}" r="${f(headW * 0.5)}" fill="${hair}" ${line}/>` : '';

  // The top: shoulders to the bottom edge, a modest neckline.
  // The top reaches below the frame, so a tilted figure never shows a gap at the bottom corners.
  const bottom = H * 1.15;
  const topPath = `M ${cx - shoulderW} ${bottom} L ${cx - shoulderW} ${shoulderY + H * 0.06} Q ${cx - shoulderW} ${shoulderY} ${cx - shoulderW * 0.6} ${shoulderY} L ${cx - headW * 0.42} ${shoulderY - H * 0.005} Q ${cx} ${shoulderY + H * 0.07} ${cx + headW * 0.42} ${shoulderY - H * 0.005} L ${cx + shoulderW * 0.6} ${shoulderY} Q ${cx + shoulderW} ${shoulderY} ${cx + shoulderW} ${shoulderY + H * 0.06} L ${cx + shoulderW} ${bottom} Z`;
  const neck = `M ${cx - headW * 0.36} ${neckY - headH * 0.2} L ${cx - headW * 0.42} ${shoulderY + H * 0.01} Q ${cx} ${shoulderY + H * 0.075} ${cx + headW * 0.42} ${shoulderY + H * 0.01} L ${cx + headW * 0.36} ${neckY - headH * 0.2} Z`;

  // Eyes: large with highlights (anime style), almond-shaped otherwise.
  const eyeY = headY + headH * 0.05;
  const eyeDx = headW * 0.42;
  const eyeR = anime ? headW * 0.2 : headW * 0.12;
  const eye = (x: number) =>
    anime
      ? `<ellipse cx="${f(x)}" cy="${f(eyeY)}" rx="${f(eyeR * 0.8)}" ry="${f(eyeR)}" fill="#fff" ${line}/><ellipse cx="${f(x)}" cy="${f(eyeY + eyeR * 0.1)}" rx="${f(eyeR * 0.6)}" ry="${f(eyeR * 0.8)}" fill="${eyes}"/><circle cx="${f(x)}" cy="${f(eyeY + eyeR * 0.15)}" r="${f(eyeR * 0.3)}" fill="#1b1320"/><circle cx="${f(x - eyeR * 0.25)}" cy="${f(eyeY - eyeR * 0.3)}" r="${f(eyeR * 0.2)}" fill="#fff"/>`
      : `<path d="M ${f(x - eyeR * 1.5)} ${f(eyeY)} Q ${f(x)} ${f(eyeY - eyeR * 1.2)} ${f(x + eyeR * 1.5)} ${f(eyeY)} Q ${f(x)} ${f(eyeY + eyeR * 0.9)} ${f(x - eyeR * 1.5)} ${f(eyeY)} Z" fill="#fbf7f2"/><circle cx="${f(x)}" cy="${f(eyeY)}" r="${f(eyeR * 0.62)}" fill="${eyes}"/><circle cx="${f(x)}" cy="${f(eyeY)}" r="${f(eyeR * 0.28)}" fill="#1b1320"/><circle cx="${f(x - eyeR * 0.2)}" cy="${f(eyeY - eyeR * 0.25)}" r="${f(eyeR * 0.14)}" fill="#fff" fill-opacity="0.9"/>`;
  const brows = `<path d="M ${f(cx - eyeDx - eyeR * 1.4)} ${f(eyeY - eyeR * 1.9)} Q ${f(cx - eyeDx)} ${f(eyeY - eyeR * 2.5)} ${f(cx - eyeDx + eyeR * 1.4)} ${f(eyeY - eyeR * 2)}" stroke="${shade(hair, -0.25)}" stroke-width="${f(W / 150)}" fill="none" stroke-linecap="round"/><path d="M ${f(cx + eyeDx - eyeR * 1.4)} ${f(eyeY - eyeR * 2)} Q ${f(cx + eyeDx)} ${f(eyeY - eyeR * 2.5)} ${f(cx + eyeDx + eyeR * 1.4)} ${f(eyeY - eyeR * 1.9)}" stroke="${shade(hair, -0.25)}" stroke-width="${f(W / 150)}" fill="none" stroke-linecap="round"/>`;
  const mouthY = headY + headH * 0.5;
  const lips = `<path d="M ${f(cx - headW * 0.22)} ${f(mouthY)} Q ${f(cx)} ${f(mouthY - headH * 0.05)} ${f(cx + headW * 0.22)} ${f(mouthY)} Q ${f(cx)} ${f(mouthY + headH * 0.09)} ${f(cx - headW * 0.22)} ${f(mouthY)} Z" fill="${anime ? '#e27a8e' : '#c4616f'}"/>`;
  const nose = `<path d="M ${f(cx)} ${f(eyeY + headH * 0.1)} Q ${f(cx + headW * 0.07)} ${f(eyeY + headH * 0.27)} ${f(cx - headW * 0.02)} ${f(eyeY + headH * 0.3)}" stroke="${shade(skin, -0.25)}" stroke-width="${f(W / 320)}" fill="none" stroke-linecap="round"/>`;
  // Older characters get a hint of silver at the temples.
  const temples =
    age >= 50
      ? `<path d="M ${f(cx - headW * 0.95)} ${f(headY - headH * 0.2)} q ${f(headW * 0.1)} ${f(headH * 0.3)} 0 ${f(headH * 0.5)}" stroke="#d9d9de" stroke-width="${f(W / 90)}" fill="none" opacity="0.7"/><path d="M ${f(cx + headW * 0.95)} ${f(headY - headH * 0.2)} q ${f(-headW * 0.1)} ${f(headH * 0.3)} 0 ${f(headH * 0.5)}" stroke="#d9d9de" stroke-width="${f(W / 90)}" fill="none" opacity="0.7"/>`
      : '';
  // Fringe over the forehead (short hair is the fringe and a close crown).
  const fringe =
    hairStyle === 'short'
      ? `M ${cx - headW * 1.05} ${headY} Q ${cx - headW * 1.1} ${headY - headH * 1.15} ${cx} ${headY - headH * 0.98} Q ${cx + headW * 1.1} ${headY - headH * 1.15} ${cx + headW * 1.05} ${headY} Q ${cx + headW * 0.8} ${headY - headH * 0.5} ${cx} ${headY - headH * 0.55} Q ${cx - headW * 0.8} ${headY - headH * 0.5} ${cx - headW * 1.05} ${headY} Z`
      : `M ${cx - headW * 1.08} ${headY + headH * 0.05} Q ${cx - headW * 1.15} ${headY - headH * 1.1} ${cx} ${headY - headH * 1.02} Q ${cx + headW * 1.15} ${headY - headH * 1.1} ${cx + headW * 1.08} ${headY + headH * 0.05} Q ${cx + headW * 0.9} ${headY - headH * 0.45} ${cx + headW * 0.2} ${headY - headH * 0.5} Q ${cx - headW * 0.3} ${headY - headH * 0.25} ${cx - headW * 1.08} ${headY + headH * 0.05} Z`;

  const texture = painted
    ? `<filter id="brush" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${style === 'oil' ? 0.035 : 0.012}" numOctaves="2" seed="${(spec.seed + spec.index) % 1000}"/><feDisplacementMap in="SourceGraphic" scale="${style === 'oil' ? 9 : 14}"/></filter>`
    : '';
  const ornaments =
    style === 'nouveau'
      ? `<g fill="none" stroke="${look.accent}" stroke-width="${f(W / 120)}" opacity="0.8"><path d="M ${W * 0.06} ${H * 0.95} Q ${W * 0.06} ${H * 0.1} ${W / 2} ${H * 0.06} Q ${W * 0.94} ${H * 0.1} ${W * 0.94} ${H * 0.95}"/><circle cx="${cx}" cy="${f(headY - headH * 0.1)}" r="${f(headW * 2.1)}" opacity="0.5"/></g>`
      : style === 'neon'
        ? `<g fill="none" stroke-width="${f(W / 110)}" opacity="0.9"><circle cx="${cx}" cy="${f(headY)}" r="${f(headW * 2)}" stroke="${look.accent}"/><circle cx="${cx}" cy="${f(headY)}" r="${f(headW * 2.25)}" stroke="#ff2e97" opacity="0.6"/></g>`
        : anime || style === 'glamour'
          ? Array.from({ length: 9 }, () => {
              const x = f(rand() * W);
              const y = f(rand() * H * 0.55);
              const s = f(W * (0.008 + rand() * 0.014));
              return `<path d="M ${x} ${f(y - s * 2)} L ${f(x + s * 0.5)} ${f(y - s * 0.5)} L ${f(x + s * 2)} ${y} L ${f(x + s * 0.5)} ${f(y + s * 0.5)} L ${x} ${f(y + s * 2)} L ${f(x - s * 0.5)} ${f(y + s * 0.5)} L ${f(x - s * 2)} ${y} L ${f(x - s * 0.5)} ${f(y - s * 0.5)} Z" fill="${look.accent}" opacity="0.8"/>`;
            }).join('')
          : style === 'watercolour'
            ? Array.from(
                { length: 6 },
                () =>
                  `<circle cx="${f(rand() * W)}" cy="${f(rand() * H)}" r="${f(W * (0.08 + rand() * 0.12))}" fill="${look.tops[Math.floor(rand() * 4)]}" opacity="0.18"/>`,
              ).join('')
            : '';
  const shadeOf = (c: string) => (anime || style === 'cel' ? c : `url(#sh-${c.slice(1)})`);
  const gradients =
    anime || style === 'cel'
      ? ''
      : [skin, top, hair]
          .map(
            (c) =>
              `<linearGradient id="sh-${c.slice(1)}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(c, 0.12)}"/><stop offset="1" stop-color="${shade(c, -0.18)}"/></linearGradient>`,
          )
          .join('');
  const noir = style === 'noir' ? '<filter id="mono"><feColorMatrix type="saturate" values="0.08"/></filter>' : '';
  const figureFilter = painted ? 'filter="url(#brush)"' : style === 'noir' ? 'filter="url(#mono)"' : '';

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${look.bg[0]}"/><stop offset="1" stop-color="${look.bg[1]}"/></linearGradient>${gradients}${texture}${noir}</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="hsl(${(hueShift + 360) % 360} 60% 50%)" opacity="0.06"/>
${ornaments}
<g ${figureFilter} transform="rotate(${tilt} ${cx} ${f(headY)})">
${back[hairStyle] ? `<path d="${back[hairStyle]}" fill="${shadeOf(hair)}" ${line}/>` : ''}${curls}${bun}
<path d="${neck}" fill="${shade(skin, -0.08)}" ${line}/>
<path d="${topPath}" fill="${shadeOf(top)}" ${line}/>
<ellipse cx="${cx}" cy="${f(headY)}" rx="${f(headW)}" ry="${f(headH)}" fill="${shadeOf(skin)}" ${line}/>
<ellipse cx="${f(cx - headW * 0.55)}" cy="${f(mouthY - headH * 0.12)}" rx="${f(headW * 0.16)}" ry="${f(headW * 0.09)}" fill="#e88a8a" opacity="0.25"/><ellipse cx="${f(cx + headW * 0.55)}" cy="${f(mouthY - headH * 0.12)}" rx="${f(headW * 0.16)}" ry="${f(headW * 0.09)}" fill="#e88a8a" opacity="0.25"/>
${eye(cx - eyeDx)}${eye(cx + eyeDx)}${brows}${nose}${lips}
<path d="${fringe}" fill="${shadeOf(hair)}" ${line}/>${temples}
</g>
</svg>`;
}
