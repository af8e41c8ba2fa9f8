/** CHECK expressions the migrations share, written with Kysely's `sql` so they stay dialect-neutral. */
import { sql, type RawBuilder } from 'kysely';
import { REGION_CODES } from '../../../../regions/schema.ts';

/** CHECK: `column` holds one of `values`. */
export function oneOf(column: string, values: readonly (string | number)[]): RawBuilder<boolean> {
  return sql`${sql.ref(column)} IN (${sql.join(values.map((v) => sql.lit(v)))})`;
}

/** CHECK: `column` is NULL or passes `check`. */
export function nullOr(column: string, check: RawBuilder<boolean>): RawBuilder<boolean> {
  return sql`${sql.ref(column)} IS NULL OR ${check}`;
}

/** CHECK: a 0/1 flag. */
export const flag = (column: string) => oneOf(column, [0, 1]);

/** CHECK: one of the region codes. */
export const regionCheck = (column = 'region') => oneOf(column, REGION_CODES);

/** CHECK: `column` lies between `low` and `high` (inclusive). */
export function between(column: string, low: number, high: number): RawBuilder<boolean> {
  return sql`${sql.ref(column)} BETWEEN ${sql.lit(low)} AND ${sql.lit(high)}`;
}
