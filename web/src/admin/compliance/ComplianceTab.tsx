import { ScreeningCard } from '../screening/ScreeningCard';
import { AttemptsCard } from './AttemptsCard';
import { AttemptsRuleEditor } from './AttemptsRuleEditor';
import { CaseList } from './CaseList';
import { LimitsEditor } from './LimitsEditor';
import { RecordsExport } from './RecordsExport';
import { VerificationQueue } from './VerificationQueue';

/**
 * The Compliance tab (issue 17, issue 31): what waits for a decision first (verifications, cases
 * with their history and notes), the refused attempts, then the settings and the records.
 */
export function ComplianceTab() {
  return (
    <div className="space-y-5">
      <VerificationQueue />
      <CaseList />
      <ScreeningCard />
      <AttemptsCard />
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <LimitsEditor />
        <AttemptsRuleEditor />
        <RecordsExport />
      </div>
    </div>
  );
}
