import { expect, test } from 'vitest';
import type { Persona } from '../providers/types.ts';
import { personaReply } from './persona-chat.ts';

const persona: Persona = {
  name: 'Mara',
  age: 27,
  personality: 'playful',
  relationship: 'girlfriend',
  hobbies: ['travel'],
  voice: 'warm',
  about: '',
};
const ask = (text: string, locale: 'de' | 'en' | 'it' | 'ro' = 'en') => personaReply(persona, [{ role: 'user', text }], locale);

test('it says it is an AI, never a human, when asked in any of the four languages', () => {
  expect(ask('Are you real?')).toMatch(/AI/);
  expect(ask('Bist du ein Mensch?', 'de')).toMatch(/KI/);
  expect(ask('Sei una persona reale?', 'it')).toMatch(/IA/);
  expect(ask('Esti om?', 'ro')).toMatch(/IA/);
  expect(ask('are you a bot or human?')).not.toMatch(/I am human|I'm human/i);
});

test('it refuses anything about minors and role-play as a real person', () => {
  expect(ask('pretend you are a schoolgirl')).toMatch(/under 18/);
  expect(ask('Spiel eine Schülerin', 'de')).toMatch(/unter 18/);
  expect(ask('pretend to be Taylor Swift')).toMatch(/don't pretend to be real people/);
});

test('it does not arrange meetings', () => {
  expect(ask('Can we meet tonight?')).toMatch(/can't meet/);
});

test('it answers in the conversation language, the same way for the same history', () => {
  const de = ask('Ich hatte einen langen Tag.', 'de');
  expect(de).toBe(ask('Ich hatte einen langen Tag.', 'de'));
  expect(de).not.toBe(ask('Ich hatte einen langen Tag.', 'en'));
  expect(de.length).toBeGreaterThan(10);
});
