import pino, { type DestinationStream } from 'pino';

/** Structured logs (one line per request, with its id); secrets and account numbers are redacted. */
export function createLogger(level: string, destination?: DestinationStream) {
  return pino(
    {
      level,
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
        censor: '[redacted]',
      },
    },
    destination,
  );
}
