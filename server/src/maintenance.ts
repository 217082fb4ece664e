import { compactDailyStats } from './admin/compact-daily-stats';
import { pruneExpiredSessions } from './auth/sessions';
import { pruneSecondFactorTries } from './auth/totp/second-factor-tries';
import type { AppContext } from './context';
import { pruneSentMail } from './mail/mail-queue';
import { EXPIRED_QUOTES_KEPT_MS, pruneExpiredQuotes } from './quotes/prune-quotes';
import { RateLimiter } from './rate-limit/limiter';
import type { PeriodicJob } from './jobs/scheduler';

const HOUR_MS = 60 * 60 * 1000;
/** Sent mail stays in mail_queue this long, for support to see that (and when) it went. */
const SENT_MAIL_KEPT_DAYS = 30;

/**
 * Hourly (and at start-up, for the hour in progress if no instance ran it yet): clean-up of expired
 * sessions, old rate-limit windows and second-factor tries, long-sent mail and unused quotes an hour past their expiry, and
 * compaction of the admin counts' daily aggregate. Idempotent, so an hour run twice (an upgrade, a claim lost) does no harm.
 */
export function maintenanceJob(ctx: Pick<AppContext, 'db' | 'clock'>): PeriodicJob {
  return {
    name: 'maintenance',
    intervalMs: HOUR_MS,
    run: async () => {
      const now = ctx.clock.now();
      await pruneExpiredSessions(ctx.db, now);
      await new RateLimiter(ctx.db, ctx.clock).prune(new Date(now.getTime() - 24 * HOUR_MS));
      await pruneSecondFactorTries(ctx.db, now);
      await compactDailyStats(ctx.db);
      await pruneSentMail(ctx.db, new Date(now.getTime() - SENT_MAIL_KEPT_DAYS * 24 * HOUR_MS));
      await pruneExpiredQuotes(ctx.db, new Date(now.getTime() - EXPIRED_QUOTES_KEPT_MS));
    },
  };
}
