import { MapPin, Send } from 'lucide-react';
import { Link } from 'wouter';
import { sendToRecipientPath } from '../../../domain/send-again';
import { useState } from 'react';
import { complianceTexts } from '../../../domain/compliance-texts';
import type { Recipient } from '../../../domain/schemas/recipient';
import { screenTexts } from '../../../domain/messages';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { RecipientAddressDialog } from '../compliance/RecipientAddressDialog';
import { DeleteRecipientButton } from './DeleteRecipientButton';

/** One saved recipient: name, relationship, account number, bank, IFSC code, address (editable), Send, and delete. */
export function RecipientCard({ recipient }: { recipient: Recipient }) {
  const headingId = `recipient-${recipient.id}-name`;
  const [editingAddress, setEditingAddress] = useState(false);
  const address = [recipient.address, recipient.city, recipient.state].filter(Boolean).join(', ');
  return (
    <Card aria-labelledby={headingId} className="p-4">
      <div className="flex items-start gap-3">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1 pt-2">
          <h2 id={headingId} className="min-w-0 break-words text-lg font-semibold leading-snug">
            {recipient.name}
          </h2>
          <Badge className="bg-primary-soft text-primary">{recipient.relationship}</Badge>
        </div>
        <DeleteRecipientButton recipient={recipient} />
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-fg-muted">{screenTexts.accountNumber}</dt>
        <dd className="min-w-0 break-all text-right font-mono font-medium">{recipient.accountNumber}</dd>
        <dt className="text-fg-muted">{screenTexts.bankName}</dt>
        <dd className="min-w-0 break-words text-right font-medium">{recipient.bankName}</dd>
        <dt className="text-fg-muted">{screenTexts.ifscCode}</dt>
        <dd className="text-right font-mono font-medium">{recipient.ifscCode}</dd>
        <dt className="text-fg-muted">{complianceTexts.recipientAddress}</dt>
        <dd className={address ? 'min-w-0 break-words text-right font-medium' : 'text-right italic text-fg-muted'}>
          {address || complianceTexts.noAddress}
        </dd>
      </dl>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button asChild size="sm">
          <Link href={sendToRecipientPath(recipient.id)}>
            <Send aria-hidden />
            <span aria-hidden>{screenTexts.sendToRecipient}</span>
            <span className="sr-only">{screenTexts.sendToRecipientLabel(recipient.name)}</span>
          </Link>
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setEditingAddress(true)}>
          <MapPin aria-hidden />
          <span aria-hidden>{complianceTexts.editAddress}</span>
          <span className="sr-only">{complianceTexts.editAddressLabel(recipient.name)}</span>
        </Button>
      </div>
      <RecipientAddressDialog recipient={recipient} open={editingAddress} onOpenChange={setEditingAddress} />
    </Card>
  );
}
