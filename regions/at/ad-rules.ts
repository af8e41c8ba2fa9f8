/**
 * Advert texts in Austria: the edition applies the German ProstSchG §32(3) rules (no offer of
 * unprotected intercourse, no advertising with pregnancy) with the same table.
 */
import type { AdRule } from '../schema.ts';
import german from '../de/ad-rules.ts';

const rules: AdRule[] = german;

export default rules;
