import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A row a statement returned as `to_jsonb(row)` (keys are column names) as Drizzle would have
 * returned it (property names, each value mapped by its column: a timestamp as a Date). For a
 * database function that hands back whole rows, so that no second statement reads them.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[property] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
