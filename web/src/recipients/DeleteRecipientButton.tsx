import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { screenTexts, screenToasts, texts } from '../../../domain/messages';
import type { Recipient } from '../../../domain/schemas/recipient';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import { toast } from '../components/ui/use-toast';
import { serverMessageOf } from '../lib/api-client';
import { failureDetail } from '../lib/form-helpers';
import { useDeleteRecipient } from './api/delete-recipient';

/** The card's delete button and its "Delete Recipient" confirmation (docs/product.md § Recipients). */
export function DeleteRecipientButton({ recipient }: { recipient: Recipient }) {
  const [open, setOpen] = useState(false);
  const deleteRecipient = useDeleteRecipient();

  const onDelete = async () => {
    try {
      await deleteRecipient.mutateAsync(recipient.id);
      setOpen(false);
      toast({ ...screenToasts.recipientDeleted, variant: 'success' });
    } catch (error) {
      setOpen(false);
      toast({
        ...screenToasts.deleteRecipientFailed,
        description: serverMessageOf(error) ?? failureDetail(error) ?? screenToasts.deleteRecipientFailed.description,
        variant: 'destructive',
      });
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !deleteRecipient.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="danger-ghost" size="icon">
          <Trash2 aria-hidden />
          <span className="sr-only">{screenTexts.deleteRecipientLabel(recipient.name)}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{screenTexts.deleteRecipientTitle}</AlertDialogTitle>
        <AlertDialogDescription>{screenTexts.deleteRecipientQuestion}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteRecipient.isPending}>{texts.cancel}</AlertDialogCancel>
          {/* Not an AlertDialogAction: the dialog stays open (and says so) until the server has answered. */}
          <Button variant="danger" disabled={deleteRecipient.isPending} onClick={() => void onDelete()}>
            {deleteRecipient.isPending ? screenTexts.deleting : screenTexts.delete}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
