import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A row of `table` as drizzle's own queries return it, from a raw result row keyed by column name
 * (what `db.execute` gives for hand-written SQL): each value decoded by its column.
 */
export function fromDatabaseRow<T extends Table>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
