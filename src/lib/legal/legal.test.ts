import { expect, test } from 'vitest';
import { t } from '../../../i18n/index.ts';
import { LEGAL_DOC_IDS, REGION_CODES } from '../../../regions/schema.ts';
import { regions } from '../../../regions/index.ts';
import { legalDoc, type LegalDoc } from './index.ts';

const docOf = (code: (typeof REGION_CODES)[number], id: (typeof LEGAL_DOC_IDS)[number]) => {
  const region = regions[code];
  return legalDoc(region, id, t(region.defaultLocale, region.country), t(region.defaultLocale, 'site.name'));
};
const allText = (doc: LegalDoc) =>
  [
    doc.title,
    doc.description,
    doc.lead,
    ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap((b) => ('p' in b ? [b.p] : 'list' in b ? b.list : b.pairs.flat()))]),
  ].join('\n');

test('it gives every edition all five legal pages with a title, a lead and sections', () => {
  for (const code of REGION_CODES) {
    for (const id of LEGAL_DOC_IDS) {
      const doc = docOf(code, id);
      expect(doc.title.length, `${code} ${id}`).toBeGreaterThan(3);
      expect(doc.sections.length, `${code} ${id}`).toBeGreaterThan(1);
      expect(doc.description.length, `${code} ${id} description`).toBeGreaterThanOrEqual(50);
      expect(doc.description.length, `${code} ${id} description`).toBeLessThanOrEqual(160);
    }
  }
});

test('it fills every placeholder: no template syntax or undefined values reach the text', () => {
  for (const code of REGION_CODES) {
    for (const id of LEGAL_DOC_IDS) expect(allText(docOf(code, id))).not.toMatch(/\$\{|\bundefined\b|\bnull\b|\[object/);
  }
});

test('it writes each edition in its own language', () => {
  expect(docOf('de', 'privacy').title).toBe('Datenschutzerklärung');
  expect(docOf('at', 'imprint').title).toBe('Impressum');
  expect(docOf('uk', 'privacy').title).toBe('Privacy policy');
  expect(docOf('au', 'terms').title).toBe('Terms and conditions');
  expect(docOf('it', 'privacy').title).toBe('Informativa sulla privacy');
});

test('it names the law of each country in the legal notice and the privacy policy', () => {
  expect(allText(docOf('de', 'imprint'))).toContain('§ 5 Digitale-Dienste-Gesetz');
  expect(allText(docOf('de', 'imprint'))).toContain('§ 18 Abs. 2 MStV');
  expect(allText(docOf('at', 'imprint'))).toContain('E-Commerce-Gesetz');
  expect(allText(docOf('uk', 'privacy'))).toContain('UK GDPR');
  expect(allText(docOf('au', 'privacy'))).toContain('Privacy Act 1988');
  expect(allText(docOf('it', 'privacy'))).toContain('GDPR');
});

test('it takes the legal notice data from the region table', () => {
  const op = regions.de.legal.operator;
  const text = allText(docOf('de', 'imprint'));
  for (const value of [op.name, op.representative, op.email, op.phone, op.register!, op.vatId!]) expect(text).toContain(value);
});

test('it lists the country emergency number and help lines on the abuse page', () => {
  for (const code of REGION_CODES) {
    const text = allText(docOf(code, 'abuse'));
    expect(text).toContain(regions[code].legal.emergency);
    for (const h of regions[code].legal.helplines) expect(text).toContain(h.phone);
  }
});

test('it lists every cookie the site sets in the privacy policy', () => {
  for (const code of REGION_CODES) {
    const text = allText(docOf(code, 'privacy'));
    for (const cookie of ['jwt', 'consent', 'i18n_redirected', 'isAdminImpersonating']) expect(text, `${code} ${cookie}`).toContain(cookie);
  }
});
