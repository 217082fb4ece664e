import type { AppContext } from '../context';
import type { PeriodicJob } from '../jobs/scheduler';
import { afterRateChange } from './after-rate-change';
import { latestMarketRate, priceFromMarket, recordFetchAttempt, storeMarketRate } from './market-pricing';
import { fetchMarketRate } from './market-rate-sources';

type JobContext = Pick<AppContext, 'db' | 'clock' | 'log' | 'config' | 'publicRate' | 'publicRateHistory' | 'mailQueue'>;

/**
 * One run of the market rate job (issue 33): fetch RATE_SOURCE's rate, store it, and — when the
 * market moved — price the customer's rate from it (market less margin). A failure changes no rate:
 * the last market rate and the customer's rate stay, the failure is stored for Settings (with the
 * market rate's age) and logged at error level, which is what to alert on.
 */
export async function runMarketRateJob(ctx: JobContext, fetcher: typeof fetch = fetch): Promise<void> {
  const now = ctx.clock.now();
  let quote;
  try {
    quote = await fetchMarketRate(ctx.config.rates, fetcher);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordFetchAttempt(ctx.db, now, message.slice(0, 500));
    const last = await latestMarketRate(ctx.db);
    ctx.log.error(
      { source: ctx.config.rates.source, err: error, marketRateAgeMinutes: last ? Math.round((now.getTime() - last.fetchedAt.getTime()) / 60_000) : null },
      'market rate fetch failed; the last market rate stays',
    );
    return;
  }
  const moved = await storeMarketRate(ctx.db, quote, now);
  await recordFetchAttempt(ctx.db, now, null);
  // A market that has not moved leaves any rate an operator set since in force.
  if (!moved) return;
  const priced = await priceFromMarket(ctx.db, now, null);
  if (!priced) return;
  afterRateChange(ctx, priced.alertsEnded);
  ctx.log.info({ source: quote.source, marketRate: quote.rate, rate: priced.rate }, 'customer rate priced from the market');
}

/** The job, once per RATE_FETCH_MINUTES across all instances; not started when RATE_SOURCE is manual. */
export function marketRateJob(ctx: JobContext): PeriodicJob {
  return {
    name: `market-rate:${ctx.config.rates.source}`,
    intervalMs: ctx.config.rates.fetchIntervalMs,
    run: () => runMarketRateJob(ctx),
  };
}
