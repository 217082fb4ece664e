import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { adminComplianceTexts } from '../../../../domain/messages';
import { CASE_KINDS, type CaseKind } from '../../../../domain/schemas/compliance';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { LoadMoreButton } from '../../components/load-more-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { serverMessageOf } from '../../lib/api-client';
import { useCases, type CaseFilters } from './api/cases';
import { CaseItem } from './CaseItem';

const STATUSES: CaseFilters['status'][] = ['open', 'closed', 'all'];

/** Report cases (EFT reports, suspicious transactions, sanctions), open ones by default, overdue ones called out. */
export function CaseList() {
  const [filters, setFilters] = useState<CaseFilters>({ status: 'open', kind: 'all' });
  const list = useCases(filters);
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const overdue = rows.filter((row) => row.overdue).length;

  return (
    <Card aria-labelledby="cases-title">
      <CardHeader>
        <CardTitle id="cases-title">{adminComplianceTexts.casesTitle}</CardTitle>
        <CardDescription>{adminComplianceTexts.casesIntro}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-[calc(50%-0.375rem)] space-y-1.5 sm:w-40">
            <Label htmlFor="case-status">{adminComplianceTexts.caseStatusFilter}</Label>
            <NativeSelect
              id="case-status"
              value={filters.status}
              onChange={(event) => setFilters({ ...filters, status: event.target.value as CaseFilters['status'] })}
            >
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {adminComplianceTexts.caseStatusLabels[status]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="w-[calc(50%-0.375rem)] space-y-1.5 sm:w-56">
            <Label htmlFor="case-kind">{adminComplianceTexts.caseKindFilter}</Label>
            <NativeSelect id="case-kind" value={filters.kind} onChange={(event) => setFilters({ ...filters, kind: event.target.value as CaseKind | 'all' })}>
              <option value="all">{adminComplianceTexts.allKinds}</option>
              {CASE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {adminComplianceTexts.kindLabels[kind]}
                </option>
              ))}
            </NativeSelect>
          </div>
          {list.isSuccess && (
            <p role="status" className="text-sm font-medium text-fg-muted sm:ml-auto">
              {adminComplianceTexts.showingCases(total)}
              {overdue > 0 && <span className="font-semibold text-danger"> · {adminComplianceTexts.overdueCount(overdue)}</span>}
            </p>
          )}
        </div>
        {list.isPending ? (
          <p role="status" className="py-6 text-center text-fg-muted">
            {adminComplianceTexts.loading}
          </p>
        ) : list.isError ? (
          <LoadError
            message={[adminComplianceTexts.casesLoadFailed, serverMessageOf(list.error)].filter(Boolean).join(': ')}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        ) : rows.length === 0 ? (
          <EmptyState icon={FolderOpen} title={adminComplianceTexts.noCases} hint={adminComplianceTexts.noCasesHint} />
        ) : (
          <ul className="space-y-4">
            {rows.map((row) => (
              <li key={row.id}>
                <CaseItem complianceCase={row} />
              </li>
            ))}
          </ul>
        )}
        <LoadMoreButton query={list} />
      </CardContent>
    </Card>
  );
}
