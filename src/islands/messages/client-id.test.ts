import { expect, test } from 'vitest';
import { sendMessageBodySchema } from '../../lib/api/messages.ts';
import { newClientId } from './client-id.ts';

test('it makes ids the server accepts, a new one each time', () => {
  const ids = Array.from({ length: 100 }, newClientId);
  expect(new Set(ids).size).toBe(100);
  for (const clientId of ids) expect(sendMessageBodySchema.safeParse({ body: 'x', clientId }).success).toBe(true);
});
