import { expect, test } from 'vitest';
import { ageOn, birthBounds, dayNumber, isAdult, isoDay, minusYears } from './time.ts';

test('it counts whole years, turning a year older on the birthday', () => {
  expect(ageOn('2000-06-15', '2025-06-14')).toBe(24);
  expect(ageOn('2000-06-15', '2025-06-15')).toBe(25);
  expect(ageOn('2000-02-29', '2025-02-28')).toBe(24);
  expect(ageOn('2000-02-29', '2025-03-01')).toBe(25);
});

test('it treats 18 on the birthday as adult and a day less as not', () => {
  expect(isAdult('2007-06-15', '2025-06-15')).toBe(true);
  expect(isAdult('2007-06-16', '2025-06-15')).toBe(false);
});

test('it turns an age range into inclusive birth-date bounds', () => {
  const today = '2025-06-15';
  const { earliest, latest } = birthBounds(55, 100, today);
  const inRange = (dob: string) => dayNumber(dob) >= earliest && dayNumber(dob) <= latest;
  expect(inRange('1970-06-15')).toBe(true); // 55 today
  expect(inRange('1970-06-16')).toBe(false); // 54
  expect(inRange('1924-06-16')).toBe(true); // 100
  expect(inRange('1924-06-15')).toBe(false); // 101 today
  for (const dob of ['1950-01-01', '1999-12-31', '1970-06-15', '1924-06-16']) {
    expect(inRange(dob)).toBe(ageOn(dob, today) >= 55 && ageOn(dob, today) <= 100);
  }
});

test('it subtracts years from leap days safely', () => {
  expect(minusYears('2024-02-29', 1)).toBe('2023-02-28');
  expect(minusYears('2024-02-29', 4)).toBe('2020-02-29');
});

test('it takes the calendar day in Europe/Berlin', () => {
  expect(isoDay(new Date('2025-06-14T22:30:00Z'))).toBe('2025-06-15');
  expect(isoDay(new Date('2025-01-14T22:30:00Z'))).toBe('2025-01-14');
});
