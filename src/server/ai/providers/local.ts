/**
 * The default provider: everything on this machine, deterministic, no network and no model
 * weights. Images are the stylised artwork of ../local/artwork.ts rasterised by sharp; the chat is
 * the persona templates of ../local/persona-chat.ts.
 */
import sharp from 'sharp';
import { artworkSvg } from '../local/artwork.ts';
import { personaReply } from '../local/persona-chat.ts';
import type { AiProvider } from './types.ts';

/** The local provider. */
export function localProvider(): AiProvider {
  return {
    name: 'local',
    async renderImages(spec) {
      const out = [];
      for (let i = spec.index; i < spec.index + spec.count; i++) {
        const svg = artworkSvg({ art: spec.art, choices: spec.choices, seed: spec.seed, index: i, width: spec.width, height: spec.height });
        out.push({ bytes: await sharp(Buffer.from(svg)).png({ compressionLevel: 3 }).toBuffer() });
      }
      return out;
    },
    chat(persona, history, locale) {
      return Promise.resolve(personaReply(persona, history, locale));
    },
  };
}
