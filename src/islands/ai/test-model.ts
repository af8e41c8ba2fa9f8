/** A small rendering model with its steps, for the unit tests of the create page (not used by the pages). */
import type { AiRenderingModel, AiStep } from '../../lib/api/ai.ts';

const option = (value: string, label: string) => ({ value, label, previewUrl: null });

/** Two steps: looks (hair, age) and personality (traits up to 2, an optional hobby). */
export const MODEL: AiRenderingModel = {
  id: 'realistic',
  name: 'Realistic',
  description: 'Photo-like images',
  previewUrl: null,
  steps: [
    { id: 'looks', title: 'Looks' },
    { id: 'personality', title: 'Personality' },
  ],
};

export const LOOKS: AiStep = {
  model: 'realistic',
  step: { id: 'looks', title: 'Looks' },
  attributes: [
    { id: 'hair', label: 'Hair', kind: 'single', required: true, options: [option('blonde', 'Blonde'), option('black', 'Black')] },
    { id: 'age', label: 'Age', kind: 'number', required: true, min: 16, max: 70, default: 25 },
  ],
};

export const PERSONALITY: AiStep = {
  model: 'realistic',
  step: { id: 'personality', title: 'Personality' },
  attributes: [
    {
      id: 'traits',
      label: 'Traits',
      kind: 'multi',
      required: true,
      max: 2,
      options: [option('shy', 'Shy'), option('funny', 'Funny'), option('bold', 'Bold')],
    },
    { id: 'hobby', label: 'Hobby', kind: 'single', required: false, options: [option('yoga', 'Yoga')] },
  ],
};

/** Both steps, loaded. */
export const STEPS: ReadonlyMap<string, AiStep> = new Map([
  ['looks', LOOKS],
  ['personality', PERSONALITY],
]);
