import { adminTexts } from '../../../domain/messages';
import { formatCad, formatDateTime, formatInr, formatRate } from '../../../domain/format';
import type { AdminTransfer } from '../../../domain/schemas/admin';
import { AdminStatusBadge, PaymentReceived } from './AdminStatusBadge';
import { SenderName } from './customer/SenderName';
import { FrozenNotice } from './compliance/FrozenNotice';
import { HoldNotice } from './compliance/HoldNotice';
import { useTransferFreezes, useTransferHolds } from './compliance/use-transfer-holds';
import { PayoutLine } from './payouts/PayoutLine';
import { TransferActions } from './TransferActions';

/** Phone (< md): one card per transfer, with the rate the table shows under the amount. */
export function TransferCards({ transfers }: { transfers: AdminTransfer[] }) {
  return (
    <ul className="space-y-3">
      {transfers.map((transfer) => (
        <li key={transfer.id}>
          <TransferCard transfer={transfer} />
        </li>
      ))}
    </ul>
  );
}

function TransferCard({ transfer }: { transfer: AdminTransfer }) {
  const headingId = `admin-transfer-${transfer.id}`;
  const held = useTransferHolds()(transfer);
  const frozen = useTransferFreezes()(transfer);
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-border bg-surface p-4 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-mono text-base font-semibold">
            <span className="sr-only">{adminTexts.colReference} </span>
            {transfer.referenceCode}
          </h3>
          <time dateTime={transfer.createdAt} className="text-sm text-fg-muted">
            {formatDateTime(transfer.createdAt)}
          </time>
          <PaymentReceived transfer={transfer} />
          <PayoutLine transfer={transfer} />
          {frozen && <FrozenNotice />}
          {held && <HoldNotice />}
        </div>
        <AdminStatusBadge status={transfer.status} />
      </div>

      <div className="mt-3 rounded-md bg-surface-muted px-3 py-2.5 tabular">
        <p className="text-lg font-bold">
          {formatCad(transfer.cadAmount)} → {formatInr(transfer.inrAmount)}
        </p>
        <p className="text-sm text-fg-muted">{adminTexts.rateLine(formatRate(transfer.exchangeRate))}</p>
      </div>

      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-fg-muted">{adminTexts.sender}</dt>
        <dd className="min-w-0">
          <span className="font-medium">
            <SenderName transfer={transfer} />
          </span>
          <span className="block break-all text-fg-muted">{transfer.senderEmail}</span>
        </dd>
        <dt className="text-fg-muted">{adminTexts.recipient}</dt>
        <dd className="min-w-0">
          <span className="font-medium">{transfer.recipientName}</span>
          <span className="block text-fg-muted">{transfer.recipientBankName}</span>
        </dd>
        <dt className="text-fg-muted">{adminTexts.account}</dt>
        <dd className="break-all font-mono">{transfer.recipientAccountNumber}</dd>
        <dt className="text-fg-muted">{adminTexts.ifsc}</dt>
        <dd className="font-mono">{transfer.recipientIfscCode}</dd>
      </dl>
      {transfer.errorMessage && <p className="mt-2 text-sm text-fg-muted">{adminTexts.rejectionReason(transfer.errorMessage)}</p>}

      <TransferActions transfer={transfer} className="mt-4" />
    </article>
  );
}
