import { adminTexts } from '../../../domain/messages';
import { formatDateTime } from '../../../domain/format';
import type { AdminRecipient } from '../../../domain/schemas/admin';
import { Badge } from '../components/ui/badge';
import { useAdminRecipients } from './api/get-admin-recipients';
import { PeopleCard } from './PeopleCard';

/** "Recent Recipients Added" (or those the search finds): the bank details, who added them (name and email), relationship and when. */
export function RecentRecipients({ search }: { search: string }) {
  const recipients = useAdminRecipients(search);
  return (
    <PeopleCard
      id="recent-recipients"
      title={adminTexts.recentRecipients}
      list={recipients}
      loading={adminTexts.loadingRecipients}
      empty={adminTexts.noRecipients}
      failed={adminTexts.recipientsLoadFailed}
    >
      {(recipient) => <RecipientRow recipient={recipient} />}
    </PeopleCard>
  );
}

function RecipientRow({ recipient }: { recipient: AdminRecipient }) {
  return (
    <div data-testid="admin-recipient" className="space-y-1 text-sm">
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold">{recipient.name}</p>
        <Badge className="shrink-0 border border-border bg-surface-muted text-fg">{recipient.relationship}</Badge>
      </div>
      <p className="text-fg-muted">{recipient.bankName}</p>
      <p className="font-mono text-fg-muted">
        {recipient.accountNumber} · {recipient.ifscCode}
      </p>
      <p className="text-fg-muted">
        {adminTexts.addedBy} <span className="text-fg">{recipient.userName}</span>
        <span className="block break-all">{recipient.userEmail}</span>
      </p>
      <p className="text-fg-muted">
        <time dateTime={recipient.createdAt}>{adminTexts.addedOn(formatDateTime(recipient.createdAt))}</time>
      </p>
    </div>
  );
}
