import { expect, test } from 'vitest';
import { buildHead, jsonLdText } from './head.ts';

const base = { site: 'https://example.test', path: '/sex/koeln/', title: 'T', description: 'D', noindex: false };

test('it sets an absolute self-referencing canonical', () => {
  expect(buildHead(base)).toContainEqual({ tag: 'link', attrs: { rel: 'canonical', href: 'https://example.test/sex/koeln/' } });
});

test('it marks every page as adult content', () => {
  expect(buildHead(base)).toContainEqual({ tag: 'meta', attrs: { name: 'rating', content: 'adult' } });
});

test('it writes absolute hreflang alternates on indexable pages', () => {
  const tags = buildHead({ ...base, alternates: [{ hreflang: 'x-default', path: '/' }] });
  expect(tags).toContainEqual({ tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: 'https://example.test/' } });
});

test('it writes noindex and no alternates on noindex pages', () => {
  const tags = buildHead({ ...base, noindex: true, alternates: [{ hreflang: 'de-DE', path: '/' }] });
  expect(tags).toContainEqual({ tag: 'meta', attrs: { name: 'robots', content: 'noindex,follow' } });
  expect(tags.some((t) => t.attrs.rel === 'alternate')).toBe(false);
});

test('it escapes JSON-LD so text cannot close the script element', () => {
  const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
  expect(text).not.toContain('<');
  expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
});
