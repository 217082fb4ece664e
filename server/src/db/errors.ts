/** True for PostgreSQL's unique_violation (23505), optionally on one named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = findPgError(error);
  return cause?.code === '23505' && (constraint === undefined || cause.constraint === constraint);
}

interface PgError {
  code?: string;
  constraint?: string;
}

/** The SQLSTATE (or Node errno such as ECONNREFUSED) of a database error, wrapped or not. */
export function databaseErrorCode(error: unknown): string | undefined {
  return findPgError(error)?.code;
}

/** Drizzle wraps driver errors; the PostgreSQL error is the error itself or its cause. */
function findPgError(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current instanceof Error; depth++) {
    if (typeof (current as PgError).code === 'string') return current as PgError;
    current = current.cause;
  }
  return undefined;
}
