import { expect, test, vi } from 'vitest';
import { trafficManagerBodySchema } from '../api/tracking.ts';
import { clickParams, SENT_CLICK_KEY, sendClickOnce } from './click.ts';
import { MemoryStorage } from './testing.ts';

test('it takes every hash parameter when click id and offer id are both there and not empty', () => {
  const params = clickParams('#clickid=c-1&offerid=o-9&sub1=news&utm_campaign=spring');
  expect(params).toEqual({ clickid: 'c-1', offerid: 'o-9', sub1: 'news', utm_campaign: 'spring' });
  expect(trafficManagerBodySchema.safeParse(params).success).toBe(true);
  expect(clickParams('#?offerid=o&clickid=c')).toEqual({ clickid: 'c', offerid: 'o' });
});

test.each([
  '',
  '#',
  '#clickid=c-1',
  '#offerid=o-1',
  '#clickid=&offerid=o',
  '#clickid=c&offerid=%20',
  '#?gallerie=true',
  '#clickid=c&offer=o',
])('it captures nothing for %j', (hash) => {
  expect(clickParams(hash)).toBeUndefined();
});

test('it leaves out parameters the server could not take', () => {
  const params = clickParams(`#clickid=c&offerid=o&bad%20name=1&long=${'x'.repeat(501)}&ok.name-1=v`);
  expect(params).toEqual({ clickid: 'c', offerid: 'o', 'ok.name-1': 'v' });
  const crowded = clickParams(`#clickid=c&offerid=o&${Array.from({ length: 40 }, (_, i) => `p${i}=${i}`).join('&')}`)!;
  expect(Object.keys(crowded)).toHaveLength(30);
  expect(trafficManagerBodySchema.safeParse(crowded).success).toBe(true);
});

test('it hands a click id over once per browser session', async () => {
  const storage = new MemoryStorage();
  const send = vi.fn(() => Promise.resolve(200));
  const params = { clickid: 'c-1', offerid: 'o' };
  expect(await sendClickOnce(params, storage, send)).toBe(true);
  expect(await sendClickOnce(params, storage, send)).toBe(false);
  expect(send).toHaveBeenCalledTimes(1);
  expect(send).toHaveBeenCalledWith(params);
  expect(storage.getItem(SENT_CLICK_KEY)).toBe('c-1');
  expect(await sendClickOnce({ clickid: 'c-2', offerid: 'o' }, storage, send)).toBe(true);
});

test('it tries again on a later page when the network failed', async () => {
  const storage = new MemoryStorage();
  const send = vi.fn().mockResolvedValueOnce(0).mockResolvedValueOnce(200);
  expect(await sendClickOnce({ clickid: 'c', offerid: 'o' }, storage, send)).toBe(false);
  expect(await sendClickOnce({ clickid: 'c', offerid: 'o' }, storage, send)).toBe(true);
  expect(send).toHaveBeenCalledTimes(2);
});
