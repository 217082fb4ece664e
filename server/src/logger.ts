import pino, { type DestinationStream } from 'pino';

const REDACTED = '[redacted]';

/**
 * Errors are logged without the values they carry. Drizzle writes a failed query's parameters
 * (a password hash, an account number) into its message and `params`; PostgreSQL repeats the
 * offending row or key in `detail` ("Failing row contains (…)"). The query text with its $n
 * placeholders, the codes and the stack stay: enough to find the fault, nothing to leak.
 */
function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  if (!serialized || typeof serialized !== 'object') return serialized;
  const leaks = parameterTexts(error);
  const scrub = (text: unknown) =>
    typeof text === 'string' ? leaks.reduce((result, leak) => result.split(leak).join(`params: ${REDACTED}`), text) : text;
  serialized.message = scrub(serialized.message);
  serialized.stack = scrub(serialized.stack);
  for (const key of ['params', 'detail'] as const) if (key in serialized) serialized[key] = REDACTED;
  return serialized;
}

/** "params: …" exactly as each error in the cause chain printed it into its message. */
function parameterTexts(error: unknown): string[] {
  const texts: string[] = [];
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const params = (current as { params?: unknown }).params;
    if (Array.isArray(params) && params.length > 0) texts.push(`params: ${String(params)}`);
  }
  return texts;
}

/**
 * Standard output, written without blocking a request: lines collect in a buffer that is written
 * asynchronously once it holds WRITE_AT bytes (about fifteen request lines) and at least every
 * FLUSH_EVERY_MS. The synchronous default cost a write(2) per request on the event loop, and an
 * asynchronous write per line still woke a thread-pool thread per request: together a sixth of
 * the server's time on a cached read (docs/PERFORMANCE.md). pino flushes what is left when the
 * process exits; a collector that stops reading costs at most MAX_BUFFERED bytes of dropped lines,
 * never the server's memory.
 */
const WRITE_AT = 4_096;
const FLUSH_EVERY_MS = 200;
const MAX_BUFFERED = 16 * 2 ** 20;
function standardOutput(): DestinationStream {
  return pino.destination({ dest: 1, sync: false, minLength: WRITE_AT, periodicFlush: FLUSH_EVERY_MS, maxLength: MAX_BUFFERED });
}

/** Structured logs (one line per request, with its id); secrets and account numbers are redacted. */
export function createLogger(level: string, destination: DestinationStream = standardOutput()) {
  return pino(
    {
      level,
      serializers: { err: serializeError },
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          'password',
          '*.password',
          'passwordHash',
          '*.passwordHash',
          'token',
          '*.token',
          'accountNumber',
          '*.accountNumber',
        ],
        censor: REDACTED,
      },
    },
    destination,
  );
}
