import { expect, test } from 'vitest';
import {
  checkAttribute,
  checkStep,
  choiceText,
  clampPosition,
  keepKnown,
  nextPosition,
  positionOfField,
  previousPosition,
  stepAt,
  stepCount,
  summarize,
  toggleChoice,
  withDefaults,
} from './steps.ts';
import { LOOKS, MODEL, PERSONALITY, STEPS } from './test-model.ts';

const [hair, age] = LOOKS.attributes;
const [traits, hobby] = PERSONALITY.attributes;

test('it counts the model choice, the model steps and the final step', () => {
  expect(stepCount(undefined)).toBe(1);
  expect(stepCount(MODEL)).toBe(4);
});

test('positions map to the model choice, the model steps in order, then the final step', () => {
  expect(stepAt(MODEL, 0)).toEqual({ kind: 'model' });
  expect(stepAt(MODEL, 1)).toEqual({ kind: 'attributes', stepId: 'looks', title: 'Looks', index: 0 });
  expect(stepAt(MODEL, 2)).toEqual({ kind: 'attributes', stepId: 'personality', title: 'Personality', index: 1 });
  expect(stepAt(MODEL, 3)).toEqual({ kind: 'final' });
  expect(stepAt(undefined, 2)).toEqual({ kind: 'model' });
});

test('next and back move one step and stop at the ends', () => {
  expect(nextPosition(MODEL, 0)).toBe(1);
  expect(nextPosition(MODEL, 3)).toBe(3);
  expect(previousPosition(MODEL, 2)).toBe(1);
  expect(previousPosition(MODEL, 0)).toBe(0);
  expect(nextPosition(undefined, 0)).toBe(0);
});

test('a stored position past the end opens the final step; without a model the first', () => {
  expect(clampPosition(MODEL, 999)).toBe(3);
  expect(clampPosition(undefined, 5)).toBe(0);
  expect(clampPosition(MODEL, -2)).toBe(0);
});

test('a required single choice needs one of its options', () => {
  expect(checkAttribute(hair!, undefined)).toEqual({ kind: 'required' });
  expect(checkAttribute(hair!, 'green')).toEqual({ kind: 'required' });
  expect(checkAttribute(hair!, 'black')).toBeUndefined();
  expect(checkAttribute(hobby!, undefined)).toBeUndefined();
});

test('a multi choice needs one when required and at most max', () => {
  expect(checkAttribute(traits!, [])).toEqual({ kind: 'required' });
  expect(checkAttribute(traits!, ['shy', 'bold'])).toBeUndefined();
  expect(checkAttribute(traits!, ['shy', 'bold', 'funny'])).toEqual({ kind: 'tooMany', max: 2 });
});

test('the age starts at 18 even where the model would allow less', () => {
  expect(checkAttribute(age!, 17)).toEqual({ kind: 'range', min: 18, max: 70 });
  expect(checkAttribute(age!, 16)).toEqual({ kind: 'range', min: 18, max: 70 });
  expect(checkAttribute(age!, 18)).toBeUndefined();
  expect(checkAttribute(age!, 71)).toEqual({ kind: 'range', min: 18, max: 70 });
  expect(checkAttribute(age!, undefined)).toEqual({ kind: 'range', min: 18, max: 70 });
});

test('a step lists the problems of its attributes only', () => {
  expect(checkStep(LOOKS.attributes, { age: 17, traits: [] })).toEqual({
    hair: { kind: 'required' },
    age: { kind: 'range', min: 18, max: 70 },
  });
  expect(checkStep(LOOKS.attributes, { hair: 'black', age: 40 })).toEqual({});
});

test('number attributes get their default, raised to 18 for the age; set values stay', () => {
  expect(withDefaults(LOOKS.attributes, {})).toEqual({ age: 25 });
  expect(withDefaults(LOOKS.attributes, { age: 44 })).toEqual({ age: 44 });
  const young = { ...LOOKS.attributes[1]!, default: 16 } as typeof age & object;
  expect(withDefaults([young], {})).toEqual({ age: 18 });
});

test('ticking past the maximum is ignored; unticking removes', () => {
  expect(toggleChoice(undefined, 'shy', true, 2)).toEqual(['shy']);
  expect(toggleChoice(['shy', 'bold'], 'funny', true, 2)).toEqual(['shy', 'bold']);
  expect(toggleChoice(['shy', 'bold'], 'shy', false, 2)).toEqual(['bold']);
  expect(toggleChoice(['shy'], 'shy', true, 2)).toEqual(['shy']);
});

test('choices of attributes the model does not ask for are dropped', () => {
  expect(keepKnown({ hair: 'black', wings: 'yes', traits: ['shy'] }, STEPS.values())).toEqual({ hair: 'black', traits: ['shy'] });
});

test('an error belongs to the step that asks for its field', () => {
  expect(positionOfField(MODEL, STEPS, 'model')).toBe(0);
  expect(positionOfField(MODEL, STEPS, 'attributes.age')).toBe(1);
  expect(positionOfField(MODEL, STEPS, 'attributes.traits')).toBe(2);
  expect(positionOfField(MODEL, STEPS, 'name')).toBe(3);
  expect(positionOfField(MODEL, STEPS, 'wish')).toBe(3);
  expect(positionOfField(MODEL, STEPS, 'attributes.unknown')).toBe(3);
  expect(positionOfField(MODEL, new Map(), 'attributes.age')).toBe(3);
});

test('a choice reads as its option labels; a number as itself', () => {
  expect(choiceText(hair!, 'black')).toBe('Black');
  expect(choiceText(traits!, ['shy', 'bold'])).toBe('Shy, Bold');
  expect(choiceText(traits!, [])).toBeUndefined();
  expect(choiceText(age!, 31)).toBe('31');
  expect(choiceText(hair!, 'green')).toBe('green');
  expect(choiceText(hobby!, undefined)).toBeUndefined();
});

test('the summary lists every step with the position its change link opens', () => {
  expect(summarize(MODEL, STEPS, { hair: 'blonde', age: 22, traits: ['funny'] })).toEqual([
    {
      position: 1,
      title: 'Looks',
      items: [
        { id: 'hair', label: 'Hair', value: 'Blonde' },
        { id: 'age', label: 'Age', value: '22' },
      ],
    },
    {
      position: 2,
      title: 'Personality',
      items: [
        { id: 'traits', label: 'Traits', value: 'Funny' },
        { id: 'hobby', label: 'Hobby', value: undefined },
      ],
    },
  ]);
  expect(summarize(MODEL, new Map([['looks', LOOKS]]), {})[1]!.items).toEqual([]);
});
