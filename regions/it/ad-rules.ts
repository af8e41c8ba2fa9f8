/** Advert texts in Italy: no offer of sex without a condom. */
import type { AdRule } from '../schema.ts';

const rules: AdRule[] = [
  {
    reason: 'unprotected',
    message: 'editor.adRule.unprotected',
    terms: [
      'senza preservativo',
      'senza profilattico',
      'senza protezione',
      'senza condom',
      'senza goldone',
      'pompino naturale',
      'bareback',
    ],
  },
];

export default rules;
