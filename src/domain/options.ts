/**
 * Option lists with stable codes. A list is declared as `value → code`: the key order is the order
 * a form shows, the code is what a stored row keeps, so reordering or inserting an option never
 * changes what a stored number means. A removed option's code is never given to another.
 */

/** An option list: value → stable positive integer code. */
export type CodeTable = Readonly<Record<string, number>>;

/** The values of a code table, in display order (typed as the table's keys). */
export function valuesOf<const T extends CodeTable>(table: T): readonly [keyof T & string, ...(keyof T & string)[]] {
  return Object.keys(table) as unknown as readonly [keyof T & string, ...(keyof T & string)[]];
}

/** The stable code of a value; 0 when the value is not in the table ("not stated"). */
export function codeOf(table: CodeTable, value: string): number {
  return Object.hasOwn(table, value) ? table[value]! : 0;
}
