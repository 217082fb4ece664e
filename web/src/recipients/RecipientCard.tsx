import type { Recipient } from '../../../domain/schemas/recipient';
import { screenTexts } from '../../../domain/messages';
import { Badge } from '../components/ui/badge';
import { Card } from '../components/ui/card';
import { DeleteRecipientButton } from './DeleteRecipientButton';

/** One saved recipient: name, relationship, account number, bank, IFSC code, and delete. */
export function RecipientCard({ recipient }: { recipient: Recipient }) {
  const headingId = `recipient-${recipient.id}-name`;
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
      </dl>
    </Card>
  );
}
