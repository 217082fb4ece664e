import { formatCad } from '../../../domain/format';
import { screenTexts } from '../../../domain/messages';
import type { TransferTotals } from '../../../domain/schemas/transfer';
import { Card } from '../components/ui/card';

/**
 * Total CAD sent (exact, summed by the server) and the counts of transfers, pending and completed,
 * over every one of the customer's transfers, whatever pages are loaded and filters set.
 */
export function HistorySummary({ totals }: { totals: TransferTotals }) {
  const items = [
    { label: screenTexts.totalTransfers, value: totals.total },
    { label: screenTexts.pendingCount, value: totals.pending },
    { label: screenTexts.completedCount, value: totals.completed },
  ];
  return (
    <Card aria-labelledby="history-summary" className="p-4">
      <h2 id="history-summary" className="sr-only">
        {screenTexts.historySummary}
      </h2>
      <p className="text-sm text-fg-muted">{screenTexts.totalSent}</p>
      <p className="text-3xl font-bold tabular tracking-tight">{formatCad(totals.totalCad)}</p>
      <dl className="mt-4 grid grid-cols-3 divide-x divide-border rounded-md bg-surface-muted py-2 text-center">
        {items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse px-1">
            <dt className="text-xs text-fg-muted">{item.label}</dt>
            <dd className="text-xl font-bold tabular">{item.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
