import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { hasTravelRuleAddress, needsTravelRule, TRAVEL_RULE_THRESHOLD_CAD } from '../../../domain/compliance';
import { complianceTexts } from '../../../domain/compliance-texts';
import { formatCad } from '../../../domain/format';
import type { Recipient } from '../../../domain/schemas/recipient';
import { Button } from '../components/ui/button';
import { RecipientAddressDialog } from './RecipientAddressDialog';

/**
 * Whether this amount to this recipient needs an address the recipient does not have yet (the
 * travel rule). Said on step 1, so the customer is not shown the e-Transfer to send and refused after.
 */
export function recipientAddressMissing(amount: string | undefined, recipient: Recipient | undefined): recipient is Recipient {
  return amount !== undefined && recipient !== undefined && needsTravelRule(amount) && !hasTravelRuleAddress(recipient);
}

/** Step 1's notice for a recipient without the address a transfer of 1,000 CAD or more carries, with the way to add it. */
export function RecipientAddressNotice({ recipient }: { recipient: Recipient | undefined }) {
  const [editing, setEditing] = useState(false);
  return (
    // A live region that stays mounted, so the notice is announced when it appears.
    <div aria-live="polite">
      {recipient && (
        <div className="flex gap-3 rounded-md border border-accent bg-surface p-4 text-sm">
          <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
          <div className="min-w-0 flex-1 space-y-3">
            <p>{complianceTexts.recipientAddressNeeded(formatCad(TRAVEL_RULE_THRESHOLD_CAD), recipient.name)}</p>
            <Button type="button" variant="secondary" size="sm" className="w-full" onClick={() => setEditing(true)}>
              {complianceTexts.editRecipientAddress(recipient.name)}
            </Button>
            <RecipientAddressDialog recipient={recipient} open={editing} onOpenChange={setEditing} />
          </div>
        </div>
      )}
    </div>
  );
}
