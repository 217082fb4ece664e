import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A timestamptz as the API writes instants — ISO 8601 in UTC to the millisecond, exactly what
 * Date#toISOString gives — formatted by PostgreSQL, so hot lists need no Date per value. Null stays
 * null for a nullable column.
 */
export function isoTimestamp<C extends AnyColumn>(column: C): SQL<C['_']['notNull'] extends true ? string : string | null> {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
