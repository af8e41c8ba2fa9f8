/** The legal pages in German (Germany and Austria). */
import type { LegalContext, LegalTexts } from './types.ts';

/** Law names that differ between Germany and Austria. */
function laws(ctx: LegalContext) {
  return ctx.region === 'at'
    ? {
        notice: 'Angaben gemäß § 5 E-Commerce-Gesetz (ECG) und Offenlegung gemäß § 25 Mediengesetz',
        responsible: 'Für den Inhalt verantwortlich',
        prostitution: 'die Prostitutionsgesetze der Bundesländer',
        court: 'Es gilt österreichisches Recht; zwingende Verbraucherschutzvorschriften bleiben unberührt.',
      }
    : {
        notice: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)',
        responsible: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
        prostitution: 'das Prostituiertenschutzgesetz (ProstSchG), insbesondere § 32',
        court: 'Es gilt deutsches Recht; zwingende Verbraucherschutzvorschriften deines Wohnsitzstaates bleiben unberührt.',
      };
}

export const de: LegalTexts = (ctx) => {
  const { legal, siteName } = ctx;
  const op = legal.operator;
  const law = laws(ctx);
  const address = `${op.name}, ${op.street}, ${op.postcode} ${op.city}, ${op.country}`;
  return {
    terms: {
      title: 'Allgemeine Geschäftsbedingungen (AGB)',
      description: `Die AGB von ${siteName} ${ctx.country}: wer inserieren darf, was verboten ist, Preise, Credits, Kündigung und Haftung.`,
      lead: `Diese Bedingungen gelten für jede Nutzung von ${siteName} in ${ctx.country}. Stand: ${ctx.updated}.`,
      sections: [
        {
          heading: '1. Anbieter und Geltungsbereich',
          blocks: [
            {
              p: `Anbieter ist ${address}. ${siteName} ist ein Verzeichnis für legale Werbung erwachsener Anbieterinnen und Anbieter erotischer Dienstleistungen. Wir vermitteln keine Dienstleistungen und sind nicht Vertragspartei zwischen Inserierenden und Kunden.`,
            },
          ],
        },
        {
          heading: '2. Nur für Erwachsene',
          blocks: [
            {
              p: 'Die Nutzung ist nur Personen ab 18 Jahren erlaubt. Wer ein Profil anlegt, bestätigt, volljährig zu sein; wir prüfen das Geburtsdatum und können jederzeit einen Altersnachweis verlangen. Inhalte, die Minderjährige zeigen oder andeuten, sind verboten und werden den Behörden gemeldet.',
            },
          ],
        },
        {
          heading: '3. Konto',
          blocks: [
            {
              list: [
                'Ein Konto ist persönlich; Zugangsdaten sind geheim zu halten.',
                'Angaben müssen wahr sein. Telefonnummern und E-Mail-Adressen werden bestätigt.',
                'Managerinnen und Manager dürfen nur Profile von Personen anlegen, die dem ausdrücklich zugestimmt haben.',
              ],
            },
          ],
        },
        {
          heading: '4. Inserate und Inhalte',
          blocks: [
            {
              p: `Inserierende sind für ihre Texte und Fotos selbst verantwortlich. Sie müssen die Rechte an allen Bildern haben, und jede abgebildete Person muss volljährig sein und zugestimmt haben. Werbung muss ${law.prostitution} beachten.`,
            },
            { p: 'Verboten sind insbesondere:' },
            {
              list: [
                'Angebote von Geschlechtsverkehr ohne Kondom und Hinweise auf Schwangerschaft (auch in Umschreibungen),',
                'jede Andeutung von Minderjährigkeit, Zwang, Gewalt ohne Einwilligung oder Menschenhandel,',
                'Inhalte Dritter ohne deren Einwilligung, gefälschte Profile und irreführende Fotos,',
                'Spam, Schadsoftware und Versuche, die Plattform technisch zu stören.',
              ],
            },
            {
              p: `Wir prüfen gemeldete und neue Inhalte und dürfen rechtswidrige oder diesen AGB widersprechende Inhalte entfernen, Profile sperren oder unter Quarantäne stellen. Jede solche Entscheidung wird begründet; du kannst einmal widersprechen. Mehr dazu:`,
              link: 'abuse',
            },
          ],
        },
        {
          heading: '5. Preise, Credits und Zahlung',
          blocks: [
            {
              p: 'Kostenpflichtige Leistungen (z. B. VIP, Credits, private Galerien) werden vor der Bestellung mit Endpreis inklusive Umsatzsteuer angezeigt. Credits sind nicht übertragbar und verfallen nicht, solange das Konto besteht. Bei digitalen Inhalten, deren Bereitstellung du ausdrücklich vor Ablauf der Widerrufsfrist verlangt hast, erlischt das Widerrufsrecht mit Beginn der Bereitstellung.',
            },
          ],
        },
        {
          heading: '6. Laufzeit und Kündigung',
          blocks: [
            {
              p: 'Du kannst dein Konto jederzeit löschen. Wir können Konten bei schweren Verstößen sofort sperren, sonst mit einer Frist von zwei Wochen kündigen.',
            },
          ],
        },
        {
          heading: '7. Haftung und Recht',
          blocks: [
            {
              p: `Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit; im Übrigen nur für die Verletzung wesentlicher Pflichten und begrenzt auf den vorhersehbaren Schaden. ${law.court}`,
            },
          ],
        },
      ],
    },
    privacy: {
      title: 'Datenschutzerklärung',
      description: `Wie ${siteName} deine Daten verarbeitet: was gespeichert wird, Cookies, Speicherdauer, deine Rechte und wie du uns erreichst.`,
      lead: `Wir speichern so wenig wie möglich und nichts, was wir nicht brauchen. Stand: ${ctx.updated}.`,
      sections: [
        {
          heading: 'Verantwortlicher',
          blocks: [{ p: `${address}. Datenschutz-Kontakt: ${legal.contact.privacy}.` }],
        },
        {
          heading: 'Was wir speichern und warum',
          blocks: [
            {
              pairs: [
                [
                  'Konto',
                  'E-Mail-Adresse oder Telefonnummer, Passwort (nur als Argon2id-Hash), Rollen, Sprache, Region. Zweck: Vertrag (Art. 6 Abs. 1 lit. b DSGVO).',
                ],
                [
                  'Profil',
                  'Was Inserierende veröffentlichen: Name, Texte, Fotos (ohne Metadaten), Leistungen, Preise, Ort. Das Geburtsdatum dient nur der Altersprüfung und wird nicht angezeigt.',
                ],
                [
                  'Bestätigungen',
                  'Einmal-Codes und Links für Registrierung und Passwort-Reset, gespeichert als Hash und nach Ablauf gelöscht.',
                ],
                [
                  'Sicherheit',
                  'IP-Adresse und Zeit bei Anmeldungen, Meldungen und Admin-Aktionen, zur Abwehr von Missbrauch (Art. 6 Abs. 1 lit. f DSGVO).',
                ],
                [
                  'Nutzung',
                  'Favoriten, Bewertungen, Meldungen und, für Inserierende, Zählungen von Profilaufrufen und Kontaktklicks ohne Personenbezug zum Besucher.',
                ],
              ],
            },
          ],
        },
        {
          heading: 'Cookies und lokaler Speicher',
          blocks: [
            {
              p: 'Wir setzen nur technisch notwendige Cookies (§ 25 Abs. 2 TDDDG bzw. § 165 Abs. 3 TKG 2021), keine Werbe- oder Tracking-Cookies Dritter:',
            },
            {
              pairs: [
                ['jwt', 'Anmeldung (HttpOnly, für Skripte unlesbar), bis zur Abmeldung, höchstens 14 Tage.'],
                ['consent', 'Bestätigung der Altersabfrage, 365 Tage.'],
                ['i18n_redirected', 'Gewählte Sprache, 365 Tage.'],
                ['isAdminImpersonating', 'Nur während eine Administratorin ein Konto zur Unterstützung ansieht.'],
                ['Hinweis-Cookie', 'Eine Erfolgs- oder Fehlermeldung für die nächste Seite, wird sofort gelöscht.'],
              ],
            },
          ],
        },
        {
          heading: 'Speicherdauer',
          blocks: [
            {
              list: [
                'Kontodaten: solange das Konto besteht; nach der Löschung binnen 30 Tagen.',
                'Bestätigungscodes: höchstens 10 Minuten gültig, Links höchstens 24 Stunden.',
                'Sicherheitsprotokolle: 90 Tage; Admin-Protokolle so lange, wie es die Nachweispflicht verlangt.',
                'Rechnungsdaten: 10 Jahre (gesetzliche Aufbewahrungspflicht).',
              ],
            },
          ],
        },
        {
          heading: 'Empfänger',
          blocks: [
            {
              p: 'Wir verkaufen keine Daten. Dienstleister (Hosting, Versand von E-Mail und SMS, Zahlungsabwicklung) verarbeiten Daten nur in unserem Auftrag (Art. 28 DSGVO) und innerhalb der EU oder mit geeigneten Garantien.',
            },
          ],
        },
        {
          heading: 'Deine Rechte',
          blocks: [
            {
              p: `Du hast das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung, Datenübertragbarkeit und Widerspruch (Art. 15–21 DSGVO). Schreib an ${legal.contact.privacy}. Du kannst dich bei einer Aufsichtsbehörde beschweren, etwa bei: ${legal.authority.name} (${legal.authority.url}).`,
            },
          ],
        },
      ],
    },
    imprint: {
      title: 'Impressum',
      description: `Impressum von ${siteName} ${ctx.country}: Anbieter, Anschrift, Vertretung, Register, Umsatzsteuer-ID und Kontakt.`,
      lead: law.notice,
      sections: [
        {
          heading: 'Anbieter',
          blocks: [
            {
              pairs: [
                ['Firma', op.name],
                ['Anschrift', `${op.street}, ${op.postcode} ${op.city}, ${op.country}`],
                ['Vertreten durch', op.representative],
                ['E-Mail', op.email],
                ['Telefon', op.phone],
                ...(op.register ? ([['Registereintrag', op.register]] as [string, string][]) : []),
                ...(op.vatId ? ([['Umsatzsteuer-ID', op.vatId]] as [string, string][]) : []),
              ],
            },
          ],
        },
        { heading: law.responsible, blocks: [{ p: `${op.responsibleForContent}, Anschrift wie oben.` }] },
        {
          heading: 'Streitbeilegung',
          blocks: [
            {
              p: 'Wir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
            },
          ],
        },
        {
          heading: 'Kontaktstelle nach dem Digital Services Act',
          blocks: [
            {
              p: `Zentrale Kontaktstelle für Behörden und Nutzer (Art. 11 und 12 DSA): ${legal.contact.abuse}, auf Deutsch oder Englisch.`,
            },
          ],
        },
      ],
    },
    contact: {
      title: 'Kontakt',
      description: `So erreichst du ${siteName}: Support, Datenschutz, Meldungen von Missbrauch und unsere Anschrift.`,
      lead: 'Wir antworten in der Regel innerhalb eines Werktags; Meldungen von Missbrauch bearbeiten wir vorrangig.',
      sections: [
        {
          heading: 'Schreib uns',
          blocks: [
            {
              pairs: [
                ['Allgemeine Fragen und Support', legal.contact.general],
                ['Datenschutz', legal.contact.privacy],
                ['Missbrauch melden', legal.contact.abuse],
                ['Telefon', op.phone],
              ],
            },
          ],
        },
        { heading: 'Post', blocks: [{ p: address }] },
        {
          heading: 'Ein Profil melden',
          blocks: [{ p: `Jedes Profil hat einen Knopf „Melden“. Wie wir mit Meldungen umgehen:`, link: 'abuse' }],
        },
      ],
    },
    abuse: {
      title: 'Missbrauch bekämpfen und melden',
      description: `Wie ${siteName} gegen Minderjährigkeit, Zwang und Menschenhandel vorgeht und wie du ein Profil oder einen Inhalt meldest.`,
      lead: 'Auf dieser Seite inserieren nur Erwachsene, freiwillig und selbstbestimmt. Wenn du daran zweifelst, melde es uns: jede Meldung wird von einem Menschen geprüft.',
      sections: [
        {
          heading: 'Akute Gefahr',
          blocks: [
            { p: `Wenn jemand in Gefahr ist, ruf sofort die Polizei: ${legal.emergency}. Anonyme und vertrauliche Hilfe:` },
            { list: legal.helplines.map((h) => `${h.name}: ${h.phone}`) },
          ],
        },
        {
          heading: 'Was wir tun',
          blocks: [
            {
              list: [
                'Jedes Konto und jedes Profil muss einer volljährigen Person gehören; Geburtsdaten unter 18 Jahren lehnen wir schon bei der Eingabe ab.',
                'Neue und geänderte Profile und Fotos kommen in eine Prüfwarteschlange; doppelt verwendete Fotos werden erkannt.',
                'Texte werden vor der Veröffentlichung auf verbotene Inhalte geprüft.',
                'Bei Verdacht auf Minderjährigkeit oder Menschenhandel sperren wir sofort und informieren die Behörden.',
              ],
            },
          ],
        },
        {
          heading: 'So meldest du',
          blocks: [
            {
              list: [
                'Öffne das Profil und wähle „Melden“. Wähle einen Grund und beschreibe, was dir aufgefallen ist. Ein Konto brauchst du dafür nicht.',
                `Oder schreib an ${legal.contact.abuse} mit dem Link zum Profil.`,
              ],
            },
            {
              p: 'Du bekommst keine Antwort auf jede einzelne Meldung, aber jede wird bearbeitet. Wer gemeldet wird, erfährt nicht, von wem.',
            },
          ],
        },
        {
          heading: 'Entscheidungen und Widerspruch',
          blocks: [
            {
              p: 'Sperren, Quarantäne oder das Entfernen von Fotos und Bewertungen begründen wir gegenüber der betroffenen Person. Sie kann einmal widersprechen; darüber entscheidet eine andere Administratorin.',
            },
          ],
        },
      ],
    },
  };
};
