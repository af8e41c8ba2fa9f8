import { expect, test } from 'vitest';
import { publishProblems } from './problems.ts';

test('it links each refused rule to the onboarding step that fixes it', () => {
  const problems = publishProblems(
    { photos: ['at least 2 photos'], 'location.lat': ['latitude lies between -90 and 90'], about_me: ['no mention of pregnancy'] },
    'onboarding',
  );
  expect(problems).toEqual([
    { field: 'photos', message: 'at least 2 photos', fixAt: 'onboardingMedia' },
    { field: 'location', message: 'latitude lies between -90 and 90', fixAt: 'onboardingLocation' },
    { field: 'about_me', message: 'no mention of pregnancy', fixAt: 'onboardingAbout' },
  ]);
});

test('it links to the editor tabs when the publish came from the account page', () => {
  const problems = publishProblems({ date_of_birth: ['too young'], slogan: ['bad word'], contact: ['a contact'] }, 'profile');
  expect(problems.map((p) => p.fixAt)).toEqual(['profileFeatures', 'profileAbout', 'profile']);
});

test('it lists one line per field and no link where nothing can fix it', () => {
  const problems = publishProblems(
    { 'location.lat': ['first'], 'location.lon': ['second'], profile_published: ['already published'], other: ['why'] },
    'profile',
  );
  expect(problems).toEqual([
    { field: 'location', message: 'first', fixAt: 'profile' },
    { field: 'profile_published', message: 'already published' },
    { field: 'other', message: 'why' },
  ]);
});
