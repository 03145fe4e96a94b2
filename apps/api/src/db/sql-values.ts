import { type SQL, sql } from 'drizzle-orm';

/**
 * A text[] of values, each one a parameter: Drizzle spreads a bare array into a list of
 * parameters, which `= any(…)` and `&&` cannot take.
 */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}
