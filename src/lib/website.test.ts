import { describe, expect, it } from 'vitest';
import { normalizeWebsite, WEBSITE_INVALID_MESSAGE, WEBSITE_MAX_LENGTH, WEBSITE_SCHEME_MESSAGE } from './website.ts';

describe('normalizeWebsite', () => {
  it.each([
    ['example.com', 'http://example.com'],
    ['  www.example.com/path?x=1  ', 'http://www.example.com/path?x=1'],
    ['example.com:8080/rooms', 'http://example.com:8080/rooms'],
    ['//example.com', 'http://example.com'],
    ['http://example.com', 'http://example.com'],
    ['https://club-rouge.example/', 'https://club-rouge.example/'],
    ['HTTPS://Example.com', 'HTTPS://Example.com'],
    ['münchen-studio.de', 'http://münchen-studio.de'],
  ])('keeps %j as %j', (input, url) => {
    expect(normalizeWebsite(input)).toEqual({ ok: true, url });
  });

  it.each(['', '   ', null, undefined])('clears on %j', (input) => {
    expect(normalizeWebsite(input)).toEqual({ ok: true, url: null });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:msgbox',
    'mailto:info@example.com',
    'ftp://example.com',
    'file:///etc/passwd',
    'tel:+4930123456',
  ])('refuses the scheme of %j', (input) => {
    expect(normalizeWebsite(input)).toEqual({ ok: false, problem: 'scheme', message: WEBSITE_SCHEME_MESSAGE });
  });

  it.each([
    'localhost',
    'http://localhost:3000',
    'http://user:pass@example.com',
    'https://bank.example@evil.example',
    'exa mple.com',
    'example.com/\u0000',
    'http://',
    'http://example.',
  ])('refuses %j as no web address', (input) => {
    expect(normalizeWebsite(input)).toEqual({ ok: false, problem: 'invalid', message: WEBSITE_INVALID_MESSAGE });
  });

  it('refuses an overlong address', () => {
    const r = normalizeWebsite(`example.com/${'a'.repeat(WEBSITE_MAX_LENGTH)}`);
    expect(r).toMatchObject({ ok: false, problem: 'tooLong' });
  });
});
