import type { AdminTransfer } from '../../../../domain/schemas/admin';
import { CustomerButton } from './CustomerButton';

/** A transfer's sender: their name opens their drawer (issue 34) when the server says who they are. */
export function SenderName({ transfer }: { transfer: AdminTransfer }) {
  if (transfer.userId === undefined) return <>{transfer.senderName}</>;
  return <CustomerButton userId={transfer.userId} name={transfer.senderName} />;
}
