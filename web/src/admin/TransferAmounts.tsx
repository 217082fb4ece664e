import { MAX_TRANSFER_CAD } from '../../../domain/constants';
import { formatCad } from '../../../domain/format';
import { adminTexts } from '../../../domain/messages';
import { LoadError } from '../components/load-error';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { serverMessageOf } from '../lib/api-client';
import { useAdminLimits } from './compliance/api/limits';

/**
 * The smallest and largest amount one transfer may carry: MIN_TRANSFER_CAD, from the server's
 * configuration (issue 32: rupees are rounded to the nearest 100, so tiny transfers paid out more
 * than they cost), and the product's 5,000. Read-only: the minimum changes with the configuration.
 */
export function TransferAmounts() {
  const limits = useAdminLimits();
  return (
    <Card aria-labelledby="transfer-amounts">
      <CardHeader>
        <CardTitle id="transfer-amounts">{adminTexts.transferAmounts}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {limits.isError ? (
          <LoadError
            message={[adminTexts.amountsLoadFailed, serverMessageOf(limits.error)].filter(Boolean).join(': ')}
            retrying={limits.isFetching}
            onRetry={() => void limits.refetch()}
          />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3">
              <div className="rounded-md bg-primary-soft px-4 py-3">
                <dt className="text-sm text-fg-muted">{adminTexts.minimumTransfer}</dt>
                <dd className="text-2xl font-bold tabular" data-testid="minimum-transfer">
                  {limits.data ? formatCad(limits.data.minimumPerTransfer) : '–'}
                </dd>
              </div>
              <div className="rounded-md bg-surface-muted px-4 py-3">
                <dt className="text-sm text-fg-muted">{adminTexts.maximumTransfer}</dt>
                <dd className="text-2xl font-bold tabular">{formatCad(MAX_TRANSFER_CAD)}</dd>
              </div>
            </dl>
            <p className="text-sm text-fg-muted">{adminTexts.minimumTransferNote}</p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
