import { expect, test } from 'vitest';
import { advances, isAhead, nextStep, previousStep, resumeRoute, stepNumber } from './steps.ts';

test('it numbers the five steps in SPEC order', () => {
  expect(['contact', 'about', 'location', 'media', 'services'].map((s) => stepNumber(s as 'contact'))).toEqual([1, 2, 3, 4, 5]);
});

test('it walks forwards and backwards and stops at both ends', () => {
  expect(nextStep('contact')).toBe('about');
  expect(nextStep('media')).toBe('services');
  expect(nextStep('services')).toBeUndefined();
  expect(previousStep('location')).toBe('about');
  expect(previousStep('contact')).toBeUndefined();
});

test('it resumes at the saved step, or the account page once published', () => {
  expect(resumeRoute('contact', false)).toBe('onboarding');
  expect(resumeRoute('media', false)).toBe('onboardingMedia');
  expect(resumeRoute('done', false)).toBe('account');
  expect(resumeRoute('services', true)).toBe('account');
});

test('it offers to continue only when the saved step lies ahead', () => {
  expect(isAhead('location', 'contact')).toBe(true);
  expect(isAhead('contact', 'contact')).toBe(false);
  expect(isAhead('about', 'media')).toBe(false);
  expect(isAhead('done', 'contact')).toBe(false);
});

test('it moves the saved progress only forwards', () => {
  expect(advances('contact', 'about')).toBe(true);
  expect(advances('media', 'about')).toBe(false);
  expect(advances('about', 'about')).toBe(false);
  expect(advances('done', 'services')).toBe(false);
});
