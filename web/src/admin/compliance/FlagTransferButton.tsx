import { Flag } from 'lucide-react';
import { complianceTexts, complianceToasts } from '../../../../domain/messages';
import { formatCad } from '../../../../domain/format';
import type { AdminTransfer } from '../../../../domain/schemas/admin';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api-client';
import { failureDetail } from '../../lib/form-helpers';
import { ConfirmWithNote } from '../ConfirmWithNote';
import { useFlagging, useFlagTransfer } from './api/cases';

/** The flagSchema's narrative limit. */
const NARRATIVE_MAX = 4000;

/** Flags a transfer as suspicious with a narrative: a "str" case opens and the transfer is held. */
export function FlagTransferButton({ transfer, busy }: { transfer: AdminTransfer; busy: boolean }) {
  const flag = useFlagTransfer();
  const flagging = useFlagging();

  const onConfirm = async (narrative: string): Promise<boolean> => {
    try {
      await flag.mutateAsync({ transferId: transfer.id, narrative });
      toast({ ...complianceToasts.flagged, variant: 'success' });
      return true;
    } catch (error) {
      toast({ ...complianceToasts.flagFailed, description: serverMessageOf(error) ?? failureDetail(error), variant: 'destructive' });
      return false;
    }
  };

  return (
    <ConfirmWithNote
      trigger={
        <Button size="sm" variant="secondary" disabled={busy || flagging} aria-label={complianceTexts.flagLabel(transfer.referenceCode)}>
          <Flag aria-hidden />
          {complianceTexts.flag}
        </Button>
      }
      title={complianceTexts.flagTitle}
      description={complianceTexts.flagQuestion(transfer.referenceCode, formatCad(transfer.cadAmount))}
      noteLabel={complianceTexts.flagNarrative}
      noteRequired
      noteMax={NARRATIVE_MAX}
      confirmLabel={complianceTexts.flagConfirm}
      busyLabel={complianceTexts.flagging}
      busy={flagging}
      danger
      onConfirm={onConfirm}
    />
  );
}
