import { expect, test } from 'vitest';
import { redirectAction } from './redirect-lookup.ts';

const here = { origin: 'https://lustmap.example', pathname: '/at/sex/vienna/' };
const hosts = ['livecam.example', 'forum.example'];
const hit = (to: string, absolute: boolean) => ({ from: here.pathname, to, status: 301 as const, absolute });

test('no redirect, no action', () => {
  expect(redirectAction(null, hosts, here)).toBeUndefined();
});

test('a relative redirect navigates to the same-site path', () => {
  expect(redirectAction(hit('/at/sex/wien/', false), hosts, here)).toEqual({ kind: 'navigate', path: '/at/sex/wien/' });
  expect(redirectAction(hit('/at/sex/wien/?page=2', false), hosts, here)).toEqual({ kind: 'navigate', path: '/at/sex/wien/?page=2' });
});

test('a relative target that is not a plain same-site path, or the path itself, is not followed', () => {
  for (const to of ['//evil.example/', '/\\evil.example', 'javascript:alert(1)', 'sex/wien/', '/%2e//evil.example', here.pathname])
    expect(redirectAction(hit(to, false), hosts, here), to).toBeUndefined();
});

test('an absolute redirect leaves for a partner host over https, or the site itself', () => {
  expect(redirectAction(hit('https://livecam.example/at/?utm_source=x', true), hosts, here)).toEqual({
    kind: 'leave',
    url: 'https://livecam.example/at/?utm_source=x',
  });
  expect(redirectAction(hit('https://lustmap.example/at/', true), hosts, here)).toEqual({
    kind: 'leave',
    url: 'https://lustmap.example/at/',
  });
});

test('an absolute redirect elsewhere, over http, with credentials or malformed is not followed', () => {
  for (const to of [
    'https://evil.example/',
    'http://livecam.example/',
    'https://user:pw@livecam.example/',
    'https://livecam.example.evil.example/',
    'javascript:alert(1)',
    'not a url',
  ])
    expect(redirectAction(hit(to, true), hosts, here), to).toBeUndefined();
});
