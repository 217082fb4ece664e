import { changePercent, MARKET_JUMP_REFUSED_ABOVE_PERCENT } from '../../../domain/market-rate';
import { compareDecimal } from '../../../domain/money';
import type { AppContext } from '../context';
import type { PeriodicJob } from '../jobs/scheduler';
import { afterRateChange } from './after-rate-change';
import { latestMarketRate, priceFromMarket, recordFetchAttempt, storeMarketRate } from './market-pricing';
import { fetchMarketRate, type MarketQuote } from './market-rate-sources';
import { currentRateRow } from './replace-rate';

type JobContext = Pick<AppContext, 'db' | 'clock' | 'log' | 'config' | 'publicRate' | 'publicRateHistory' | 'mailQueue'>;

/**
 * One run of the market rate job (issue 33): fetch RATE_SOURCE's rate, store it, and — when the
 * market moved — price the customer's rate from it (market less margin). A failure changes no rate:
 * the last market rate and the customer's rate stay, the failure is stored for Settings (with the
 * market rate's age) and logged at error level, which is what to alert on. So does a market rate
 * more than 10 % from the rate in force (its market rate, or the operators' manual rate): a feed's
 * glitch never reprices every quote. If the market really moved that far, an operator sets the rate
 * by hand (a second operator approves it, as any change beyond 10 %), and the next fetch, near it, applies.
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
  const jump = await refusedJump(ctx.db, quote);
  if (jump) {
    const message = `the market rate ${quote.rate} (${quote.source}) is ${jump.percent} % from the rate in force (${jump.reference}): not applied`;
    await recordFetchAttempt(ctx.db, now, message);
    ctx.log.error({ source: quote.source, marketRate: quote.rate, referenceRate: jump.reference, changePercent: jump.percent }, 'market rate jump refused; the rate in force stays');
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

/** How far the fetched rate is from the rate in force, when that is beyond MARKET_JUMP_REFUSED_ABOVE_PERCENT. */
async function refusedJump(db: JobContext['db'], quote: MarketQuote): Promise<{ percent: string; reference: string } | undefined> {
  const current = await currentRateRow(db);
  const reference = current.midRate ?? current.rate;
  const percent = changePercent(reference, quote.rate);
  return compareDecimal(percent, MARKET_JUMP_REFUSED_ABOVE_PERCENT) > 0 ? { percent, reference } : undefined;
}

/** The job, once per RATE_FETCH_MINUTES across all instances; not started when RATE_SOURCE is manual. */
export function marketRateJob(ctx: JobContext): PeriodicJob {
  return {
    name: `market-rate:${ctx.config.rates.source}`,
    intervalMs: ctx.config.rates.fetchIntervalMs,
    run: () => runMarketRateJob(ctx),
  };
}
