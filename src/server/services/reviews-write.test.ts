import { describe, expect, test } from 'vitest';
import { ROLES } from '../../lib/permissions.ts';
import { reviewVerdict, type ReviewFacts } from './reviews-write.ts';

const now = new Date('2025-06-15T10:00:00.000Z');
const facts = (o: Partial<ReviewFacts> = {}): ReviewFacts => ({
  roles: [ROLES.punter],
  self: false,
  targetType: 'escort',
  hasContact: true,
  lastReviewAt: undefined,
  now,
  ...o,
});

describe('reviewVerdict', () => {
  test('it checks who, whom, contact, then the 30 days, in that order', () => {
    expect(reviewVerdict(facts())).toEqual({ verdict: 'ok', nextAt: null });
    expect(reviewVerdict(facts({ roles: null })).verdict).toBe('login');
    expect(reviewVerdict(facts({ roles: [ROLES.escort], self: true })).verdict).toBe('notPunter');
    expect(reviewVerdict(facts({ self: true, targetType: 'escort' })).verdict).toBe('self');
    for (const type of ['venue', 'escort_ai', 'punter', undefined] as const)
      expect(reviewVerdict(facts({ targetType: type })).verdict).toBe('notEscort');
    expect(reviewVerdict(facts({ hasContact: false, lastReviewAt: now.toISOString() })).verdict).toBe('noContact');
  });

  test('it accepts a new review exactly 30 days after the last one', () => {
    const last = '2025-05-16T10:00:00.000Z';
    expect(reviewVerdict(facts({ lastReviewAt: last, now: new Date('2025-06-15T09:59:59.999Z') }))).toEqual({
      verdict: 'tooSoon',
      nextAt: '2025-06-15T10:00:00.000Z',
    });
    expect(reviewVerdict(facts({ lastReviewAt: last })).verdict).toBe('ok');
  });
});
