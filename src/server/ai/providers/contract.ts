/**
 * The provider contract: one suite every provider passes (providers/contract.test.ts runs it on
 * the local provider and on the HTTP provider against a fake OpenAI-compatible server). Success
 * for both; for a provider with a backend, the failures too: a 500 then a success is retried, a
 * 400 fails with the server's message, a backend that does not answer times out, and answers of
 * the wrong shape fail as malformed.
 */
import { describe, expect, test } from 'vitest';
import sharp from 'sharp';
import { defaultChoices, modelById } from '../../../domain/ai/models.ts';
import { markAiImage } from '../marking.ts';
import { AiProviderError, type AiProvider, type Persona, type RenderSpec } from './types.ts';

/** How the fake backend answers one request. */
export type FakeAnswer = { status: number; body: unknown } | 'image' | 'chat' | 'hang';

export interface ContractHarness {
  provider: AiProvider;
  /** The answers the backend gives next, per endpoint; absent for a provider without a backend. */
  script?: (endpoint: 'images' | 'chat', answers: FakeAnswer[]) => void;
  /** What the provider sent so far. */
  sent?: () => { path: string; body: Record<string, unknown> }[];
}

const model = modelById('aurora-2')!;
export const CONTRACT_SPEC: RenderSpec = {
  model: model.id,
  art: model.art,
  name: 'Mara',
  choices: defaultChoices(model),
  wish: 'a sunny balcony',
  seed: 7,
  index: 1,
  count: 2,
  width: 768,
  height: 1024,
};
export const CONTRACT_PERSONA: Persona = {
  name: 'Mara',
  age: 27,
  personality: 'playful',
  relationship: 'girlfriend',
  hobbies: ['travel', 'music'],
  voice: 'warm',
  about: '',
};

const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error('the call did not fail');
};

/** Run the contract on a provider. */
export function providerContract(name: string, harness: () => ContractHarness, o: { backend: boolean }): void {
  describe(`provider contract: ${name}`, () => {
    test('it renders the images asked for, each a picture the marking accepts', async () => {
      const h = harness();
      h.script?.('images', ['image', 'image']);
      const images = await h.provider.renderImages(CONTRACT_SPEC);
      expect(images).toHaveLength(2);
      for (const image of images) {
        const meta = await sharp(Buffer.from(image.bytes)).metadata();
        expect(Math.min(meta.width ?? 0, meta.height ?? 0)).toBeGreaterThanOrEqual(256);
        const marked = await markAiImage(image.bytes, { description: 'AI-generated test image' });
        expect(marked.renditions.at(-1)!.width).toBe(768);
      }
    });

    // Failures and what is sent exist only where a backend answers.
    const backendTest = o.backend ? test : () => undefined;

    test('it answers in a chat', async () => {
      const h = harness();
      h.script?.('chat', ['chat']);
      const text = await h.provider.chat(CONTRACT_PERSONA, [{ role: 'user', text: 'Hi Mara, how was your day?' }], 'en');
      expect(text.trim().length).toBeGreaterThan(0);
    });

    backendTest('it tells an outside model that the character is a fictional adult', async () => {
      const h = harness();
      h.script!('images', ['image', 'image']);
      h.script!('chat', ['chat']);
      await h.provider.renderImages(CONTRACT_SPEC);
      await h.provider.chat(CONTRACT_PERSONA, [{ role: 'user', text: 'Hello' }], 'de');
      const [image, , chat] = h.sent!();
      expect(String(image!.body.prompt)).toMatch(/fictional adult woman \(18\+/);
      expect(String(image!.body.prompt)).toMatch(/not a real person/);
      const system = (chat!.body.messages as { role: string; content: string }[])[0]!;
      expect(system.role).toBe('system');
      expect(system.content).toMatch(/fictional adult/);
      expect(system.content).toMatch(/not a human/);
      expect(system.content).toMatch(/Always answer in German/);
    });

    backendTest('it retries a 500 and then succeeds', async () => {
      const h = harness();
      h.script!('chat', [{ status: 500, body: { error: { message: 'overloaded' } } }, 'chat']);
      expect(await h.provider.chat(CONTRACT_PERSONA, [{ role: 'user', text: 'Hi' }], 'en')).toBe('Hello from the fake model.');
      expect(h.sent!().filter((r) => r.path === '/chat/completions')).toHaveLength(2);
    });

    backendTest('it fails a 400 with the server message, without retrying', async () => {
      const h = harness();
      h.script!('images', [{ status: 400, body: { error: { message: 'Your request was rejected by the safety system.' } } }, 'image']);
      const err = await failure(h.provider.renderImages({ ...CONTRACT_SPEC, count: 1 }));
      expect(err).toBeInstanceOf(AiProviderError);
      expect((err as AiProviderError).kind).toBe('refused');
      expect((err as AiProviderError).message).toMatch(/rejected by the safety system/);
      expect(h.sent!()).toHaveLength(1);
    });

    backendTest('it gives up on a backend that does not answer, as a timeout', async () => {
      const h = harness();
      h.script!('chat', ['hang', 'hang']);
      const err = await failure(h.provider.chat(CONTRACT_PERSONA, [{ role: 'user', text: 'Hi' }], 'en'));
      expect((err as AiProviderError).kind).toBe('timeout');
    });

    backendTest('it fails answers of the wrong shape as malformed', async () => {
      const h = harness();
      h.script!('images', [{ status: 200, body: { data: [] } }]);
      h.script!('chat', [{ status: 200, body: { choices: [{ message: {} }] } }]);
      expect(((await failure(h.provider.renderImages({ ...CONTRACT_SPEC, count: 1 }))) as AiProviderError).kind).toBe('malformed');
      expect(((await failure(h.provider.chat(CONTRACT_PERSONA, [{ role: 'user', text: 'Hi' }], 'en'))) as AiProviderError).kind).toBe(
        'malformed',
      );
    });
  });
}
