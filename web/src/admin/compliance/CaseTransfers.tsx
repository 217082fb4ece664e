import { adminComplianceTexts } from '../../../../domain/messages';
import { formatCad } from '../../../../domain/format';
import type { ComplianceCase } from '../../../../domain/schemas/compliance';

/**
 * A case's transfers by reference and amount, as the server lists them with the case; a
 * beneficiary case's have several senders, so each names its customer.
 */
export function CaseTransfers({ complianceCase }: { complianceCase: ComplianceCase }) {
  const { transfers } = complianceCase;
  if (transfers.length === 0) {
    return <>{complianceCase.recipientId === null ? adminComplianceTexts.noTransfersCustomer : adminComplianceTexts.noTransfersRecipient}</>;
  }
  const severalSenders = complianceCase.kind === 'eftr_beneficiary';
  return (
    <ul className="space-y-0.5">
      {transfers.map((transfer) => (
        <li key={transfer.id} className="tabular">
          <span className="font-mono font-semibold">{transfer.referenceCode}</span> {formatCad(transfer.cadAmount)}
          {severalSenders && <span className="text-fg-muted"> ({transfer.customerName})</span>}
        </li>
      ))}
    </ul>
  );
}
