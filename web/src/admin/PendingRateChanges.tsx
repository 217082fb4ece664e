import { adminTexts, adminToasts } from '../../../domain/messages';
import { formatDateTime, formatRate } from '../../../domain/format';
import type { RateChangeRequest } from '../../../domain/schemas/rate-settings';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { toast } from '../components/ui/use-toast';
import { serverMessageOf } from '../lib/api-client';
import { failureDetail } from '../lib/form-helpers';
import { useDecideRateChange, useRateChanges } from './api/rate-settings';

/**
 * Rate changes more than 10 % away, waiting for a second operator (issue 33). Anyone may reject;
 * the server refuses the approval of one's own (own_rate_change), and the toast says so.
 */
export function PendingRateChanges() {
  const changes = useRateChanges();
  const decide = useDecideRateChange();
  const rows = changes.data ?? [];

  const onDecide = async (change: RateChangeRequest, decision: 'approve' | 'reject') => {
    try {
      await decide.mutateAsync({ id: change.id, decision });
      toast({ ...(decision === 'approve' ? adminToasts.rateChangeApproved : adminToasts.rateChangeRejected), variant: 'success' });
    } catch (failure) {
      toast({ ...adminToasts.rateChangeDecisionFailed, description: serverMessageOf(failure) ?? failureDetail(failure), variant: 'destructive' });
    }
  };

  return (
    <Card aria-labelledby="pending-rate-changes">
      <CardHeader>
        <CardTitle id="pending-rate-changes">{adminTexts.pendingChangesTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {changes.isPending ? null : rows.length === 0 ? (
          <p className="text-fg-muted">{adminTexts.pendingChangesEmpty}</p>
        ) : (
          <ul className="divide-y divide-border text-sm">
            {rows.map((change) => (
              <li key={change.id} data-testid="pending-rate-change" className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
                <span className="font-semibold tabular">
                  {adminTexts.pendingChangeLine(
                    formatRate(change.rate),
                    change.changePercent,
                    (change.referenceKind === 'market' ? adminTexts.referenceMarket : adminTexts.referenceCurrent)(formatRate(change.referenceRate)),
                  )}
                </span>
                <span className="text-fg-muted">{adminTexts.pendingChangeBy(change.requestedBy.name, formatDateTime(change.requestedAt))}</span>
                <span className="flex gap-2">
                  <Button size="sm" disabled={decide.isPending} onClick={() => void onDecide(change, 'approve')}>
                    {adminTexts.approveChange}
                  </Button>
                  <Button size="sm" variant="secondary" disabled={decide.isPending} onClick={() => void onDecide(change, 'reject')}>
                    {adminTexts.rejectChange}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
