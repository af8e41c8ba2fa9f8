/**
 * An OpenAI-compatible provider (`AI_BASE_URL`): `POST {base}/images/generations` with
 * `response_format: "b64_json"` and `POST {base}/chat/completions`. Every call has a timeout
 * (AbortSignal); 429, 5xx, network errors and timeouts are retried with exponential backoff
 * (Retry-After honoured up to 30 s); other 4xx fail at once with the server's message; answers of
 * the wrong shape fail as `malformed`. The prompts always say fictional adult, no real person.
 */
import { z } from 'zod';
import type { Locale } from '../../../../regions/schema.ts';
import { chatSystemPrompt, imagePrompt } from './prompts.ts';
import { AiProviderError, type AiProvider, type RenderedImage } from './types.ts';

export interface HttpProviderSettings {
  /** e.g. https://api.openai.com/v1 (no trailing slash needed). */
  baseUrl: string;
  apiKey?: string;
  imageModel: string;
  chatModel: string;
  timeoutSeconds: number;
  /** Retries after the first attempt. */
  retries: number;
  /** First backoff in milliseconds (doubles per retry). */
  backoffMs?: number;
  /** The `size` asked of the image endpoint. */
  imageSize?: string;
}

const imagesAnswer = z.object({ data: z.array(z.object({ b64_json: z.string().min(16) })).min(1) });
const chatAnswer = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().min(1) }) })).min(1),
});
const errorAnswer = z.object({ error: z.object({ message: z.string() }) });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A message the server sent with a failed answer, or the status line. */
async function failureMessage(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  try {
    const parsed = errorAnswer.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data.error.message.slice(0, 500);
  } catch {
    // Not JSON.
  }
  return `${res.status} ${res.statusText}${text ? `: ${text.slice(0, 200)}` : ''}`;
}

/** The provider over an OpenAI-compatible API. */
export function httpProvider(s: HttpProviderSettings): AiProvider {
  const base = s.baseUrl.replace(/\/+$/, '');
  const backoff = s.backoffMs ?? 500;

  async function post(path: string, body: unknown): Promise<unknown> {
    let last: AiProviderError | undefined;
    // What the last 429 or 503 asked to wait (Retry-After), in milliseconds.
    let retryAfter = 0;
    for (let attempt = 0; attempt <= s.retries; attempt++) {
      if (attempt > 0) await sleep(retryAfter > 0 ? retryAfter : backoff * 2 ** (attempt - 1));
      retryAfter = 0;
      let res: Response;
      try {
        res = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(s.apiKey ? { authorization: `Bearer ${s.apiKey}` } : {}),
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(s.timeoutSeconds * 1000),
        });
      } catch (err) {
        const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        last = timedOut
          ? new AiProviderError('timeout', `${path}: no answer within ${s.timeoutSeconds} s`)
          : new AiProviderError(
              'provider',
              `${path}: ${err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err)}`,
            );
        continue;
      }
      if (res.ok) {
        try {
          return await res.json();
        } catch {
          throw new AiProviderError('malformed', `${path}: the answer is not JSON`);
        }
      }
      const message = await failureMessage(res);
      if (res.status === 429 || res.status >= 500) {
        retryAfter = Math.min(Number(res.headers.get('retry-after')) || 0, 30) * 1000;
        last = new AiProviderError('provider', `${path}: ${message}`, res.status);
        continue;
      }
      throw new AiProviderError(res.status === 400 || res.status === 422 ? 'refused' : 'provider', `${path}: ${message}`, res.status);
    }
    throw last ?? new AiProviderError('provider', `${path}: failed`);
  }

  return {
    name: 'http',
    async renderImages(spec) {
      const out: RenderedImage[] = [];
      for (let i = spec.index; i < spec.index + spec.count; i++) {
        const answer = imagesAnswer.safeParse(
          await post('/images/generations', {
            model: s.imageModel,
            prompt: imagePrompt(spec, i),
            n: 1,
            size: s.imageSize ?? '1024x1024',
            response_format: 'b64_json',
          }),
        );
        if (!answer.success) throw new AiProviderError('malformed', '/images/generations: the answer has no data[0].b64_json');
        const bytes = Buffer.from(answer.data.data[0]!.b64_json, 'base64');
        if (bytes.length < 64) throw new AiProviderError('malformed', '/images/generations: the image is empty');
        out.push({ bytes });
      }
      return out;
    },
    async chat(persona, history, locale: Locale) {
      const answer = chatAnswer.safeParse(
        await post('/chat/completions', {
          model: s.chatModel,
          messages: [
            { role: 'system', content: chatSystemPrompt(persona, locale) },
            ...history.slice(-20).map((m) => ({ role: m.role, content: m.text })),
          ],
          max_tokens: 300,
          temperature: 0.8,
        }),
      );
      if (!answer.success) throw new AiProviderError('malformed', '/chat/completions: the answer has no choices[0].message.content');
      return answer.data.choices[0]!.message.content.trim().slice(0, 1500);
    },
  };
}
