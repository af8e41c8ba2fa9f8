import { expect, test } from 'vitest';
import { defaultChoices, modelById } from '../../../domain/ai/models.ts';
import { artworkSvg } from './artwork.ts';

const m = modelById('lumen-xl')!;
const spec = { art: m.art, choices: defaultChoices(m), seed: 11, index: 0, width: 384, height: 512 };

test('it draws the same picture for the same seed and image number, another for the next image', () => {
  expect(artworkSvg(spec)).toBe(artworkSvg({ ...spec }));
  expect(artworkSvg({ ...spec, index: 1 })).not.toBe(artworkSvg(spec));
});

test('it takes its colours from the choices', () => {
  expect(artworkSvg({ ...spec, choices: { ...spec.choices, hair_color: 'blue' } })).toContain('#5b8fe0');
  expect(artworkSvg({ ...spec, choices: { ...spec.choices, eye_color: 'violet' } })).toContain('#8a5cd0');
});

test('it draws shapes only: no embedded pictures, links or scripts', () => {
  for (const art of ['realistic', 'anime', 'painted'] as const) {
    const svg = artworkSvg({ ...spec, art });
    expect(svg).not.toMatch(/<image|href=|<script|<foreignObject/i);
  }
});
