import { adminComplianceTexts } from '../../../../domain/messages';
import { formatCad } from '../../../../domain/format';
import type { ComplianceCase } from '../../../../domain/schemas/compliance';
import { useCustomerTransfers } from './api/customer-transfers';

/**
 * A case's transfers by reference and amount (read from the customer's latest transfers); an id
 * that is not among them is shown as "#id".
 */
export function CaseTransfers({ complianceCase }: { complianceCase: ComplianceCase }) {
  const { transferIds, customerEmail } = complianceCase;
  const transfers = useCustomerTransfers(customerEmail, transferIds.length > 0);
  if (transferIds.length === 0) {
    return <>{complianceCase.recipientId === null ? adminComplianceTexts.noTransfersCustomer : adminComplianceTexts.noTransfersRecipient}</>;
  }
  const byId = new Map((transfers.data?.rows ?? []).map((transfer) => [transfer.id, transfer]));
  return (
    <ul className="space-y-0.5">
      {transferIds.map((id) => {
        const transfer = byId.get(id);
        return (
          <li key={id} className="tabular">
            {transfer ? (
              <>
                <span className="font-mono font-semibold">{transfer.referenceCode}</span> {formatCad(transfer.cadAmount)}
              </>
            ) : (
              `#${id}`
            )}
          </li>
        );
      })}
    </ul>
  );
}
