import type { FastifyBaseLogger } from 'fastify';
import { compactDailyStats } from './admin/compact-daily-stats';
import { pruneExpiredSessions } from './auth/sessions';
import { pruneSentMail } from './mail/mail-queue';
import { EXPIRED_QUOTES_KEPT_MS, pruneExpiredQuotes } from './quotes/prune-quotes';
import type { Db } from './db/client';
import { RateLimiter } from './rate-limit/limiter';
import { systemClock } from './clock';

const HOUR_MS = 60 * 60 * 1000;
/** Sent mail stays in mail_queue this long, for support to see that (and when) it went. */
const SENT_MAIL_KEPT_DAYS = 30;

/**
 * At start-up and hourly: clean-up of expired sessions, old rate-limit windows, long-sent mail and
 * unused quotes an hour past their expiry, and compaction of the admin counts' daily aggregate.
 * Idempotent on any instance.
 */
export function startMaintenance(db: Db, log: FastifyBaseLogger): () => void {
  const run = async () => {
    const now = systemClock.now();
    await pruneExpiredSessions(db, now);
    await new RateLimiter(db, systemClock).prune(new Date(now.getTime() - 24 * HOUR_MS));
    await compactDailyStats(db);
    await pruneSentMail(db, new Date(now.getTime() - SENT_MAIL_KEPT_DAYS * 24 * HOUR_MS));
    await pruneExpiredQuotes(db, new Date(now.getTime() - EXPIRED_QUOTES_KEPT_MS));
  };
  const tick = () => {
    run().catch((error: unknown) => log.warn({ err: error }, 'maintenance failed'));
  };
  const first = setTimeout(tick, 0);
  const timer = setInterval(tick, HOUR_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
