import { ScreeningCard } from '../screening/ScreeningCard';
import { CaseList } from './CaseList';
import { LimitsEditor } from './LimitsEditor';
import { RecordsExport } from './RecordsExport';
import { VerificationQueue } from './VerificationQueue';

/** The Compliance tab (issue 17): what waits for a decision first, then the settings and the records. */
export function ComplianceTab() {
  return (
    <div className="space-y-5">
      <VerificationQueue />
      <CaseList />
      <ScreeningCard />
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <LimitsEditor />
        <RecordsExport />
      </div>
    </div>
  );
}
