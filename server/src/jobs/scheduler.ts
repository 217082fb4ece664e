import { hostname } from 'node:os';
import { lt } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { scheduledJobs } from '../db/schema';

/**
 * The background jobs' one lifecycle (decision 024): every periodic job of the server (the payment
 * monitor, cancelling unpaid transfers, maintenance) is started here, at once, and stopped here,
 * waiting for the runs in flight. A job runs once a period across all instances: periods are
 * aligned to the epoch, every instance's timer fires at each period's start (and at start-up for
 * the current period), and the first instance to claim the period in scheduled_jobs runs it.
 * Correctness never depends on the claim (each job's writes are conditional); it keeps N instances
 * from doing the work N times. Time is the context's clock, so tests drive it.
 */

/** Which server process claimed a period (scheduled_jobs.claimed_by; payment_monitor_runs.instance). */
export const INSTANCE = `${hostname()}:${process.pid}`;

export interface PeriodicJob {
  /** Its key in scheduled_jobs: one claim per name and period. */
  name: string;
  intervalMs: number;
  /** One run, for the period starting at `period`; a failure is logged and the next period runs as usual. */
  run(period: Date): Promise<void>;
}

export interface JobsHandle {
  /** Stops every timer and waits for the runs in progress. */
  stop(): Promise<void>;
}

/**
 * Claims the period starting at `period` of job `name` for this instance. The claim only moves
 * scheduled_for forward, in one statement, so of all the instances claiming a period exactly one
 * gets true, and a late instance cannot claim a period already past.
 */
export async function claimPeriod(db: Pick<Db, 'insert'>, name: string, period: Date, now: Date): Promise<boolean> {
  const claimed = await db
    .insert(scheduledJobs)
    .values({ name, scheduledFor: period, claimedBy: INSTANCE, claimedAt: now })
    .onConflictDoUpdate({
      target: scheduledJobs.name,
      set: { scheduledFor: period, claimedBy: INSTANCE, claimedAt: now },
      where: lt(scheduledJobs.scheduledFor, period),
    })
    .returning({ name: scheduledJobs.name });
  return claimed.length === 1;
}

/** Runs each job once a period on whichever instance claims the period first. Timers are unref'd. */
export function startJobs(ctx: Pick<AppContext, 'db' | 'clock' | 'log'>, jobs: readonly PeriodicJob[]): JobsHandle {
  const running = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const schedule = (job: PeriodicJob) => {
    let current: Promise<void> | undefined;
    const periodStart = (time: number) => Math.floor(time / job.intervalMs) * job.intervalMs;
    const at = (when: number, period: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        tick(period);
      }, Math.max(0, when - ctx.clock.now().getTime()));
      timer.unref();
      timers.add(timer);
    };
    /** The next period after `after` that has not begun: a late timer skips the periods it missed. */
    const scheduleAfter = (after: number) => {
      const next = Math.max(periodStart(ctx.clock.now().getTime()), after) + job.intervalMs;
      at(next, next);
    };
    const tick = (period: number) => {
      if (stopped) return;
      scheduleAfter(period);
      // This instance's previous run is still going: the period is left to the other instances.
      if (current) return;
      const scheduledFor = new Date(period);
      const run = claimPeriod(ctx.db, job.name, scheduledFor, ctx.clock.now())
        .then((claimed) => (claimed ? job.run(scheduledFor) : undefined))
        .catch((error: unknown) => ctx.log.warn({ err: error, job: job.name }, 'background job failed'))
        .finally(() => {
          current = undefined;
          running.delete(run);
        });
      current = run;
      running.add(run);
    };
    const now = ctx.clock.now().getTime();
    at(now, periodStart(now));
  };

  for (const job of jobs) schedule(job);
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}
