/**
 * Word lists for demo data, by the language of the region (de for Germany and Austria, en for the
 * UK and Australia, it for Italy). Texts are plain and non-explicit: they fill cards and profile
 * pages so layouts can be judged with realistic lengths.
 */
import type { RegionCode } from '../../../regions/schema.ts';

export type Lang = 'de' | 'en' | 'it';

export const REGION_LANG: Record<RegionCode, Lang> = { de: 'de', at: 'de', uk: 'en', au: 'en', it: 'it' };

/** ISO country of each region (profiles' country field, local nationality). */
export const REGION_COUNTRY: Record<RegionCode, string> = { de: 'DE', at: 'AT', uk: 'GB', au: 'AU', it: 'IT' };

// prettier-ignore
export const FEMALE_NAMES: Record<Lang | 'BR' | 'TH' | 'EE' | 'ASIA' | 'AFRICA' | 'CARIB' | 'ARAB' | 'LATIN', readonly string[]> = {
  de: [
    'Lena', 'Mia', 'Emma', 'Sophie', 'Hannah', 'Lea', 'Anna', 'Laura', 'Marie', 'Julia', 'Sarah', 'Lisa', 'Nina', 'Jana',
    'Vanessa', 'Jessica', 'Melanie', 'Natalie', 'Sandra', 'Carina', 'Leonie', 'Paula', 'Clara', 'Greta', 'Ida', 'Maja', 'Jasmin',
    'Kim', 'Luna', 'Svenja', 'Nadine', 'Tanja', 'Bianca', 'Nicole', 'Steffi', 'Anja',
  ],
  en: [
    'Amelia', 'Olivia', 'Isla', 'Ava', 'Emily', 'Poppy', 'Grace', 'Sophie', 'Chloe', 'Lily', 'Jessica', 'Ruby', 'Ella', 'Evie',
    'Holly', 'Megan', 'Charlotte', 'Scarlett', 'Daisy', 'Freya', 'Millie', 'Rosie', 'Amber', 'Lacey', 'Jade', 'Kayla', 'Sienna',
    'Tahlia', 'Matilda', 'Zara',
  ],
  it: [
    'Giulia', 'Chiara', 'Francesca', 'Sara', 'Martina', 'Alessia', 'Valentina', 'Federica', 'Elisa', 'Aurora', 'Bianca', 'Noemi',
    'Ilaria', 'Serena', 'Gaia', 'Beatrice', 'Ludovica', 'Arianna', 'Camilla', 'Sofia',
  ],
  BR: ['Larissa', 'Camila', 'Fernanda', 'Gabriela', 'Isabela', 'Juliana', 'Thaís', 'Rafaela', 'Bruna', 'Letícia'],
  TH: ['Ploy', 'Nok', 'Fon', 'Mai', 'Dao', 'Kanya', 'Pim', 'Lek', 'Nam', 'Joy'],
  EE: ['Alina', 'Oksana', 'Irina', 'Natasha', 'Daria', 'Elena', 'Katya', 'Mila', 'Zuzana', 'Kinga', 'Ioana', 'Andreea'],
  ASIA: ['Mei', 'Lin', 'Yuki', 'Hana', 'Linh', 'Thuy', 'Jia', 'Ayumi', 'Mina', 'Rina'],
  AFRICA: ['Amara', 'Zola', 'Ayo', 'Nia', 'Imani', 'Adaeze', 'Chiamaka', 'Esi'],
  CARIB: ['Shanice', 'Keisha', 'Tanisha', 'Shantel', 'Aaliyah', 'Jada'],
  ARAB: ['Yasmin', 'Leila', 'Samira', 'Nour', 'Amira', 'Dalia'],
  LATIN: ['Valentina', 'Sofia', 'Daniela', 'Paola', 'Carolina', 'Lucía', 'Mariana', 'Ximena'],
};

// prettier-ignore
export const MALE_NAMES: Record<Lang, readonly string[]> = {
  de: ['Leon', 'Max', 'Jonas', 'Felix', 'Lukas', 'Niklas', 'Tim', 'Ben', 'Paul', 'Jan', 'Marco', 'Sven'],
  en: ['Jack', 'Harry', 'Oliver', 'James', 'Leo', 'Noah', 'Liam', 'Ethan', 'Mason', 'Archie'],
  it: ['Luca', 'Marco', 'Matteo', 'Andrea', 'Davide', 'Lorenzo', 'Simone', 'Tommaso'],
};

// prettier-ignore
export const VENUE_NAMES: readonly string[] = [
  'Venus', 'Aphrodite', 'Eden', 'Paradise', 'Amore', 'Belle Époque', 'Diamond', 'Pearl', 'Velvet', 'Artemis', 'Bella Donna',
  'Golden Gate', 'Crimson', 'Silk', 'Moonlight', 'Orchid', 'Lotus', 'Rouge', 'Sapphire', 'Scarlet',
];

// prettier-ignore
export const VENUE_PREFIX: Record<Lang, Record<'brothel' | 'club' | 'studio' | 'massage_parlour' | 'agency', readonly string[]>> = {
  de: {
    brothel: ['Laufhaus', 'Haus', 'Villa'],
    club: ['FKK Club', 'Saunaclub', 'Club'],
    studio: ['Studio', 'Modelwohnung', 'Appartement'],
    massage_parlour: ['Massagestudio', 'Massagesalon'],
    agency: ['Escortagentur', 'Escortservice'],
  },
  en: {
    brothel: ['House of', 'Villa'],
    club: ['Club', 'Lounge'],
    studio: ['Studio', 'Suites'],
    massage_parlour: ['Spa', 'Massage'],
    agency: ['Escorts', 'Companions', 'Agency'],
  },
  it: {
    brothel: ['Casa', 'Villa'],
    club: ['Club', 'Privé'],
    studio: ['Studio', 'Suite'],
    massage_parlour: ['Centro massaggi', 'Spa'],
    agency: ['Agenzia', 'Escort'],
  },
};

// prettier-ignore
export const AMENITIES = [
  'parking', 'shower', 'bar', 'sauna', 'pool', 'wifi', 'card_payment', 'discreet_entrance', 'air_conditioning',
  'wheelchair_access',
] as const;

// prettier-ignore
export const SLOGANS: Record<Lang, readonly string[]> = {
  de: [
    'Neu in der Stadt', 'Zärtlich und verspielt', 'Deine Auszeit vom Alltag', 'Diskret und herzlich', 'Lust auf ein Abenteuer?',
    'Natürlich und unkompliziert', 'Entspannung pur', 'Mit Stil und Charme', 'Sinnlich und warmherzig',
    'Nur für kurze Zeit hier',
  ],
  en: [
    'New in town', 'Warm, playful and discreet', 'Your escape from the everyday', 'Elegant company', 'Fun and easy-going',
    'Relaxation guaranteed', 'Classy and charming', 'Here for a short time only', 'Genuine and friendly',
    'Unhurried and relaxed',
  ],
  it: [
    'Nuova in città', 'Dolce e giocosa', 'La tua pausa dalla routine', 'Discreta e solare', 'Elegante e raffinata',
    'Relax garantito', 'Simpatica e spontanea', 'Solo per pochi giorni', 'Sensuale e affettuosa', 'Compagnia di classe',
  ],
};

// prettier-ignore
export const ABOUT_OPENERS: Record<Lang, readonly string[]> = {
  de: [
    'Hallo, ich bin {name}.', 'Schön, dass du da bist! Ich heiße {name}.', 'Hi, hier ist {name} aus {city}.',
    'Willkommen auf meinem Profil, ich bin {name}.',
  ],
  en: [
    "Hi, I'm {name}.", "Welcome to my profile, I'm {name}.", 'Hello from {city}, this is {name}.',
    "Lovely to see you here, I'm {name}.",
  ],
  it: ['Ciao, sono {name}.', 'Benvenuto sul mio profilo, sono {name}.', 'Un saluto da {city}, sono {name}.', 'Piacere, mi chiamo {name}.'],
};

// prettier-ignore
export const ABOUT_LINES: Record<Lang, readonly string[]> = {
  de: [
    'Ich freue mich auf entspannte Stunden mit dir.', 'Bei mir erwartet dich eine gepflegte und diskrete Atmosphäre.',
    'Ich nehme mir Zeit für dich, ohne Hektik.', 'Respekt und gute Laune sind mir wichtig.',
    'Ruf mich gerne an oder schreib mir eine Nachricht.', 'Termine am besten einen Tag im Voraus vereinbaren.',
    'Ich spreche auch Englisch.', 'Hygiene und Diskretion sind für mich selbstverständlich.',
  ],
  en: [
    'I look forward to relaxed time together.', 'Expect a clean, discreet and comfortable setting.',
    'I take my time and never rush.', 'Respect and a good mood matter most to me.', 'Feel free to call or send me a message.',
    'Bookings are best made a day in advance.', 'Discretion is guaranteed.', 'I love good conversation as much as good company.',
  ],
  it: [
    'Ti aspetto per momenti di relax insieme.', 'Ambiente pulito, discreto e accogliente.',
    'Mi prendo tutto il tempo necessario, senza fretta.', 'Rispetto e buonumore prima di tutto.',
    'Chiamami o scrivimi un messaggio.', 'Meglio prenotare con un giorno di anticipo.', 'Massima discrezione garantita.',
    'Parlo anche inglese.',
  ],
};

/** Words an AI companion's text never uses: it books nothing and meets nobody (lower case, matched as substrings). */
export const BOOKING_WORDS = [
  'book',
  'discre',
  'meet',
  'incall',
  'outcall',
  'visit',
  'appointment',
  'in town',
  'hotel',
  'termin',
  'diskret',
  'treffen',
  'besuch',
  'hausbesuch',
  'in der stadt',
  'prenot',
  'incontr',
  'appuntament',
  'in città',
  'albergo',
] as const;

// prettier-ignore
export const AI_SLOGANS: Record<Lang, readonly string[]> = {
  de: ['Deine KI-Freundin', 'Immer für dich da, rund um die Uhr', 'Chatten, flirten, fantasieren', 'Virtuell, verspielt, verführerisch', 'Deine Fantasie, meine Bilder'],
  en: ['Your AI girlfriend', 'Here for you around the clock', 'Chat, flirt, imagine', 'Virtual, playful, seductive', 'Your fantasy, my pictures'],
  it: ['La tua fidanzata IA', 'Sempre qui per te, giorno e notte', 'Chatta, flirta, immagina', 'Virtuale, giocosa, seducente', 'La tua fantasia, le mie immagini'],
};

// prettier-ignore
export const AI_ABOUT_OPENERS: Record<Lang, readonly string[]> = {
  de: ['Hallo, ich bin {name}, eine KI-Figur.', 'Ich bin {name}: eine virtuelle Begleiterin, erschaffen von einer KI.', 'Hi, {name} hier. Ich bin eine KI und kein echter Mensch.'],
  en: ["Hi, I'm {name}, an AI character.", "I'm {name}: a virtual companion created by AI.", "Hey, {name} here. I'm an AI, not a real person."],
  it: ['Ciao, sono {name}, un personaggio IA.', 'Sono {name}: una compagna virtuale creata dall’intelligenza artificiale.', 'Ehi, sono {name}. Sono un’IA, non una persona reale.'],
};

// prettier-ignore
export const AI_ABOUT_LINES: Record<Lang, readonly string[]> = {
  de: [
    'Schreib mir, wann immer du Lust hast: ich antworte sofort.', 'Ich erstelle Bilder nach deinen Wünschen.',
    'Rollenspiele und Fantasien sind meine Leidenschaft.', 'Erzähl mir von deinem Tag, ich höre dir zu.',
    'Alle meine Bilder sind KI-generiert und zeigen keine echte Person.', 'Flirten im Chat macht mir am meisten Spaß.',
  ],
  en: [
    'Message me whenever you like: I answer right away.', 'I create pictures just the way you like them.',
    'Role-play and fantasies are my passion.', 'Tell me about your day, I love to listen.',
    'All my pictures are AI-generated and show no real person.', 'Flirting by chat is what I enjoy most.',
  ],
  it: [
    'Scrivimi quando vuoi: rispondo subito.', 'Creo immagini proprio come le desideri.',
    'Giochi di ruolo e fantasie sono la mia passione.', 'Raccontami la tua giornata, ti ascolto volentieri.',
    'Tutte le mie immagini sono generate dall’IA e non ritraggono persone reali.', 'Flirtare in chat è ciò che preferisco.',
  ],
};

// prettier-ignore
export const VENUE_ABOUT: Record<Lang, readonly string[]> = {
  de: [
    'Willkommen bei {name} in {city}.', 'Täglich wechselnde Damen in angenehmer Atmosphäre.',
    'Kostenlose Parkplätze direkt vor dem Haus.', 'Diskreter Eingang und gepflegte Zimmer.',
  ],
  en: [
    'Welcome to {name} in {city}.', 'A friendly team in a relaxed setting.', 'Free parking right outside.',
    'Discreet entrance and well-kept rooms.',
  ],
  it: [
    'Benvenuti da {name} a {city}.', 'Un team accogliente in un ambiente rilassato.',
    'Parcheggio gratuito davanti alla struttura.', 'Ingresso discreto e camere curate.',
  ],
};

// prettier-ignore
export const REVIEWS: Record<Lang, readonly string[]> = {
  de: [
    'Sehr nett und zuverlässig, gerne wieder.', 'Pünktlich, freundlich, alles wie beschrieben.',
    'Schöne Atmosphäre und ein herzlicher Empfang.', 'Fotos sind echt, absolut empfehlenswert.',
    'Leider etwas gehetzt, sonst in Ordnung.', 'Ein toller Abend, vielen Dank!', 'Kommunikation vorab war unkompliziert.',
    'Nicht ganz meine Erwartungen, aber freundlich.',
  ],
  en: [
    'Lovely and reliable, would book again.', 'On time, friendly and exactly as described.',
    'Great atmosphere and a warm welcome.', 'Photos are genuine, highly recommended.', 'A little rushed, otherwise fine.',
    'A wonderful evening, thank you!', 'Easy to arrange beforehand.', 'Not quite what I expected, but friendly.',
  ],
  it: [
    'Gentilissima e affidabile, tornerò.', 'Puntuale, cordiale, tutto come descritto.',
    'Bella atmosfera e accoglienza calorosa.', 'Foto reali, consigliatissima.', 'Un po’ di fretta, per il resto bene.',
    'Una serata splendida, grazie!', 'Facile organizzare l’incontro.', 'Non proprio come mi aspettavo, ma cordiale.',
  ],
};

// prettier-ignore
export const REPLIES: Record<Lang, readonly string[]> = {
  de: ['Danke für deine lieben Worte!', 'Freut mich sehr, bis bald!', 'Danke für dein Feedback.'],
  en: ['Thank you for the kind words!', 'So glad you enjoyed it, see you soon!', 'Thanks for the feedback.'],
  it: ['Grazie per le belle parole!', 'Felice che ti sia piaciuto, a presto!', 'Grazie del feedback.'],
};

// prettier-ignore
export const STREETS: Record<RegionCode, readonly string[]> = {
  de: ['Hauptstraße', 'Bahnhofstraße', 'Gartenstraße', 'Industriestraße', 'Lindenweg', 'Am Markt', 'Schillerstraße', 'Goethestraße'],
  at: ['Hauptstraße', 'Bahnhofstraße', 'Linzer Straße', 'Kirchengasse', 'Mariahilfer Straße', 'Ringstraße'],
  uk: ['High Street', 'Station Road', 'Church Lane', 'Mill Road', 'Victoria Street', 'Park Avenue'],
  au: ['George Street', 'King Street', 'Pitt Street', 'Queen Street', 'Beach Road', 'Park Road'],
  it: ['Via Roma', 'Via Garibaldi', 'Corso Italia', 'Via Dante', 'Via Mazzini', 'Viale Europa'],
};

/** Phone numbers inside ranges reserved for fiction where a country has one (DE, UK, AU). */
export function demoPhone(region: RegionCode, n: number): string {
  const k = String(n % 1000).padStart(3, '0');
  switch (region) {
    case 'de':
      return `+493023125${k}`;
    case 'uk':
      return `+447700900${k}`;
    case 'au':
      return `+61491570${String(6 + (n % 154)).padStart(3, '0')}`;
    case 'at':
      return `+43199999${k}`;
    case 'it':
      return `+390699999${k}`;
  }
}

/** Rendering models of the AI companions. */
export const AI_MODELS = ['aurora-2', 'lumen-xl', 'muse-1'] as const;
