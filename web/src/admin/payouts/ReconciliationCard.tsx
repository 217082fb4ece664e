import { CircleAlert, CircleCheck, Scale } from 'lucide-react';
import { formatDateTime, formatMoney } from '../../../../domain/format';
import { payoutTexts } from '../../../../domain/payout-texts';
import type { z } from 'zod/mini';
import type { reconciliationRunSchema } from '../../../../domain/schemas/payouts';
import { LoadError } from '../../components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { serverMessageOf } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useReconciliationRuns } from './api/reconciliation';
import { ReconciliationRunDialog } from './ReconciliationRunDialog';

type ReconciliationRun = z.infer<typeof reconciliationRunSchema>;

/** Runs shown at once: a week; the server keeps 60 days. */
const RUNS_SHOWN = 7;

/**
 * The daily reconciliation (issue 33; docs/PAYMENTS.md § Reconciliation): the last week's runs, each
 * saying whether payouts and payments agreed, openable for its differences with their transfers.
 */
export function ReconciliationCard() {
  const runs = useReconciliationRuns();
  return (
    <Card aria-labelledby="reconciliation-title">
      <CardHeader>
        <CardTitle id="reconciliation-title" className="flex items-center gap-2">
          <Scale aria-hidden className="size-5" />
          {payoutTexts.reconciliationTitle}
        </CardTitle>
        <CardDescription>{payoutTexts.reconciliationIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        {runs.isError ? (
          <LoadError
            message={[payoutTexts.loadRunsFailed, serverMessageOf(runs.error)].filter(Boolean).join(': ')}
            retrying={runs.isFetching}
            onRetry={() => void runs.refetch()}
          />
        ) : runs.data?.length === 0 ? (
          <p className="text-fg-muted">{payoutTexts.noRuns}</p>
        ) : (
          <ul className="divide-y divide-border" aria-busy={runs.isPending || undefined}>
            {runs.data?.slice(0, RUNS_SHOWN).map((run) => (
              <li key={run.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
                <RunSummary run={run} />
                <ReconciliationRunDialog runId={run.id} day={formatDateTime(run.periodEnd)} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function RunSummary({ run }: { run: ReconciliationRun }) {
  const agreed = run.error === null && run.differenceCount === 0;
  const Icon = agreed ? CircleCheck : CircleAlert;
  const outcome =
    run.error !== null ? payoutTexts.runError(run.error) : run.finishedAt === null ? payoutTexts.runRunning : payoutTexts.differences(run.differenceCount);
  return (
    <div className="min-w-0 text-sm">
      <p className="font-medium">{payoutTexts.runDay(formatDateTime(run.periodEnd))}</p>
      <p className={cn('flex items-center gap-1 font-semibold', agreed ? 'text-success' : 'text-danger')}>
        <Icon aria-hidden className="size-4 shrink-0" />
        {outcome}
      </p>
      <p className="text-fg-muted">
        {payoutTexts.compared(run.payoutsCompared, run.paymentsCompared)}
        {run.payoutBalance !== null && ` · ${payoutTexts.balance(formatMoney(run.payoutBalance, run.payoutBalanceCurrency ?? 'INR'))}`}
      </p>
    </div>
  );
}
