import { useId, useState, type ReactNode } from 'react';
import { texts } from '../../../domain/messages';
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
import { inputClass } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { cn } from '../lib/cn';

interface ConfirmWithNoteProps {
  /** The button that opens the dialog; none when a menu opens it (`open`, `onOpenChange`). */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where focus goes when the dialog closes (a menu's button; by default the trigger). */
  onCloseAutoFocus?: (event: Event) => void;
  title: string;
  description: string;
  noteLabel: string;
  /** At least 2 characters before Confirm is enabled (the server asks the same). */
  noteRequired?: boolean;
  noteMax: number;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  danger?: boolean;
  /** Resolves once the server has answered (and the toast is shown). */
  onConfirm: (note: string) => Promise<boolean>;
}

/**
 * An operator's decision that cannot be undone, asked first, with a note that is kept with it
 * (a rejection's reason, why a payment was accepted or set aside). The dialog stays open, and says
 * so, until the server has answered.
 */
export function ConfirmWithNote(props: ConfirmWithNoteProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const setOpen = props.onOpenChange ?? setOwnOpen;
  const [note, setNote] = useState('');
  const noteId = useId();
  const missing = props.noteRequired === true && note.trim().length < 2;

  const confirm = async () => {
    await props.onConfirm(note.trim());
    setOpen(false);
    setNote('');
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !props.busy && setOpen(next)}>
      {props.trigger && <AlertDialogTrigger asChild>{props.trigger}</AlertDialogTrigger>}
      <AlertDialogContent onCloseAutoFocus={props.onCloseAutoFocus}>
        <AlertDialogTitle>{props.title}</AlertDialogTitle>
        <AlertDialogDescription>{props.description}</AlertDialogDescription>
        <div className="mt-4 space-y-1.5">
          <Label htmlFor={noteId}>{props.noteLabel}</Label>
          <textarea
            id={noteId}
            value={note}
            maxLength={props.noteMax}
            rows={3}
            required={props.noteRequired}
            onChange={(event) => setNote(event.target.value)}
            className={cn(inputClass, 'h-auto py-2.5')}
          />
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={props.busy}>{texts.cancel}</AlertDialogCancel>
          <Button variant={props.danger ? 'danger' : 'primary'} disabled={props.busy || missing} onClick={() => void confirm()}>
            {props.busy ? props.busyLabel : props.confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
