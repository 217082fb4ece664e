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

const th = 'whitespace-nowrap px-2.5 py-3 text-left text-xs font-semibold uppercase tracking-wide text-fg-muted';
const td = 'px-2.5 py-3 align-top';

/**
 * Desktop (≥ md): the seven columns of docs/product.md § Admin dashboard; the reference heads each row for
 * screen readers.
 */
export function TransferTable({ transfers }: { transfers: AdminTransfer[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-surface shadow-card">
      <table className="w-full min-w-[60rem] border-collapse text-sm">
        <caption className="sr-only">{adminTexts.transfersTableCaption}</caption>
        <thead className="border-b border-border bg-surface-muted">
          <tr>
            <th scope="col" className={th}>{adminTexts.colReference}</th>
            <th scope="col" className={th}>{adminTexts.colSender}</th>
            <th scope="col" className={th}>{adminTexts.colAmount}</th>
            <th scope="col" className={th}>{adminTexts.colRecipient}</th>
            <th scope="col" className={th}>{adminTexts.colStatus}</th>
            <th scope="col" className={th}>{adminTexts.colDate}</th>
            <th scope="col" className={th}>{adminTexts.colActions}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {transfers.map((transfer) => (
            <TransferRow key={transfer.id} transfer={transfer} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An email that may wrap only after its "@" (never mid-name, which reads as two addresses). */
function EmailBreakable({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <span className="break-all">{email}</span>;
  return (
    <span>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  );
}

function TransferRow({ transfer }: { transfer: AdminTransfer }) {
  const held = useTransferHolds()(transfer);
  const frozen = useTransferFreezes()(transfer);
  return (
    <tr data-testid="transfer-row">
      <th scope="row" className={`${td} text-left font-mono font-semibold`}>
        {transfer.referenceCode}
      </th>
      <td className={td}>
        <div className="font-medium">
          <SenderName transfer={transfer} />
        </div>
        <div className="text-fg-muted">
          <EmailBreakable email={transfer.senderEmail} />
        </div>
      </td>
      <td className={`${td} tabular`}>
        <div className="whitespace-nowrap font-semibold">
          {formatCad(transfer.cadAmount)} → {formatInr(transfer.inrAmount)}
        </div>
        <div className="text-fg-muted">{adminTexts.rateLine(formatRate(transfer.exchangeRate))}</div>
      </td>
      <td className={td}>
        <div className="font-medium">{transfer.recipientName}</div>
        <div className="text-fg-muted">{transfer.recipientBankName}</div>
        <div className="font-mono text-fg-muted">{transfer.recipientAccountNumber}</div>
        <div className="font-mono text-fg-muted">{transfer.recipientIfscCode}</div>
      </td>
      <td className={td}>
        <AdminStatusBadge status={transfer.status} />
        <PaymentReceived transfer={transfer} />
        <PayoutLine transfer={transfer} />
        {frozen && <FrozenNotice />}
        {held && <HoldNotice />}
        {transfer.errorMessage && <p className="mt-1 max-w-40 text-xs text-fg-muted">{adminTexts.rejectionReason(transfer.errorMessage)}</p>}
      </td>
      <td className={`${td} min-w-32 text-fg-muted`}>
        {/* One line: "12:00" and "PM" never part (issue 34). */}
        <time dateTime={transfer.createdAt} className="whitespace-nowrap">
          {formatDateTime(transfer.createdAt)}
        </time>
      </td>
      <td className={td}>
        {/* As wide as its widest row needs (Mark Complete, Pay anyway, longer in French), every row alike. */}
        <TransferActions transfer={transfer} className="min-w-48" />
      </td>
    </tr>
  );
}
