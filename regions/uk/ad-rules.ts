/** Advert texts in the United Kingdom: no offer of sex without a condom, including the trade's abbreviations. */
import type { AdRule } from '../schema.ts';

const rules: AdRule[] = [
  {
    reason: 'unprotected',
    message: 'editor.adRule.unprotected',
    terms: ['bareback', 'bbfs', 'bbbj', 'owo', 'without condom', 'without a condom', 'no condom', 'condomless', 'unprotected sex'],
  },
];

export default rules;
