import type { FastifyBaseLogger } from 'fastify';
import { pruneExpiredSessions } from './auth/sessions';
import type { Db } from './db/client';
import { RateLimiter } from './rate-limit/limiter';
import { systemClock } from './clock';

const HOUR_MS = 60 * 60 * 1000;

/** Hourly clean-up of expired sessions and old rate-limit windows; idempotent on any instance. */
export function startMaintenance(db: Db, log: FastifyBaseLogger): () => void {
  const run = async () => {
    const now = systemClock.now();
    await pruneExpiredSessions(db, now);
    await new RateLimiter(db, systemClock).prune(new Date(now.getTime() - 24 * HOUR_MS));
  };
  const timer = setInterval(() => {
    run().catch((error: unknown) => log.warn({ err: error }, 'maintenance failed'));
  }, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
