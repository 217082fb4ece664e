import { useState } from 'react';
import { payoutTexts } from '../../../../domain/payout-texts';
import type { ReconciliationRunDetail } from '../../../../domain/schemas/payouts';
import { LoadError } from '../../components/load-error';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../components/ui/dialog';
import { serverMessageOf } from '../../lib/api-client';
import { useReconciliationRun } from './api/reconciliation';

type Difference = ReconciliationRunDetail['differences'][number];

/** One run's differences, each with its transfer and what each side says. */
export function ReconciliationRunDialog({ runId, day }: { runId: number; day: string }) {
  const [open, setOpen] = useState(false);
  const detail = useReconciliationRun(runId, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary" aria-label={payoutTexts.openRun(day)}>
          {payoutTexts.openRunShort}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{payoutTexts.differencesTitle(day)}</DialogTitle>
          <DialogDescription>
            {detail.data ? payoutTexts.compared(detail.data.run.payoutsCompared, detail.data.run.paymentsCompared) : payoutTexts.reconciliationIntro}
          </DialogDescription>
        </DialogHeader>
        {detail.isError ? (
          <LoadError
            message={[payoutTexts.loadRunsFailed, serverMessageOf(detail.error)].filter(Boolean).join(': ')}
            retrying={detail.isFetching}
            onRetry={() => void detail.refetch()}
          />
        ) : detail.data?.differences.length === 0 ? (
          <p>{payoutTexts.noDifferences}</p>
        ) : (
          <ul className="space-y-3" aria-busy={detail.isPending || undefined}>
            {detail.data?.differences.map((difference) => (
              <li key={difference.id} className="rounded-md border border-border p-3 text-sm">
                <DifferenceItem difference={difference} />
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** What each side says, as the server recorded it (amounts, states, ids): shown as written, never reinterpreted. */
function DifferenceItem({ difference }: { difference: Difference }) {
  const details = Object.entries(difference.details).filter(([, value]) => value !== null && value !== undefined);
  return (
    <>
      <p className="flex flex-wrap justify-between gap-x-3 font-semibold">
        <span>{payoutTexts.differenceKinds[difference.kind]}</span>
        <span className="font-mono">{difference.referenceCode ?? payoutTexts.noTransfer}</span>
      </p>
      {details.length > 0 && (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-fg-muted">
          {details.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-mono text-xs">{key}</dt>
              <dd className="break-all font-mono text-xs">{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
