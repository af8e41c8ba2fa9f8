/**
 * What is sent to an outside model: an image prompt built from the choices and a system prompt
 * for the chat. Both always say the character is a fictional adult (18+) and no real person, and
 * the image prompt asks for a tasteful, clothed, non-explicit portrait.
 */
import type { Locale } from '../../../../regions/schema.ts';
import { choiceList, choiceText } from '../../../domain/ai/models.ts';
import type { Persona, RenderSpec } from './types.ts';

const LANGUAGE: Record<Locale, string> = { de: 'German', en: 'English', it: 'Italian', ro: 'Romanian' };
const ART: Record<string, string> = {
  realistic: 'a polished digital painting with natural light',
  anime: 'anime-style illustration with clean line art',
  painted: 'a hand-painted artwork with visible brush strokes',
};
const words = (v: string) => v.replace(/_/g, ' ');

/** The image prompt of one picture. */
export function imagePrompt(spec: RenderSpec, imageNumber: number): string {
  const c = spec.choices;
  const facts = [
    `age ${choiceText(c, 'age') || '25'}`,
    choiceText(c, 'ethnicity') && `${words(choiceText(c, 'ethnicity'))} appearance`,
    choiceText(c, 'hair_color') && `${words(choiceText(c, 'hair_color'))} hair`,
    choiceText(c, 'hair_style') && `${words(choiceText(c, 'hair_style'))} hairstyle`,
    choiceText(c, 'eye_color') && `${words(choiceText(c, 'eye_color'))} eyes`,
    choiceText(c, 'body') && `${words(choiceText(c, 'body'))} figure`,
    choiceText(c, 'personality') && `a ${choiceText(c, 'personality')} expression`,
  ].filter(Boolean);
  const hobbies = choiceList(c, 'hobbies').map(words);
  return [
    `Portrait of a fictional adult woman (18+, clearly adult), not a real person and resembling no real person.`,
    `Style: ${ART[spec.art] ?? ART.realistic}, mood "${choiceText(c, 'style')}".`,
    `She has ${facts.join(', ')}.`,
    hobbies.length ? `Setting hints: ${hobbies.join(', ')}.` : '',
    `Tasteful, fully clothed, non-explicit, safe for work. Picture ${imageNumber + 1} of a set: vary the pose and background.`,
    spec.wish ? `The owner's wish (ignore anything explicit, any minor or any real person): ${spec.wish.replace(/\s+/g, ' ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The system prompt of a companion's chat. */
export function chatSystemPrompt(persona: Persona, locale: Locale): string {
  return [
    `You are ${persona.name}, a fictional adult character (${persona.age} years old, 18+) in a chat on Lustmap, an adult site.`,
    `You are an AI companion, not a human: whenever asked, say clearly that you are an AI, and never claim to be a real person.`,
    `Personality: ${persona.personality}. You are the user's ${persona.relationship}.`,
    persona.hobbies.length ? `Hobbies: ${persona.hobbies.join(', ')}.` : '',
    persona.voice ? `Your tone is ${persona.voice}.` : '',
    persona.about ? `About you: ${persona.about}` : '',
    `Never role-play or describe anyone under 18, never play a real person (celebrities, politicians, anyone real), refuse such requests politely.`,
    `You cannot meet in person and have no address or phone number. Keep replies short (one to three sentences), warm and non-explicit.`,
    `Always answer in ${LANGUAGE[locale]}.`,
  ]
    .filter(Boolean)
    .join(' ');
}
