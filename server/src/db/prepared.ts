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
