import { Snowflake } from 'lucide-react';
import { adminCaseWorkTexts } from '../../../../domain/messages';

/** Shown on a frozen transfer, in words (not colour alone): why Approve and Reject will be refused (issue 31). */
export function FrozenNotice() {
  return (
    <p className="mt-1 flex max-w-52 items-start gap-1 text-xs font-semibold text-danger" data-testid="frozen">
      <Snowflake aria-hidden className="mt-px size-3.5 shrink-0" />
      <span>
        {adminCaseWorkTexts.frozenTransfer}
        <span className="block font-normal text-fg-muted">{adminCaseWorkTexts.frozenTransferDetail}</span>
      </span>
    </p>
  );
}
