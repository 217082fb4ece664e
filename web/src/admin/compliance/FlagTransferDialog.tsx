import { adminComplianceTexts, adminComplianceToasts } from '../../../../domain/messages';
import { formatCad } from '../../../../domain/format';
import type { AdminTransfer } from '../../../../domain/schemas/admin';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api-client';
import { failureDetail } from '../../lib/form-helpers';
import { ConfirmWithNote } from '../ConfirmWithNote';
import type { MenuDialogProps } from '../RowActionsMenu';
import { useFlagging, useFlagTransfer } from './api/cases';

/** The flagSchema's narrative limit. */
const NARRATIVE_MAX = 4000;

/**
 * Flags a transfer as suspicious with a narrative (from a row's menu): a "str" case opens and the
 * transfer is held.
 */
export function FlagTransferDialog({ transfer, ...dialog }: MenuDialogProps & { transfer: AdminTransfer }) {
  const flag = useFlagTransfer();
  const flagging = useFlagging();

  const onConfirm = async (narrative: string): Promise<boolean> => {
    try {
      await flag.mutateAsync({ transferId: transfer.id, narrative });
      toast({ ...adminComplianceToasts.flagged, variant: 'success' });
      return true;
    } catch (error) {
      toast({ ...adminComplianceToasts.flagFailed, description: serverMessageOf(error) ?? failureDetail(error), variant: 'destructive' });
      return false;
    }
  };

  return (
    <ConfirmWithNote
      {...dialog}
      title={adminComplianceTexts.flagTitle}
      description={adminComplianceTexts.flagQuestion(transfer.referenceCode, formatCad(transfer.cadAmount))}
      noteLabel={adminComplianceTexts.flagNarrative}
      noteRequired
      noteMax={NARRATIVE_MAX}
      confirmLabel={adminComplianceTexts.flagConfirm}
      busyLabel={adminComplianceTexts.flagging}
      busy={flagging}
      danger
      onConfirm={onConfirm}
    />
  );
}
