import { formatRate } from './format';
import { compareDecimal } from './money';
import { rateHistoryTexts as t } from './rate-texts';
import type { RateHistoryPoint } from './schemas/rate-history';

export interface RateHistorySummary {
  /** Exact decimals, for drawing the line between them. */
  lowRate: string;
  highRate: string;
  /** As the reader's language writes them. */
  low: string;
  high: string;
  today: string;
  /** The chart in words: one day so far, a rate that did not move ("steady at 64.25"), or its range. */
  caption: string;
}

/**
 * What the send screen's rate chart says about its points (issue 20, issue 34 item 7), in the current
 * language. Compared as decimals, never floats; "steady" when every day reads the same at the rate's
 * shown precision. Undefined with no point at all (no rate was ever set).
 */
export function summarizeRateHistory(points: readonly RateHistoryPoint[], days: number): RateHistorySummary | undefined {
  const latest = points.at(-1);
  if (!latest) return undefined;
  const rates = points.map((point) => point.rate);
  const highRate = rates.reduce((a, b) => (compareDecimal(a, b) >= 0 ? a : b));
  const lowRate = rates.reduce((a, b) => (compareDecimal(a, b) <= 0 ? a : b));
  const [high, low, today] = [formatRate(highRate), formatRate(lowRate), formatRate(latest.rate)];
  const caption = points.length <= 1 ? t.oneDay(today) : low === high ? t.steady(days, today) : t.summary(days, low, high, today);
  return { lowRate, highRate, low, high, today, caption };
}
