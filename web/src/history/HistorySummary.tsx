import { formatCad } from '../../../domain/format';
import { sumDecimals } from '../../../domain/money';
import { AMOUNT_SCALE } from '../../../domain/quote';
import { screenTexts } from '../../../domain/messages';
import type { Transfer } from '../../../domain/schemas/transfer';
import { Card } from '../components/ui/card';

/** Count, total CAD sent (exact decimal sum), pending and completed counts of all the customer's transfers. */
export function HistorySummary({ transfers }: { transfers: readonly Transfer[] }) {
  const total = sumDecimals(
    transfers.map((transfer) => transfer.cadAmount),
    AMOUNT_SCALE,
  );
  const count = (status: string) => transfers.filter((transfer) => transfer.status === status).length;
  const items = [
    { label: screenTexts.totalTransfers, value: String(transfers.length) },
    { label: screenTexts.pendingCount, value: String(count('pending')) },
    { label: screenTexts.completedCount, value: String(count('completed')) },
  ];
  return (
    <Card aria-labelledby="history-summary" className="p-4">
      <h2 id="history-summary" className="sr-only">
        {screenTexts.historySummary}
      </h2>
      <p className="text-sm text-fg-muted">{screenTexts.totalSent}</p>
      <p className="text-3xl font-bold tabular tracking-tight">{formatCad(total)}</p>
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
