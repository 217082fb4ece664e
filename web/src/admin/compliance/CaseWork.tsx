import { ChevronDown, History } from 'lucide-react';
import { useId, useState } from 'react';
import { adminCaseWorkTexts, adminComplianceTexts } from '../../../../domain/messages';
import type { ComplianceCase } from '../../../../domain/schemas/compliance';
import { LoadError } from '../../components/load-error';
import { Button } from '../../components/ui/button';
import { serverMessageOf } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useCaseDetail } from './api/case-work';
import { CaseAssignee } from './CaseAssignee';
import { CaseHistory } from './CaseHistory';
import { CaseNoteForm } from './CaseNoteForm';

/**
 * A case's work (issue 31), behind a disclosure so a long list stays short: its history (every
 * open, join, recompute, note, assignment, close, reopen, freeze and decision, who and when), a note
 * to add and the assignee. Read from GET /api/admin/compliance/cases/:id when first opened.
 */
export function CaseWork({ complianceCase, title }: { complianceCase: ComplianceCase; title: string }) {
  const [open, setOpen] = useState(false);
  const detail = useCaseDetail(complianceCase.id, open);
  const panelId = useId();
  return (
    <div className="mt-3">
      <Button
        size="sm"
        variant="ghost"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={adminCaseWorkTexts.showWorkLabel(title)}
        onClick={() => setOpen((shown) => !shown)}
      >
        <History aria-hidden />
        {adminCaseWorkTexts.showWork}
        <ChevronDown aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      {open && (
        <div id={panelId} className="mt-3 space-y-4 rounded-md border border-border bg-surface p-3 sm:p-4" data-testid="case-work">
          {detail.isError ? (
            <LoadError
              message={[adminCaseWorkTexts.historyLoadFailed, serverMessageOf(detail.error)].filter(Boolean).join(': ')}
              retrying={detail.isFetching}
              onRetry={() => void detail.refetch()}
            />
          ) : !detail.data ? (
            <p role="status" className="text-sm text-fg-muted">
              {adminComplianceTexts.loading}
            </p>
          ) : (
            <CaseHistory events={detail.data.events} />
          )}
          <div className="grid gap-4 lg:grid-cols-[1fr_16rem]">
            <CaseNoteForm caseId={complianceCase.id} />
            <CaseAssignee complianceCase={complianceCase} />
          </div>
        </div>
      )}
    </div>
  );
}
