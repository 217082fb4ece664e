import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { adminComplianceTexts } from '../../../../domain/messages';
import { CASE_KINDS, type CaseKind } from '../../../../domain/schemas/compliance';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { useCases, type CaseFilters } from './api/cases';
import { CaseItem } from './CaseItem';
import { FilteredListCard } from './FilteredListCard';

const STATUSES: CaseFilters['status'][] = ['open', 'closed', 'all'];

/** Report cases (EFT reports, suspicious transactions, sanctions), open ones by default, overdue ones called out. */
export function CaseList() {
  const [filters, setFilters] = useState<CaseFilters>({ status: 'open', kind: 'all' });
  const list = useCases(filters);

  return (
    <FilteredListCard
      id="cases-title"
      title={adminComplianceTexts.casesTitle}
      intro={adminComplianceTexts.casesIntro}
      list={list}
      failed={adminComplianceTexts.casesLoadFailed}
      empty={{ icon: FolderOpen, title: adminComplianceTexts.noCases, hint: adminComplianceTexts.noCasesHint }}
      status={(rows, total) => {
        const overdue = rows.filter((row) => row.overdue).length;
        return (
          <>
            {adminComplianceTexts.showingCases(total)}
            {overdue > 0 && <span className="font-semibold text-danger"> · {adminComplianceTexts.overdueCount(overdue)}</span>}
          </>
        );
      }}
      filters={
        <>
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
        </>
      }
    >
      {(row) => <CaseItem complianceCase={row} />}
    </FilteredListCard>
  );
}
