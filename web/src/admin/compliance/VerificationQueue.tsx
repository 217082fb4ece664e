import { IdCard } from 'lucide-react';
import { useState } from 'react';
import { adminComplianceTexts } from '../../../../domain/messages';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { useVerifications, type VerificationFilter } from './api/verifications';
import { FilteredListCard } from './FilteredListCard';
import { VerificationItem } from './VerificationItem';

const FILTERS: VerificationFilter[] = ['pending', 'approved', 'rejected', 'all'];

/** The verification queue: pending ones first (the default filter), newest first, a page at a time. */
export function VerificationQueue() {
  const [status, setStatus] = useState<VerificationFilter>('pending');
  const list = useVerifications(status);

  return (
    <FilteredListCard
      id="verifications-title"
      title={adminComplianceTexts.verificationsTitle}
      intro={adminComplianceTexts.verificationsIntro}
      list={list}
      failed={adminComplianceTexts.verificationsLoadFailed}
      empty={{ icon: IdCard, title: adminComplianceTexts.noVerifications, hint: adminComplianceTexts.noVerificationsHint }}
      status={(_rows, total) => adminComplianceTexts.showingVerifications(total)}
      filters={
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
      }
    >
      {(verification) => <VerificationItem verification={verification} />}
    </FilteredListCard>
  );
}
