import { describe, expect, test } from 'vitest';
import { adTextErrors, findForbidden } from './ad-text.ts';

const words = (region: Parameters<typeof findForbidden>[0], text: string) => findForbidden(region, text).flatMap((f) => f.words);
const reasons = (region: Parameters<typeof findForbidden>[0], text: string) => findForbidden(region, text).map((f) => f.rule.reason);

describe('ProstSchG §32(3) in Germany and Austria', () => {
  test.each([
    ['Heute alles ohne Gummi!', ['ohne Gummi', 'alles ohne']],
    ['Service: AO und FO', ['AO', 'FO']],
    ['Tabulos ohne Kondom', ['ohne Kondom', 'Tabulos ohne']],
    ['Französisch natur ist inklusive', ['Französisch natur']],
    ['auch A.O. möglich', ['A.O']],
    ['ganz o h n e   g u m m i', ['o h n e   g u m m i']],
    ['Natursex gegen Aufpreis', ['Natursex']],
    ['franzoesisch ohne', ['franzoesisch ohne']],
  ])('it refuses %j', (text, expected) => {
    expect(words('de', text).sort()).toEqual([...expected].sort());
    expect(words('at', text).sort()).toEqual([...expected].sort());
  });

  test.each(['Ich bin schwanger', 'Sex in der Schwangerschaft', 'Hochschwangere Lady', 'pregnant girl'])(
    'it refuses pregnancy: %j',
    (text) => {
      expect(reasons('de', text)).toEqual(['pregnancy']);
    },
  );

  test.each([
    'Natursekt aktiv und passiv',
    'Ich liebe die Natur und lange Spaziergänge',
    'Naturbelassen, natürlich schön',
    'Sicher nur mit Gummi',
    'Kakao und Foto-Shooting',
    'Eine Frau ohne Eile, Zeit ohne Stress',
    'Tabulos? Nein. Mit Schutz.',
    'Kontakt: Ohne Anmeldung nicht möglich',
  ])('it lets %j pass', (text) => {
    expect(findForbidden('de', text)).toEqual([]);
  });

  test('the message names the words, the country and the law, in the locale', () => {
    expect(adTextErrors('de', 'en', { about_me: 'Heute ohne Gummi' })).toEqual({
      about_me: ['"ohne Gummi" is not allowed in adverts in Germany (ProstSchG §32(3): no offer of unprotected sex)'],
    });
    expect(adTextErrors('at', 'de', { slogan: 'AO' }).slogan?.[0]).toMatch(/^"AO" ist in Anzeigen in Österreich nicht erlaubt \(ProstSchG/);
    expect(adTextErrors('de', 'en', { display_name: 'Lena', slogan: null, about_me: 'Natursekt' })).toEqual({});
  });
});

describe('the other editions have tables of their own', () => {
  test('UK and Australia refuse bareback offers but not German codes', () => {
    expect(words('uk', 'BBFS and bareback available')).toEqual(['bareback', 'BBFS']);
    expect(words('au', 'Happy to do it without a condom')).toEqual(['without a condom']);
    expect(findForbidden('uk', 'alles ohne')).toEqual([]);
    expect(findForbidden('uk', 'Always with a condom, safe and discreet')).toEqual([]);
  });

  test('Italy refuses "senza preservativo"', () => {
    expect(words('it', 'Tutto senza preservativo')).toEqual(['senza preservativo']);
    expect(findForbidden('it', 'Sempre con preservativo')).toEqual([]);
    expect(findForbidden('de', 'senza preservativo')).toEqual([]);
  });
});
