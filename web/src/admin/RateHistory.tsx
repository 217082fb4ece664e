import { ArrowRight } from 'lucide-react';
import { adminTexts } from '../../../domain/messages';
import { formatDateTime, formatRate } from '../../../domain/format';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { useRateHistory } from './api/get-rate-history';

/** The last few rate changes: old → new, when, and by whom (the seeded first rate has no operator). */
export function RateHistory() {
  const history = useRateHistory();
  const rows = history.data?.rows ?? [];
  return (
    <Card aria-labelledby="rate-history">
      <CardHeader>
        <CardTitle id="rate-history">{adminTexts.rateHistory}</CardTitle>
      </CardHeader>
      <CardContent>
        {history.isPending ? null : rows.length === 0 ? (
          <p className="text-fg-muted">{adminTexts.rateHistoryEmpty}</p>
        ) : (
          <ol className="divide-y divide-border text-sm">
            {rows.map((entry) => (
              <li key={entry.id} data-testid="rate-change" className="flex flex-col gap-x-4 gap-y-1 py-2.5 first:pt-0 last:pb-0 sm:flex-row sm:flex-wrap sm:items-baseline sm:justify-between">
                <span className="flex items-center gap-1.5 font-semibold tabular">
                  {entry.previousRate && (
                    <>
                      <span className="text-fg-muted">{formatRate(entry.previousRate)}</span>
                      <ArrowRight aria-label={adminTexts.rateChangeTo} className="size-4 text-fg-muted" />
                    </>
                  )}
                  {formatRate(entry.rate)}
                </span>
                <span className="text-fg-muted">
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  {' · '}
                  {entry.createdBy ? adminTexts.rateSetBy(entry.createdBy.name) : adminTexts.rateSeeded}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
