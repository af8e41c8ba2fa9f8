import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { ContentError, countWords, getArticles, parseArticle, readArticles, tagSlug } from './catalog.ts';

const FRONT = {
  title: 'Sicher treffen: Tipps für beide Seiten',
  description: 'Wie Kundinnen, Kunden und Escorts ein erstes Treffen sicher planen: Absprachen, Ort und Notfallplan.',
  date: '2026-06-14',
  author: 'Lustmap-Redaktion',
  tags: '["Sicherheit", "Treffen"]',
};

function file(fields: Record<string, string> = {}, body = 'Ein kurzer Text mit sieben Wörtern hier.') {
  const all = { ...FRONT, ...fields };
  const yaml = Object.entries(all)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}: ${k === 'tags' || k === 'draft' || k === 'date' || k === 'updated' ? v : JSON.stringify(v)}`)
    .join('\n');
  return `---\n${yaml}\n---\n${body}\n`;
}

describe('parseArticle', () => {
  test('reads the frontmatter, the words, the reading time and the tag slugs', () => {
    const body = `## Vor dem Treffen\n\n${'wort '.repeat(450)}\n\n[Verifizierung](/ratgeber/verifizierung/)`;
    const a = parseArticle('de/guide/sicher-treffen.md', file({}, body));
    expect(a).toMatchObject({
      region: 'de',
      section: 'guide',
      slug: 'sicher-treffen',
      id: 'de/guide/sicher-treffen',
      words: 454,
      minutes: 2,
    });
    expect(a.data).toMatchObject({ title: FRONT.title, date: '2026-06-14', draft: false });
    expect(a.tags).toEqual([
      { name: 'Sicherheit', slug: 'sicherheit' },
      { name: 'Treffen', slug: 'treffen' },
    ]);
  });

  test.each([
    ['de/guide/Sicher.md', {}, 'the file name is the URL'],
    ['xx/guide/sicher.md', {}, 'unknown region "xx"'],
    ['de/blog/sicher.md', {}, 'unknown section "blog"'],
    ['de/guide/sicher.md', { description: 'Zu kurz.' }, 'description'],
    ['de/guide/sicher.md', { date: '2026-13-40' }, 'date'],
    ['de/guide/sicher.md', { updated: '2026-01-01' }, 'updated (2026-01-01) is before date'],
    ['de/guide/sicher.md', { colour: 'rot' }, 'colour'],
    ['de/guide/sicher.md', { key: 'Not A Key' }, 'key'],
    ['de/guide/sicher.md', { tags: '["!!"]' }, 'has no letters or digits'],
  ])('%s with %o is refused naming the problem', (path, fields, message) => {
    expect(() => parseArticle(path, file(fields as Record<string, string>))).toThrow(ContentError);
    expect(() => parseArticle(path, file(fields as Record<string, string>))).toThrow(message);
  });

  test('a file without frontmatter or with broken YAML is refused', () => {
    expect(() => parseArticle('de/guide/a.md', 'Nur Text.')).toThrow('frontmatter block');
    expect(() => parseArticle('de/guide/a.md', '---\ntitle: [unclosed\n---\nText')).toThrow('not YAML');
  });
});

test('tag slugs transliterate and join words', () => {
  expect(tagSlug('Sicherheit & Schutz')).toBe('sicherheit-schutz');
  expect(tagSlug('Straßen-Übersicht')).toBe('strassen-uebersicht');
  expect(tagSlug('Légalité')).toBe('legalite');
  expect(tagSlug('  Safer sex  ')).toBe('safer-sex');
});

test('words leave markup and link targets out', () => {
  expect(countWords('## Title here\n\n- one [two](/x/y/) three\n\n| a | b |\n|---|---|')).toBe(7);
});

describe('readArticles', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('reads every region and section, leaves drafts out and sorts newest first', () => {
    dir = mkdtempSync(join(tmpdir(), 'content-'));
    mkdirSync(join(dir, 'de', 'guide'), { recursive: true });
    mkdirSync(join(dir, 'uk', 'press'), { recursive: true });
    writeFileSync(join(dir, 'README.md'), '# notes');
    writeFileSync(join(dir, 'de', 'guide', 'alt.md'), file({ date: '2026-03-01' }));
    writeFileSync(join(dir, 'de', 'guide', 'neu.md'), file({ date: '2026-09-01' }));
    writeFileSync(join(dir, 'de', 'guide', 'entwurf.md'), file({ date: '2026-10-01', draft: 'true' }));
    writeFileSync(join(dir, 'uk', 'press', 'launch.md'), file({ date: '2026-05-01' }));
    const articles = readArticles(dir);
    expect(articles.map((a) => a.id)).toEqual(['de/guide/neu', 'uk/press/launch', 'de/guide/alt']);
    expect(getArticles(dir)).toEqual(articles);
  });

  test('a stray file is refused with its path', () => {
    dir = mkdtempSync(join(tmpdir(), 'content-'));
    mkdirSync(join(dir, 'de', 'guide'), { recursive: true });
    writeFileSync(join(dir, 'de', 'guide', 'bild.png'), 'x');
    expect(() => readArticles(dir)).toThrow('de/guide/bild.png: only Markdown files');
  });

  test('a missing folder has no articles', () => {
    dir = join(tmpdir(), 'content-missing-folder');
    expect(readArticles(dir)).toEqual([]);
  });
});

test('the articles of the repository all pass the schema', () => {
  const articles = readArticles();
  expect(articles.length).toBeGreaterThan(0);
  for (const a of articles) expect(a.words).toBeGreaterThan(100);
});
