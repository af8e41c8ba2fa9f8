import { afterAll, beforeAll, beforeEach } from 'vitest';
import { providerContract } from './contract.ts';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai.ts';
import { httpProvider } from './http.ts';
import { localProvider } from './local.ts';

providerContract('local', () => ({ provider: localProvider() }), { backend: false });

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

providerContract(
  'OpenAI-compatible HTTP',
  () => ({
    provider: httpProvider({
      baseUrl: fake.baseUrl,
      apiKey: 'test-key',
      imageModel: 'test-image',
      chatModel: 'test-chat',
      timeoutSeconds: 0.3,
      retries: 1,
      backoffMs: 5,
    }),
    script: (endpoint, answers) => fake.script(endpoint, answers),
    sent: () => fake.sent(),
  }),
  { backend: true },
);
