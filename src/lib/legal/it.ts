/** The legal pages in Italian. */
import type { LegalTexts } from './types.ts';

export const it: LegalTexts = (ctx) => {
  const { legal, siteName } = ctx;
  const op = legal.operator;
  const address = `${op.name}, ${op.street}, ${op.postcode} ${op.city}, ${op.country}`;
  return {
    terms: {
      title: 'Termini e condizioni',
      description: `I termini di ${siteName} in ${ctx.country}: chi può pubblicare annunci, cosa è vietato, prezzi, crediti, chiusura dell'account e responsabilità.`,
      lead: `Questi termini valgono per ogni uso di ${siteName} in ${ctx.country}. Ultimo aggiornamento: ${ctx.updated}.`,
      sections: [
        {
          heading: '1. Chi siamo',
          blocks: [
            {
              p: `${siteName} è gestito da ${address}. È un elenco di annunci legali di adulti che offrono servizi erotici. Non intermediamo servizi e non siamo parte di accordi tra inserzionisti e clienti.`,
            },
          ],
        },
        {
          heading: '2. Solo per adulti',
          blocks: [
            {
              p: "L'uso è consentito solo ai maggiori di 18 anni. Chi crea un profilo conferma di essere maggiorenne; verifichiamo la data di nascita e possiamo chiedere in ogni momento una prova dell'età. I contenuti che mostrano o suggeriscono minori sono vietati e vengono segnalati alle autorità.",
            },
          ],
        },
        {
          heading: '3. Il tuo account',
          blocks: [
            {
              list: [
                "L'account è personale; tieni segreta la password.",
                'I dati devono essere veri. Numeri di telefono e indirizzi e-mail vengono verificati.',
                'I manager possono creare profili solo per persone che lo hanno espressamente accettato.',
              ],
            },
          ],
        },
        {
          heading: '4. Annunci e contenuti',
          blocks: [
            {
              p: 'Gli inserzionisti rispondono dei propri testi e foto. Devono avere i diritti su ogni immagine e ogni persona ritratta deve essere maggiorenne e consenziente. Gli annunci devono rispettare la legge italiana, in particolare la legge 75/1958.',
            },
            { p: 'In particolare è vietato pubblicare:' },
            {
              list: [
                'qualsiasi indicazione che una persona sia minorenne, costretta, vittima di tratta o non libera,',
                'offerte di rapporti non protetti,',
                'foto o dati di altri senza consenso, profili falsi o foto ingannevoli,',
                'spam, malware o tentativi di disturbare il sito.',
              ],
            },
            {
              p: `Esaminiamo i contenuti nuovi e segnalati e possiamo rimuovere ciò che è illecito o contrario a questi termini, sospendere profili o metterli in quarantena. Ogni decisione è motivata e puoi presentare ricorso una volta. Dettagli:`,
              link: 'abuse',
            },
          ],
        },
        {
          heading: '5. Prezzi, crediti e pagamento',
          blocks: [
            {
              p: "I servizi a pagamento (VIP, crediti, gallerie private) mostrano il prezzo finale IVA inclusa prima dell'ordine. I crediti non sono trasferibili e non scadono finché l'account esiste. Per i contenuti digitali forniti subito su tua richiesta espressa il diritto di recesso si estingue con l'inizio della fornitura.",
            },
          ],
        },
        {
          heading: "6. Chiusura dell'account",
          blocks: [
            {
              p: 'Puoi cancellare il tuo account in qualsiasi momento. Possiamo sospendere un account subito per violazioni gravi, altrimenti con due settimane di preavviso.',
            },
          ],
        },
        {
          heading: '7. Responsabilità e legge applicabile',
          blocks: [
            {
              p: 'Rispondiamo senza limiti per dolo e colpa grave e per danni alla vita, al corpo o alla salute; per il resto solo per danni prevedibili. Restano salvi i diritti del Codice del consumo.',
            },
          ],
        },
      ],
    },
    privacy: {
      title: 'Informativa sulla privacy',
      description: `Come ${siteName} tratta i tuoi dati: cosa conserviamo e perché, cookie, per quanto tempo, i tuoi diritti e come contattarci.`,
      lead: `Conserviamo il meno possibile e nulla di cui non abbiamo bisogno (Regolamento UE 2016/679, GDPR). Ultimo aggiornamento: ${ctx.updated}.`,
      sections: [
        { heading: 'Titolare del trattamento', blocks: [{ p: `${address}. Contatto privacy: ${legal.contact.privacy}.` }] },
        {
          heading: 'Cosa conserviamo e perché',
          blocks: [
            {
              pairs: [
                [
                  'Account',
                  'Indirizzo e-mail o numero di telefono, password (solo come hash Argon2id), ruoli, lingua, regione: per fornire il servizio (art. 6.1.b GDPR).',
                ],
                [
                  'Profilo',
                  "Ciò che gli inserzionisti pubblicano: nome, testi, foto (senza metadati), servizi, prezzi, luogo. La data di nascita serve solo a verificare l'età e non viene mostrata.",
                ],
                [
                  'Verifiche',
                  'Codici e link monouso per registrazione e reimpostazione della password, conservati come hash e cancellati alla scadenza.',
                ],
                [
                  'Sicurezza',
                  'Indirizzo IP e ora di accessi, segnalazioni e azioni degli amministratori, per prevenire abusi (art. 6.1.f GDPR).',
                ],
                [
                  'Uso',
                  'Preferiti, recensioni, segnalazioni e, per gli inserzionisti, conteggi di visite e clic sui contatti che non identificano il visitatore.',
                ],
              ],
            },
          ],
        },
        {
          heading: 'Cookie e memoria locale',
          blocks: [
            { p: 'Usiamo solo cookie tecnici necessari, nessun cookie pubblicitario o di tracciamento di terzi:' },
            {
              pairs: [
                ['jwt', 'Mantiene l’accesso (HttpOnly, non leggibile dagli script), fino al logout, al massimo 14 giorni.'],
                ['consent', 'Ricorda la conferma di avere almeno 18 anni, 365 giorni.'],
                ['i18n_redirected', 'La lingua scelta, 365 giorni.'],
                ['isAdminImpersonating', 'Solo mentre un amministratore visualizza un account per assistere il titolare.'],
                ['Cookie di avviso', 'Un messaggio di esito per la pagina successiva, cancellato subito.'],
              ],
            },
          ],
        },
        {
          heading: 'Per quanto tempo',
          blocks: [
            {
              list: [
                "Dati dell'account: finché l'account esiste; cancellati entro 30 giorni dalla chiusura.",
                'Codici di verifica: validi al massimo 10 minuti, link al massimo 24 ore.',
                'Registri di sicurezza: 90 giorni; registri delle azioni amministrative per il tempo necessario a renderne conto.',
                'Dati di fatturazione: 10 anni (obbligo di legge).',
              ],
            },
          ],
        },
        {
          heading: 'Destinatari',
          blocks: [
            {
              p: 'Non vendiamo dati. I fornitori (hosting, invio di e-mail e SMS, pagamenti) trattano i dati solo su nostra istruzione (art. 28 GDPR) e nell’UE o con garanzie adeguate.',
            },
          ],
        },
        {
          heading: 'I tuoi diritti',
          blocks: [
            {
              p: `Hai diritto di accesso, rettifica, cancellazione, limitazione, portabilità e opposizione (artt. 15–21 GDPR). Scrivi a ${legal.contact.privacy}. Puoi proporre reclamo al ${legal.authority.name} (${legal.authority.url}).`,
            },
          ],
        },
      ],
    },
    imprint: {
      title: 'Note legali',
      description: `Note legali di ${siteName} ${ctx.country}: gestore, indirizzo, rappresentante legale, registro delle imprese, partita IVA e contatti.`,
      lead: `La società che gestisce ${siteName} e come contattarla.`,
      sections: [
        {
          heading: 'Gestore',
          blocks: [
            {
              pairs: [
                ['Società', op.name],
                ['Indirizzo', `${op.street}, ${op.postcode} ${op.city}, ${op.country}`],
                ['Rappresentante legale', op.representative],
                ['E-mail', op.email],
                ['Telefono', op.phone],
                ...(op.register ? ([['Registro delle imprese', op.register]] as [string, string][]) : []),
                ...(op.vatId ? ([['Partita IVA', op.vatId]] as [string, string][]) : []),
              ],
            },
          ],
        },
        { heading: 'Responsabile dei contenuti', blocks: [{ p: `${op.responsibleForContent}, indirizzo come sopra.` }] },
        {
          heading: 'Punto di contatto (Digital Services Act)',
          blocks: [
            {
              p: `Punto di contatto unico per autorità e utenti (artt. 11 e 12 DSA): ${legal.contact.abuse}, in italiano, inglese o tedesco.`,
            },
          ],
        },
      ],
    },
    contact: {
      title: 'Contatti',
      description: `Come contattare ${siteName}: assistenza, privacy, segnalazione di abusi e indirizzo postale.`,
      lead: 'Di solito rispondiamo entro un giorno lavorativo; le segnalazioni di abusi hanno la precedenza.',
      sections: [
        {
          heading: 'Scrivici',
          blocks: [
            {
              pairs: [
                ['Domande e assistenza', legal.contact.general],
                ['Privacy', legal.contact.privacy],
                ['Segnalare abusi', legal.contact.abuse],
                ['Telefono', op.phone],
              ],
            },
          ],
        },
        { heading: 'Posta', blocks: [{ p: address }] },
        {
          heading: 'Segnalare un profilo',
          blocks: [{ p: `Ogni profilo ha un pulsante “Segnala”. Come gestiamo le segnalazioni:`, link: 'abuse' }],
        },
      ],
    },
    abuse: {
      title: 'Come combattiamo gli abusi e come segnalarli',
      description: `Come ${siteName} agisce contro minori, coercizione e tratta, e come segnalarci un profilo o un contenuto.`,
      lead: 'Qui pubblicano annunci solo adulti, liberamente e per propria scelta. Se hai un dubbio, dicci: ogni segnalazione è esaminata da una persona.',
      sections: [
        {
          heading: 'Se qualcuno è in pericolo',
          blocks: [
            { p: `Chiama subito le forze dell'ordine: ${legal.emergency}. Aiuto riservato:` },
            { list: legal.helplines.map((h) => `${h.name}: ${h.phone}`) },
          ],
        },
        {
          heading: 'Cosa facciamo',
          blocks: [
            {
              list: [
                'Ogni account e profilo deve appartenere a un adulto; le date di nascita di minori di 18 anni sono rifiutate già all’inserimento.',
                'Profili e foto nuovi o modificati passano in una coda di verifica; le foto usate due volte vengono riconosciute.',
                'I testi sono controllati prima della pubblicazione.',
                'Al minimo segnale di minori o di tratta sospendiamo subito e informiamo le autorità.',
              ],
            },
          ],
        },
        {
          heading: 'Come segnalare',
          blocks: [
            {
              list: [
                'Apri il profilo e scegli “Segnala”. Indica un motivo e descrivi cosa hai notato. Non serve un account.',
                `Oppure scrivi a ${legal.contact.abuse} con il link al profilo.`,
              ],
            },
            {
              p: 'Non possiamo rispondere a ogni segnalazione, ma ognuna viene trattata. La persona segnalata non saprà mai chi l’ha segnalata.',
            },
          ],
        },
        {
          heading: 'Decisioni e ricorsi',
          blocks: [
            {
              p: 'Quando sospendiamo, mettiamo in quarantena o rimuoviamo foto o recensioni, ne spieghiamo il motivo alla persona interessata. Può presentare ricorso una volta e decide un altro amministratore.',
            },
          ],
        },
      ],
    },
  };
};
