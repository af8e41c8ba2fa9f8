import { expect, test } from 'vitest';
import type { MessageProvider, OutgoingMessage } from './message.ts';
import { createNotifier } from './notifier.ts';

function memoryProvider(): MessageProvider & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  return { name: 'memory', sent, send: (m) => Promise.resolve(void sent.push(m)) };
}

test('it composes an e-mail with a subject in the recipient language', async () => {
  const provider = memoryProvider();
  await createNotifier(provider).email.send('verifyEmail', { to: 'a@example.test', locale: 'de', link: 'https://x.test/v/1', userId: 3 });
  const [m] = provider.sent;
  expect(m).toMatchObject({
    channel: 'email',
    to: 'a@example.test',
    purpose: 'verifyEmail',
    link: 'https://x.test/v/1',
    code: null,
    userId: 3,
  });
  expect(m?.subject).toBeTruthy();
  expect(m?.text).toContain('https://x.test/v/1');
});

test('it sends short texts without a subject on SMS and WhatsApp', async () => {
  const provider = memoryProvider();
  const notifier = createNotifier(provider);
  await notifier.sms.send('verifyPhone', { to: '+4915100000000', locale: 'en', code: '123456', userId: null });
  await notifier.whatsapp.send('verifyPhone', { to: '+4915100000000', locale: 'en', code: '654321', userId: null });
  expect(provider.sent.map((m) => [m.channel, m.subject, m.code])).toEqual([
    ['sms', null, '123456'],
    ['whatsapp', null, '654321'],
  ]);
  expect(provider.sent[0]?.text).toContain('123456');
  expect(provider.sent[1]?.text).toContain('654321');
});
