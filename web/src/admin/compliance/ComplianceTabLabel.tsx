import { adminTexts, adminComplianceTexts } from '../../../../domain/messages';
import { useOpenCases } from './api/cases';
import { usePendingVerificationCount } from './api/verifications';

/** "Compliance" and, when there is work, how much: pending verifications plus open cases. */
export function ComplianceTabLabel() {
  const pending = usePendingVerificationCount().data ?? 0;
  const open = useOpenCases().data?.total ?? 0;
  const count = pending + open;
  return (
    <span className="inline-flex items-center gap-1.5">
      {adminTexts.tabCompliance}
      {count > 0 && (
        <span className="rounded-full bg-danger px-1.5 text-xs font-bold leading-5 text-danger-fg tabular" data-testid="compliance-count">
          <span aria-hidden>{count}</span>
          <span className="sr-only">{` ${adminComplianceTexts.badgeLabel(count)}`}</span>
        </span>
      )}
    </span>
  );
}
