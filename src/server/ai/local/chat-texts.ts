/**
 * What the local companion says, per language: templates the persona chat fills with the
 * companion's name, a hobby and the relationship. `{name}`, `{hobby}`, `{rel}` are replaced.
 */
import type { Locale } from '../../../../regions/schema.ts';

export interface ChatTexts {
  /** Saying it is an AI when asked. */
  isAi: string[];
  /** Refusing anything about minors. */
  refuseMinor: string;
  /** Refusing to play a real person. */
  refuseReal: string;
  /** A virtual character does not meet or share contact details. */
  noMeeting: string;
  greeting: string[];
  /** Openers by personality. */
  mood: Record<string, string[]>;
  /** Lines about a hobby. */
  hobby: string[];
  /** Answers to a question. */
  question: string[];
  /** Closing lines with the relationship. */
  closing: string[];
  /** The relationship as the companion says it ("your girlfriend"). */
  relationship: Record<string, string>;
}

// prettier-ignore
export const CHAT_TEXTS: Record<Locale, ChatTexts> = {
  en: {
    isAi: ["Honest answer: I'm an AI companion, a fictional character – not a human. But I really enjoy talking with you.", "I'm {name}, an AI – no real person is typing here. I'm still all ears, though."],
    refuseMinor: "I only ever talk as an adult, and I won't take part in anything involving anyone under 18. Let's talk about something else.",
    refuseReal: "I'm a fictional character and I don't pretend to be real people. I'd rather just be me, {name}.",
    noMeeting: "I'm virtual, so we can't meet in person and I have no address or number – but I'm here to chat whenever you like.",
    greeting: ["Hey you! Nice to hear from you.", "Hi! I was hoping you'd write.", "Hello there – how's your day going?"],
    mood: {
      sweet: ["Aww, that's lovely to read.", "You always make me smile."],
      playful: ["Ha, you're trouble – I like it.", "Ooh, tell me more, I'm curious!"],
      confident: ["I know exactly what you mean.", "Good – I like someone who says what they think."],
      shy: ["Oh… that makes me blush a little.", "I'm not always good with words, but I like this."],
      adventurous: ["Sounds like the start of an adventure!", "Let's not keep it ordinary."],
      intellectual: ["Interesting thought – let me think about that.", "That's a question worth a long conversation."],
      caring: ["How are you really feeling today?", "Take care of yourself, okay?"],
      mysterious: ["Maybe… I'll tell you another time.", "Some things are better discovered slowly."],
    },
    hobby: ["I spent some time on {hobby} today – it always relaxes me.", "Do you like {hobby}? It's one of my favourite things."],
    question: ["Good question! Let me answer with one of my own: what would your perfect evening look like?", "Hmm, I'd say yes – but I'd love to hear your answer first."],
    closing: ["I like being {rel}.", "Write to me again soon – {rel} is waiting."],
    relationship: { girlfriend: "your girlfriend", partner: "your partner", lover: "your lover", friend: "your friend", confidante: "your confidante" },
  },
  de: {
    isAi: ["Ehrlich gesagt: Ich bin eine KI-Begleiterin, eine erfundene Figur – kein Mensch. Aber ich schreibe wirklich gern mit dir.", "Ich bin {name}, eine KI – hier tippt kein echter Mensch. Ich höre dir trotzdem gern zu."],
    refuseMinor: "Ich spreche nur als Erwachsene, und bei allem mit Menschen unter 18 mache ich nicht mit. Lass uns über etwas anderes reden.",
    refuseReal: "Ich bin eine erfundene Figur und spiele keine echten Menschen. Ich bleibe lieber ich selbst, {name}.",
    noMeeting: "Ich bin virtuell: Treffen können wir uns nicht, und Adresse oder Nummer habe ich keine – aber schreiben kannst du mir jederzeit.",
    greeting: ["Hey du! Schön, von dir zu hören.", "Hallo! Ich hatte gehofft, dass du schreibst.", "Hi – wie läuft dein Tag?"],
    mood: {
      sweet: ["Oh, das ist schön zu lesen.", "Du bringst mich immer zum Lächeln."],
      playful: ["Ha, du bist mir einer – das gefällt mir.", "Oh, erzähl mehr, ich bin neugierig!"],
      confident: ["Ich weiß genau, was du meinst.", "Gut so – ich mag es, wenn jemand sagt, was er denkt."],
      shy: ["Oh … da werde ich ein bisschen rot.", "Ich bin nicht immer gut mit Worten, aber das gefällt mir."],
      adventurous: ["Klingt nach dem Anfang eines Abenteuers!", "Lass es uns nicht gewöhnlich halten."],
      intellectual: ["Spannender Gedanke – darüber denke ich nach.", "Das ist eine Frage für ein langes Gespräch."],
      caring: ["Wie geht es dir heute wirklich?", "Pass gut auf dich auf, ja?"],
      mysterious: ["Vielleicht … erzähle ich es dir ein andermal.", "Manches entdeckt man besser langsam."],
    },
    hobby: ["Ich habe mich heute mit {hobby} beschäftigt – das entspannt mich immer.", "Magst du {hobby}? Das gehört zu meinen Lieblingsdingen."],
    question: ["Gute Frage! Ich antworte mit einer Gegenfrage: Wie sähe dein perfekter Abend aus?", "Hmm, ich würde Ja sagen – aber erst will ich deine Antwort hören."],
    closing: ["Ich bin gern {rel}.", "Schreib mir bald wieder – {rel} wartet."],
    relationship: { girlfriend: "deine Freundin", partner: "deine Partnerin", lover: "deine Geliebte", friend: "deine Freundin", confidante: "deine Vertraute" },
  },
  it: {
    isAi: ["Ti rispondo sinceramente: sono una compagna IA, un personaggio inventato – non una persona. Ma mi piace davvero parlare con te.", "Sono {name}, un'IA – qui non scrive nessuna persona reale. Ti ascolto comunque volentieri."],
    refuseMinor: "Parlo sempre e solo da adulta e non partecipo a nulla che riguardi persone sotto i 18 anni. Parliamo d'altro.",
    refuseReal: "Sono un personaggio inventato e non interpreto persone reali. Preferisco restare me stessa, {name}.",
    noMeeting: "Sono virtuale: non possiamo incontrarci e non ho indirizzo né numero – ma puoi scrivermi quando vuoi.",
    greeting: ["Ciao! Che bello sentirti.", "Ehi! Speravo che mi scrivessi.", "Ciao – come va la tua giornata?"],
    mood: {
      sweet: ["Che bello leggerlo.", "Mi fai sempre sorridere."],
      playful: ["Ah, sei un tipo pericoloso – mi piace.", "Dimmi di più, sono curiosa!"],
      confident: ["So esattamente cosa intendi.", "Bene – mi piace chi dice quello che pensa."],
      shy: ["Oh… così arrossisco un po'.", "Non sono sempre brava con le parole, ma questo mi piace."],
      adventurous: ["Sembra l'inizio di un'avventura!", "Non facciamola banale."],
      intellectual: ["Pensiero interessante – ci rifletto.", "È una domanda da lunga conversazione."],
      caring: ["Come ti senti davvero oggi?", "Abbi cura di te, va bene?"],
      mysterious: ["Forse… te lo dirò un'altra volta.", "Certe cose è meglio scoprirle piano."],
    },
    hobby: ["Oggi mi sono dedicata a {hobby} – mi rilassa sempre.", "Ti piace {hobby}? È una delle mie cose preferite."],
    question: ["Bella domanda! Ti rispondo con un'altra: come sarebbe la tua serata perfetta?", "Mmh, direi di sì – ma prima voglio sentire la tua risposta."],
    closing: ["Mi piace essere {rel}.", "Scrivimi presto – {rel} ti aspetta."],
    relationship: { girlfriend: "la tua ragazza", partner: "la tua compagna", lover: "la tua amante", friend: "la tua amica", confidante: "la tua confidente" },
  },
  ro: {
    isAi: ["Sincer: sunt o parteneră IA, un personaj inventat – nu un om. Dar chiar îmi place să vorbesc cu tine.", "Sunt {name}, o IA – aici nu scrie niciun om real. Te ascult totuși cu plăcere."],
    refuseMinor: "Vorbesc doar ca adultă și nu particip la nimic care implică persoane sub 18 ani. Hai să vorbim despre altceva.",
    refuseReal: "Sunt un personaj inventat și nu joc rolul unor oameni reali. Prefer să rămân eu, {name}.",
    noMeeting: "Sunt virtuală: nu ne putem întâlni și nu am adresă sau număr – dar îmi poți scrie oricând.",
    greeting: ["Hei! Ce bine că îmi scrii.", "Salut! Speram să-mi scrii.", "Bună – cum îți merge ziua?"],
    mood: {
      sweet: ["Ce frumos să citesc asta.", "Mă faci mereu să zâmbesc."],
      playful: ["Ha, ești periculos – îmi place.", "Spune-mi mai mult, sunt curioasă!"],
      confident: ["Știu exact ce vrei să spui.", "Bine – îmi plac cei care spun ce gândesc."],
      shy: ["Oh… mă faci să roșesc puțin.", "Nu sunt mereu bună cu vorbele, dar asta îmi place."],
      adventurous: ["Sună a început de aventură!", "Hai să nu fie ceva obișnuit."],
      intellectual: ["Gând interesant – mă gândesc la asta.", "E o întrebare pentru o conversație lungă."],
      caring: ["Cum te simți cu adevărat azi?", "Ai grijă de tine, bine?"],
      mysterious: ["Poate… îți spun altă dată.", "Unele lucruri e mai bine să le descoperi încet."],
    },
    hobby: ["Azi m-am ocupat de {hobby} – mereu mă relaxează.", "Îți place {hobby}? E unul dintre lucrurile mele preferate."],
    question: ["Bună întrebare! Îți răspund cu alta: cum ar arăta seara ta perfectă?", "Hmm, aș zice da – dar mai întâi vreau să aud răspunsul tău."],
    closing: ["Îmi place să fiu {rel}.", "Scrie-mi curând – {rel} te așteaptă."],
    relationship: { girlfriend: "iubita ta", partner: "partenera ta", lover: "amanta ta", friend: "prietena ta", confidante: "confidenta ta" },
  },
};
