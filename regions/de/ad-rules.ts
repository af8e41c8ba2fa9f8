/**
 * Advert texts in Germany: the Prostituiertenschutzgesetz §32(3) forbids adverts offering
 * intercourse without a condom and adverts with pregnant persons. The terms include the coded
 * forms the trade uses ("AO" = alles ohne, "FO" = französisch ohne); harmless words such as
 * "Natur" or the category word "Natursekt" are not listed.
 */
import type { AdRule } from '../schema.ts';

const rules: AdRule[] = [
  {
    reason: 'unprotected',
    message: 'editor.adRule.unprotectedProstSchG',
    terms: [
      'ohne gummi',
      'ohne kondom',
      'ohne condom',
      'ohne schutz',
      'ohne pariser',
      'ohne praser',
      'ohne verhutung',
      'ohne verhuetung',
      'alles ohne',
      'tabulos ohne',
      'franzosisch ohne',
      'franzosisch natur',
      'franzosisch pur',
      'franzoesisch ohne',
      'franzoesisch natur',
      'franzoesisch pur',
      'franz ohne',
      'franz natur',
      'blasen ohne',
      'blasen natur',
      'natursex',
      'natur sex',
      'natur gv',
      'gv natur',
      'gv pur',
      'ao',
      'fo',
      'aov',
    ],
  },
  {
    reason: 'pregnancy',
    message: 'editor.adRule.pregnancyProstSchG',
    terms: ['schwanger*', 'hochschwanger*', 'babybauch*', 'gravid*', 'pregnan*', 'preggo'],
  },
];

export default rules;
