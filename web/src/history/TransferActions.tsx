import { Download, Repeat } from 'lucide-react';
import { Link } from 'wouter';
import { sendAgainPath } from '../../../domain/send-again';
import type { TransferDetails } from '../../../domain/schemas/transfer';
import { transferDetailsTexts as t } from '../../../domain/transfer-details-texts';
import { Button } from '../components/ui/button';
import { CancelTransferButton } from './CancelTransferButton';

/** Where the transfer's receipt is downloaded from (a PDF in the account's language). */
export function receiptUrl(referenceCode: string): string {
  return `/api/transfers/${referenceCode}/receipt`;
}

/**
 * What the customer can do with the transfer: download its receipt, send the same amount to the
 * same recipient again, and — while it is pending and unpaid — cancel it (issue 20).
 */
export function TransferActions({ transfer }: { transfer: TransferDetails }) {
  return (
    <section aria-labelledby="transfer-actions-title">
      <h2 id="transfer-actions-title" className="sr-only">
        {t.actionsTitle}
      </h2>
      {/* Side by side while both labels fit, one under the other when they do not (a longer language). */}
      <div className="flex flex-wrap gap-3 [&>*]:min-w-fit [&>*]:flex-1">
        <Button asChild variant="secondary">
          <a href={receiptUrl(transfer.referenceCode)} download>
            <Download aria-hidden />
            {t.receipt}
            <span className="sr-only">{t.receiptFormat}</span>
          </a>
        </Button>
        <Button asChild>
          <Link href={sendAgainPath(transfer)}>
            <Repeat aria-hidden />
            {t.sendAgain}
          </Link>
        </Button>
      </div>
      <CancelTransferButton transfer={transfer} className="mt-3 w-full" />
    </section>
  );
}
