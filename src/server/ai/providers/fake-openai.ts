/**
 * A fake OpenAI-compatible server for tests (node:http on a free loopback port): answers
 * `/images/generations` and `/chat/completions` from a script of answers per endpoint (a
 * generated PNG, a chat text, a status with a body, or no answer at all) and records what it got.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { FakeAnswer } from './contract.ts';

export interface FakeOpenAi {
  baseUrl: string;
  script(endpoint: 'images' | 'chat', answers: FakeAnswer[]): void;
  sent(): { path: string; body: Record<string, unknown> }[];
  reset(): void;
  close(): Promise<void>;
}

/** Start the fake server. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const png = await sharp({ create: { width: 512, height: 512, channels: 3, background: '#c48' } })
    .png()
    .toBuffer();
  const queues: Record<'images' | 'chat', FakeAnswer[]> = { images: [], chat: [] };
  let sent: { path: string; body: Record<string, unknown> }[] = [];
  const hanging = new Set<ServerResponse>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const path = (req.url ?? '').replace(/^\/v1/, '');
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      // Recorded as empty.
    }
    sent.push({ path, body });
    const endpoint = path === '/images/generations' ? 'images' : path === '/chat/completions' ? 'chat' : undefined;
    const answer = endpoint
      ? (queues[endpoint].shift() ?? (endpoint === 'images' ? 'image' : 'chat'))
      : { status: 404, body: { error: { message: 'no such endpoint' } } };
    if (answer === 'hang') {
      hanging.add(res);
      return;
    }
    const [status, json] =
      answer === 'image'
        ? [200, { created: 1, data: [{ b64_json: png.toString('base64') }] }]
        : answer === 'chat'
          ? [200, { choices: [{ index: 0, message: { role: 'assistant', content: 'Hello from the fake model.' } }] }]
          : [answer.status, answer.body];
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(json));
  };
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    script: (endpoint, answers) => queues[endpoint].push(...answers),
    sent: () => sent,
    reset() {
      queues.images = [];
      queues.chat = [];
      sent = [];
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
