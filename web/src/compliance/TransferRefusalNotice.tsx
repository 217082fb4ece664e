import { MapPin, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { complianceTexts } from '../../../domain/compliance-texts';
import type { Recipient } from '../../../domain/schemas/recipient';
import { Button } from '../components/ui/button';
import type { TransferRefusal } from '../../../domain/schemas/compliance';
import { RecipientAddressDialog } from './RecipientAddressDialog';

interface TransferRefusalNoticeProps {
  refusal: TransferRefusal;
  recipient: Recipient;
  /** The recipient's address was saved: the customer may confirm again. */
  onAddressSaved: () => void;
}

/**
 * The server refused the transfer by a compliance rule (422): its message, and the way on — verify
 * the identity, or add the recipient's address (the travel rule) right here, keeping the reference.
 */
export function TransferRefusalNotice({ refusal, recipient, onAddressSaved }: TransferRefusalNoticeProps) {
  const [editing, setEditing] = useState(false);
  return (
    <div role="alert" className="flex gap-3 rounded-md border border-danger/50 bg-danger-soft p-4 text-sm">
      <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />
      <div className="min-w-0 flex-1 space-y-2">
        <p className="font-semibold">{complianceTexts.transferRefusedTitle}</p>
        <p>{refusal.message}</p>
        {refusal.code === 'verification_required' && (
          <Link href="/profile/verify" className="inline-flex min-h-tap items-center font-semibold text-primary underline underline-offset-4">
            {complianceTexts.verifyLink}
          </Link>
        )}
        {refusal.code === 'recipient_address_required' && (
          <>
            <Button variant="secondary" size="sm" className="w-full" onClick={() => setEditing(true)}>
              <MapPin aria-hidden />
              {complianceTexts.editRecipientAddress(recipient.name)}
            </Button>
            <RecipientAddressDialog recipient={recipient} open={editing} onOpenChange={setEditing} onSaved={onAddressSaved} />
          </>
        )}
      </div>
    </div>
  );
}
