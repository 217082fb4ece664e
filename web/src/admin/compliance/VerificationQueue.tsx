import { IdCard } from 'lucide-react';
import { useState } from 'react';
import { adminComplianceTexts } from '../../../../domain/messages';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { LoadMoreButton } from '../../components/load-more-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { serverMessageOf } from '../../lib/api-client';
import { useVerifications, type VerificationFilter } from './api/verifications';
import { VerificationItem } from './VerificationItem';

const FILTERS: VerificationFilter[] = ['pending', 'approved', 'rejected', 'all'];

/** The verification queue: pending ones first (the default filter), newest first, a page at a time. */
export function VerificationQueue() {
  const [status, setStatus] = useState<VerificationFilter>('pending');
  const list = useVerifications(status);
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  return (
    <Card aria-labelledby="verifications-title">
      <CardHeader>
        <CardTitle id="verifications-title">{adminComplianceTexts.verificationsTitle}</CardTitle>
        <CardDescription>{adminComplianceTexts.verificationsIntro}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="w-full space-y-1.5 sm:w-44">
            <Label htmlFor="verification-status">{adminComplianceTexts.verificationFilter}</Label>
            <NativeSelect id="verification-status" value={status} onChange={(event) => setStatus(event.target.value as VerificationFilter)}>
              {FILTERS.map((filter) => (
                <option key={filter} value={filter}>
                  {adminComplianceTexts.verificationStatusLabels[filter]}
                </option>
              ))}
            </NativeSelect>
          </div>
          {list.isSuccess && (
            <p role="status" className="text-sm font-medium text-fg-muted">
              {adminComplianceTexts.showingVerifications(total)}
            </p>
          )}
        </div>
        {list.isPending ? (
          <p role="status" className="py-6 text-center text-fg-muted">
            {adminComplianceTexts.loading}
          </p>
        ) : list.isError ? (
          <LoadError
            message={[adminComplianceTexts.verificationsLoadFailed, serverMessageOf(list.error)].filter(Boolean).join(': ')}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        ) : rows.length === 0 ? (
          <EmptyState icon={IdCard} title={adminComplianceTexts.noVerifications} hint={adminComplianceTexts.noVerificationsHint} />
        ) : (
          <ul className="space-y-4">
            {rows.map((verification) => (
              <li key={verification.id}>
                <VerificationItem verification={verification} />
              </li>
            ))}
          </ul>
        )}
        <LoadMoreButton query={list} />
      </CardContent>
    </Card>
  );
}
