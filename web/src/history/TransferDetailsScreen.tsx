import { LoaderCircle, SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { transferDetailsTexts as t } from '../../../domain/transfer-details-texts';
import { BackLink } from '../components/back-link';
import { EmptyState } from '../components/empty-state';
import { LoadError } from '../components/load-error';
import { ScreenHeader } from '../components/screen-header';
import { isApiError } from '../lib/api-client';
import { EtransferInstructions } from '../send/EtransferInstructions';
import { useTransferDetails } from './api/get-transfer-details';
import { receiptUrl, TransferActions } from './TransferActions';
import { TransferOverview } from './TransferOverview';
import { TransferTimeline } from './TransferTimeline';

interface TransferDetailsScreenProps {
  params: { reference: string };
  /** /history/REFERENCE/receipt, the submitted mail's link: download the receipt once the transfer is shown. */
  downloadReceipt?: boolean;
}

/**
 * A transfer's details (/history/REFERENCE, docs/product.md § Transfer details): what was sent to
 * whom, when it arrives, its progress — which moves on its own as operators act —, the e-Transfer
 * to send while it is unpaid, and its receipt and "Send again".
 */
export function TransferDetailsScreen({ params, downloadReceipt = false }: TransferDetailsScreenProps) {
  const reference = params.reference.toUpperCase();
  const details = useTransferDetails(reference);
  useReceiptDownload(downloadReceipt && details.isSuccess, reference);

  let body;
  if (details.isPending) {
    body = (
      <p role="status" className="flex items-center justify-center gap-2 py-10 text-fg-muted">
        <LoaderCircle aria-hidden className="size-5 animate-spin-slow text-primary" />
        {t.loading}
      </p>
    );
  } else if (details.isError) {
    // Not the customer's (404), or not a reference at all (400): the same answer.
    body =
      isApiError(details.error, 404) || isApiError(details.error, 400) ? (
        <EmptyState icon={SearchX} title={t.notFound} hint={t.notFoundHint} />
      ) : (
        <LoadError message={t.loadFailed} retrying={details.isFetching} onRetry={() => void details.refetch()} />
      );
  } else {
    const transfer = details.data;
    const unpaid = transfer.status === 'pending' && !transfer.timeline.some((entry) => entry.step === 'payment_received');
    body = (
      <div className="space-y-5">
        <TransferOverview transfer={transfer} />
        <TransferTimeline transfer={transfer} />
        {unpaid && <EtransferInstructions cadAmount={transfer.cadAmount} referenceCode={transfer.referenceCode} />}
        <TransferActions transfer={transfer} />
      </div>
    );
  }

  return (
    <>
      <BackLink href="/history" label={t.backToHistory} />
      <ScreenHeader title={t.title} />
      {body}
    </>
  );
}

/** Starts the receipt's download once (the answer is an attachment: the page stays), then drops /receipt from the address. */
function useReceiptDownload(ready: boolean, reference: string): void {
  const [, navigate] = useLocation();
  const started = useRef(false);
  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    window.location.assign(receiptUrl(reference));
    navigate(`/history/${reference}`, { replace: true });
  }, [ready, reference, navigate]);
}
