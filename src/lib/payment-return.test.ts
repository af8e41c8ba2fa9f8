import { beforeEach, expect, test } from 'vitest';
import { peekPaymentReturn, rememberPaymentReturn, takePaymentReturn } from './payment-return.ts';

const items = new Map<string, string>();
beforeEach(() => {
  items.clear();
  globalThis.localStorage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  } as Storage;
});

test('a same-site path is kept until it is taken, once', () => {
  rememberPaymentReturn('/users/123/?gallery=1');
  expect(peekPaymentReturn()).toBe('/users/123/?gallery=1');
  expect(takePaymentReturn()).toBe('/users/123/?gallery=1');
  expect(takePaymentReturn()).toBeUndefined();
});

test('another site is never remembered or followed', () => {
  rememberPaymentReturn('https://evil.example/');
  rememberPaymentReturn('//evil.example/');
  expect(takePaymentReturn()).toBeUndefined();
  items.set('paymentRedirectLink', '/\\evil.example');
  expect(takePaymentReturn()).toBeUndefined();
});
