import { ArrowRight } from 'lucide-react';
import { formatCad, formatInr } from '../../../domain/format';
import { screenTexts } from '../../../domain/messages';
import { recipientAmountWording, type TransferStatus } from '../../../domain/transfer-status';

interface AmountsStripProps {
  cadAmount: string;
  inrAmount: string;
  cadLabel: string;
  /** Names the rupees: "Received" only once completed (domain/transfer-status.ts). */
  status: TransferStatus;
}

/** What a transfer sends (CAD) → what its recipient gets (INR), on a history card and on its details page. */
export function AmountsStrip({ cadAmount, inrAmount, cadLabel, status }: AmountsStripProps) {
  const inrLabel = screenTexts[recipientAmountWording(status)];
  return (
    <div className="mt-4 flex items-center gap-2 rounded-md bg-surface-muted px-3 py-3">
      <p className="min-w-0 flex-1">
        <span className="block text-xs text-fg-muted">{cadLabel}</span>
        <span className="block text-lg font-bold tabular">{formatCad(cadAmount)}</span>
      </p>
      <ArrowRight aria-hidden className="size-5 shrink-0 text-fg-muted" />
      <p className="min-w-0 flex-1 text-right">
        <span className="block text-xs text-fg-muted">{inrLabel}</span>
        <span className="block text-lg font-bold tabular text-primary">{formatInr(inrAmount)}</span>
      </p>
    </div>
  );
}
