import { BellRing } from 'lucide-react';
import { Link } from 'wouter';
import { formatCalendarDay, formatRate } from '../../../domain/format';
import { summarizeRateHistory } from '../../../domain/rate-history-summary';
import { rateHistoryTexts as t } from '../../../domain/rate-texts';
import { RATE_HISTORY_DEFAULT_DAYS, type RateHistoryPoint } from '../../../domain/schemas/rate-history';
import { Card } from '../components/ui/card';
import { useRateHistory } from './api/get-rate-history';

const WIDTH = 300;
const HEIGHT = 72;
/** Room above the highest and below the lowest point, so the line never touches the edges. */
const PAD = 6;

/** The line and the area under it, x by date across the window, y between the lowest and highest rate. */
function paths(points: readonly RateHistoryPoint[], low: number, high: number) {
  const spread = high - low;
  const step = points.length > 1 ? WIDTH / (points.length - 1) : 0;
  const coordinates = points.map((point, index) => {
    const y = spread === 0 ? HEIGHT / 2 : PAD + ((high - Number(point.rate)) / spread) * (HEIGHT - 2 * PAD);
    return [index * step, y] as const;
  });
  const line = coordinates.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ');
  return { line, area: `${line} L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z` };
}

/**
 * The rate over the last 90 days (issue 20): a hand-drawn sparkline with its high, low and today.
 * The drawing is decoration for sighted readers; its meaning is in words — the caption sums it up,
 * and a table only screen readers get lists every day. Rates read as the app writes them, in the
 * current language.
 */
export function RateHistoryChart() {
  const history = useRateHistory();
  const points = history.data ?? [];
  const days = RATE_HISTORY_DEFAULT_DAYS;
  const summary = summarizeRateHistory(points, days);
  if (!summary) return null;
  const { low, high, today } = summary;
  const drawing = paths(points, Number(summary.lowRate), Number(summary.highRate));

  return (
    <Card aria-labelledby="rate-history-title" className="mt-5 space-y-3 p-5">
      <h2 id="rate-history-title" className="text-base font-semibold">
        {t.title(days)}
      </h2>
      <figure className="space-y-3">
        {points.length > 1 && (
          <>
            <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden className="h-20 w-full overflow-visible text-primary">
              <path d={drawing.area} fill="currentColor" opacity={0.12} />
              <path d={drawing.line} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
            </svg>
            <dl aria-hidden className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm tabular">
              <div className="flex gap-1">
                <dt className="text-fg-muted">{t.low}</dt>
                <dd className="font-semibold">{low}</dd>
              </div>
              <div className="flex gap-1">
                <dt className="text-fg-muted">{t.high}</dt>
                <dd className="font-semibold">{high}</dd>
              </div>
              <div className="flex gap-1">
                <dt className="text-fg-muted">{t.today}</dt>
                <dd className="font-semibold text-primary">{today}</dd>
              </div>
            </dl>
          </>
        )}
        <figcaption className="text-sm text-fg-muted">{summary.caption}</figcaption>
        {points.length > 1 && (
          // A table ignores the 1 px box of sr-only (it grows to its rows): its wrapper is what is hidden.
          <div className="sr-only">
            <table>
              <caption>{t.tableCaption(days)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.day}</th>
                  <th scope="col">{t.rate}</th>
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <tr key={point.date}>
                    <th scope="row">{formatCalendarDay(point.date)}</th>
                    <td>{formatRate(point.rate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </figure>
      <Link href="/profile/rate-alerts" className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline">
        <BellRing aria-hidden className="size-4" />
        {t.alertLink}
      </Link>
    </Card>
  );
}
