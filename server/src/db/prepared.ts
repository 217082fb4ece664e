import { Column, fillPlaceholders, is, noopDecoder, SQL, type DriverValueDecoder } from 'drizzle-orm';
import type pg from 'pg';

/**
 * Named prepared statements for hot queries, built once per database handle and per "shape" (which
 * optional filters a call uses; each shape is different SQL, hence its own statement). Calls skip
 * drizzle's query building and PostgreSQL's parsing and planning. Only for queries whose plan does
 * not depend on the values (an index in result order serves every value).
 */
export function preparedPerShape<Handle extends object, Prepared>(
  build: (db: Handle, shape: string) => Prepared,
): (db: Handle, shape?: string) => Prepared {
  const cache = new WeakMap<Handle, Map<string, Prepared>>();
  return (db, shape = '') => {
    let byShape = cache.get(db);
    if (!byShape) cache.set(db, (byShape = new Map()));
    let prepared = byShape.get(shape);
    if (!prepared) byShape.set(shape, (prepared = build(db, shape)));
    return prepared;
  };
}

/** The shape of a call: the letters of the optional parts it uses, e.g. { f: '2026-01-01', s: undefined } → "f". */
export function shapeOf(parts: Record<string, unknown>): string {
  return Object.keys(parts)
    .filter((key) => parts[key] !== undefined)
    .join('');
}

/** Column kinds whose raw node-postgres value is already what drizzle would return (see client.ts's parsers). */
const UNDECODED_COLUMNS = new Set(['PgText', 'PgVarchar', 'PgChar', 'PgInteger', 'PgSmallInt', 'PgBigInt53', 'PgNumeric', 'PgBoolean']);

interface ArraySelect<Row> extends PromiseLike<Row[]> {
  toSQL(): { sql: string; params: unknown[] };
  readonly _: { readonly selectedFields: object };
}

/**
 * A drizzle select run as a named prepared statement whose rows arrive as arrays and are zipped
 * with the selection's keys: no per-column decoding, which was a sixth of the admin list's server
 * time. Only for selections that need none — text, numbers, numerics (strings), booleans and `sql`
 * expressions, whose own `mapWith` decoder (if any) is applied; anything else is refused when it is built.
 */
export function preparedArrayRows<Row extends Record<string, unknown>>(
  pool: Pick<pg.Pool, 'query'>,
  name: string,
  query: ArraySelect<Row>,
): (values: Record<string, unknown>) => Promise<Row[]> {
  const fields = query._.selectedFields;
  for (const [key, field] of Object.entries(fields)) {
    if (is(field, SQL) || is(field, SQL.Aliased)) continue;
    if (!is(field, Column) || !UNDECODED_COLUMNS.has(field.columnType)) {
      throw new Error(`preparedArrayRows(${name}): "${key}" needs decoding; select it as an sql expression`);
    }
  }
  const keys = Object.keys(fields);
  const decoders = Object.values(fields).map((field) => {
    // `decoder` is what mapWith sets; drizzle's typings leave it out.
    const expression = is(field, SQL.Aliased) ? field.sql : field;
    const decoder = is(expression, SQL) ? (expression as SQL & { decoder: DriverValueDecoder<unknown, unknown> }).decoder : noopDecoder;
    return decoder === noopDecoder ? undefined : decoder;
  });
  const { sql: text, params } = query.toSQL();
  return async (values) => {
    const result = await pool.query<unknown[]>({ name, text, rowMode: 'array' }, fillPlaceholders(params, values));
    return result.rows.map((cells) => {
      const row: Record<string, unknown> = {};
      for (let index = 0; index < keys.length; index++) {
        const cell = cells[index];
        const decode = decoders[index];
        row[keys[index]!] = decode && cell !== null ? decode.mapFromDriverValue(cell) : cell;
      }
      return row as Row;
    });
  };
}
