import { EllipsisVertical, type LucideIcon } from 'lucide-react';
import { Fragment, useRef, useState, type ReactNode } from 'react';
import { adminTexts } from '../../../domain/messages';
import { Button } from '../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../components/ui/dropdown-menu';

/** What a dialog opened from the menu is given: it is open while chosen, and gives focus back to the menu's button when it closes. */
export interface MenuDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

export interface RowAction {
  key: string;
  label: string;
  icon: LucideIcon;
  danger?: boolean;
  disabled?: boolean;
  /** The action's own dialog (its question, its reason), opened when the action is chosen. */
  dialog: (props: MenuDialogProps) => ReactNode;
}

/**
 * A transfer's secondary actions behind one "⋮" button (issue 34: one primary action per row). A
 * chosen action's dialog opens only once the menu has closed and given focus back to its button, so
 * the two focus traps never fight, and closing the dialog brings focus back to that button.
 */
export function RowActionsMenu({ reference, actions }: { reference: string; actions: RowAction[] }) {
  const [openDialog, setOpenDialog] = useState<string | null>(null);
  const chosen = useRef<string | null>(null);
  // State, not a ref: the dialogs are given a handler that reads it, and a ref may not be read while rendering.
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  if (actions.length === 0) return null;

  const returnFocus = (event: Event) => {
    // A row whose status just changed may no longer have the button: the dialog's default then applies.
    if (!button?.isConnected) return;
    event.preventDefault();
    button.focus();
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            ref={setButton}
            size="icon"
            variant="secondary"
            className="shrink-0"
            disabled={actions.every((action) => action.disabled)}
            aria-label={adminTexts.moreActionsLabel(reference)}
          >
            <EllipsisVertical aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          onCloseAutoFocus={() => {
            const key = chosen.current;
            chosen.current = null;
            if (key) setOpenDialog(key);
          }}
        >
          {actions.map((action) => (
            <DropdownMenuItem
              key={action.key}
              variant={action.danger ? 'danger' : 'default'}
              disabled={action.disabled}
              onSelect={() => (chosen.current = action.key)}
            >
              <action.icon aria-hidden />
              {action.label}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      {actions.map((action) => (
        <Fragment key={action.key}>
          {action.dialog({
            open: openDialog === action.key,
            onOpenChange: (open) => setOpenDialog(open ? action.key : null),
            onCloseAutoFocus: returnFocus,
          })}
        </Fragment>
      ))}
    </>
  );
}
