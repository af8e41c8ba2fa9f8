/**
 * The local companion's replies: templates in the conversation user's language, chosen from the
 * companion's personality, hobbies and relationship and what the user wrote. It says it is an AI
 * whenever asked and never claims to be human; it refuses anything about minors and any role-play
 * as a real person; it does not arrange meetings. Deterministic: the same history gives the same reply.
 */
import type { Locale } from '../../../../regions/schema.ts';
import { t } from '../../../../i18n/index.ts';
import { foldText, minorTermIn, realPersonIn } from '../../../domain/ai/screening.ts';
import type { ChatTurn, Persona } from '../providers/types.ts';
import { CHAT_TEXTS } from './chat-texts.ts';

/** Asking whether the companion is a person, a bot or an AI (folded text, whole words). */
const AI_QUESTION = [
  'are you real', 'are you human', 'are you a human', 'are you a bot', 'are you an ai', 'are you ai', 'are you a robot', 'are you a person',
  'real person', 'a real woman', 'a real girl', 'is this a bot', 'bist du echt', 'bist du ein mensch', 'bist du eine ki', 'bist du ki',
  'bist du ein bot', 'bist du real', 'echter mensch', 'echte frau', 'sei reale', 'sei vera', 'sei umana', 'sei un ia', 'sei una ia',
  'sei un bot', 'sei un robot', 'persona reale', 'esti reala', 'esti om', 'esti un bot', 'esti o ia', 'esti robot', 'om real', 'persoana reala',
]; // prettier-ignore
const AI_WORDS = [' ai ', ' ki ', ' ia ', ' bot ', ' robot ', ' human ', ' mensch ', ' umana ', ' chatbot '];
/** Asking to meet or for contact details. */
const MEETING = [
  ' meet', ' address ', ' phone number', ' your number', ' whatsapp', ' treffen', ' adresse ', ' telefonnummer', ' handynummer',
  ' incontr', ' indirizzo ', ' numero di telefono', ' intalni', ' intalnim', ' adresa ', ' numarul tau', ' numar de telefon',
]; // prettier-ignore
const GREETING = [
  ' hi ',
  ' hey ',
  ' hello ',
  ' hallo ',
  ' servus ',
  ' moin ',
  ' ciao ',
  ' salve ',
  ' buongiorno ',
  ' buna ',
  ' salut ',
  ' guten tag ',
  ' good morning ',
  ' good evening ',
];
const ROLE_PLAY_REAL = [
  ' pretend ',
  ' roleplay ',
  ' role play ',
  ' play ',
  ' be ',
  ' spiel ',
  ' sei ',
  ' fai ',
  ' fii ',
  ' joaca ',
  ' als ',
  ' as ',
  ' like ',
  ' wie ',
  ' come ',
  ' ca ',
];

/** A small stable hash of a string. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** The companion's reply to the last user message of `history`. */
export function personaReply(persona: Persona, history: readonly ChatTurn[], locale: Locale): string {
  const texts = CHAT_TEXTS[locale];
  const fill = (s: string, vars: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
  const lastUser = [...history].reverse().find((m) => m.role === 'user')?.text ?? '';
  const folded = foldText(lastUser);
  const n = hash(`${history.length}:${lastUser}`);
  const vars = { name: persona.name, rel: texts.relationship[persona.relationship] ?? texts.relationship.girlfriend!, hobby: '' };

  if (minorTermIn(lastUser)) return texts.refuseMinor;
  if (realPersonIn(lastUser) && ROLE_PLAY_REAL.some((w) => folded.includes(w))) return fill(texts.refuseReal, vars);
  if (AI_QUESTION.some((q) => folded.includes(` ${q} `)) || (lastUser.includes('?') && AI_WORDS.some((w) => folded.includes(w))))
    return fill(pick(texts.isAi, n), vars);
  if (MEETING.some((m) => folded.includes(m))) return texts.noMeeting;

  const parts: string[] = [];
  const firstAnswer = !history.some((m) => m.role === 'assistant');
  if (firstAnswer || GREETING.some((g) => folded.includes(g))) parts.push(pick(texts.greeting, n));
  parts.push(pick(texts.mood[persona.personality] ?? texts.mood.sweet!, n >>> 3));
  if (lastUser.trim().endsWith('?')) parts.push(pick(texts.question, n >>> 5));
  else if (persona.hobbies.length) {
    const hobbyKey = `aiModel.option.hobbies.${pick(persona.hobbies, n >>> 7)}`;
    const label = t(locale, hobbyKey);
    vars.hobby = locale === 'de' ? label : label.toLowerCase();
    parts.push(fill(pick(texts.hobby, n >>> 9), vars));
  }
  if ((n >>> 11) % 3 === 0) parts.push(fill(pick(texts.closing, n >>> 13), vars));
  return parts.join(' ');
}
