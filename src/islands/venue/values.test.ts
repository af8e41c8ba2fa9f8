import { describe, expect, it } from 'vitest';
import { detailsBody, detailsValues, foodFromText, foodProblem, foodToText } from './values.ts';
import type { VenueProfile } from '../../lib/api/venue.ts';

describe('food and drinks', () => {
  it('reads one entry per line, trimmed, blank lines and repeats dropped', () => {
    expect(foodFromText('  Espresso \n\nProsecco\r\nEspresso\n   \n')).toEqual(['Espresso', 'Prosecco']);
    expect(foodFromText('')).toEqual([]);
  });

  it('writes the list back one per line', () => {
    expect(foodFromText(foodToText(['Tea', 'Snacks']))).toEqual(['Tea', 'Snacks']);
  });

  it('refuses too many or too long entries', () => {
    expect(foodProblem(['Tea'])).toBeUndefined();
    expect(foodProblem(Array.from({ length: 21 }, (_, i) => `Drink ${i}`))).toBe('venue.food.tooMany');
    expect(foodProblem(['x'.repeat(61)])).toBe('venue.food.tooLong');
  });
});

describe('details', () => {
  const saved = { display_name: 'Haus Venus', slogan: null, about_me: 'Hi', venue_kind: null, website: null } as unknown as VenueProfile;

  it('shows empty inputs for missing values', () => {
    expect(detailsValues(saved)).toEqual({ display_name: 'Haus Venus', slogan: '', about_me: 'Hi', venue_kind: '', website: '' });
  });

  it('sends an empty website as null and leaves an unchosen kind out', () => {
    expect(detailsBody({ display_name: ' Haus Venus ', slogan: '', about_me: 'Hi', venue_kind: '', website: '  ' })).toEqual({
      display_name: 'Haus Venus',
      slogan: '',
      about_me: 'Hi',
      website: null,
    });
    expect(detailsBody({ display_name: 'A B', slogan: '', about_me: '', venue_kind: 'club', website: 'venus.example' })).toMatchObject({
      venue_kind: 'club',
      website: 'venus.example',
    });
  });
});
