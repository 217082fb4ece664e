import { UserPlus } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { maskAccountNumber } from '../../../domain/mask';
import { screenTexts } from '../../../domain/messages';
import type { Recipient } from '../../../domain/schemas/recipient';
import { Button } from '../components/ui/button';
import { Label } from '../components/ui/label';
import { NativeSelect } from '../components/ui/native-select';

/** The option that opens the add-recipient form instead of selecting anything. */
const ADD_NEW = 'add-new';

export const RECIPIENT_SELECT_ID = 'send-recipient';

/** Keys that move through a closed select's options (each move fires `change` on Windows and Linux). */
const NAVIGATION_KEYS = new Set(['ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

interface RecipientPickerProps {
  recipients: readonly Recipient[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The chosen recipient's id as text, or '' for none. */
  value: string;
  onChange: (id: string) => void;
  onAddNew: () => void;
}

/**
 * docs/product.md § Send money: the recipient dropdown, whose first option is "Add New Recipient". A native
 * select: the phone's own picker, and no positioning library in the bundle. Its placeholder is hidden from
 * the list, so the list starts with "Add New Recipient".
 */
export function RecipientPicker({ recipients, loading, failed, onRetry, value, onChange, onAddNew }: RecipientPickerProps) {
  // A recipient deleted elsewhere is no longer a choice.
  const selected = recipients?.some((recipient) => String(recipient.id) === value) ? value : '';
  // Arrowing through the options must not open the form on "Add New Recipient" (the keyboard user
  // could never get past it): there it only waits for Enter.
  const [addNewHighlighted, setAddNewHighlighted] = useState(false);
  const movingByKey = useRef(false);

  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    movingByKey.current = NAVIGATION_KEYS.has(event.key) || event.key.length === 1;
    if (event.key === 'Enter' && addNewHighlighted) {
      event.preventDefault();
      setAddNewHighlighted(false);
      onAddNew();
    }
  };
  const choose = (next: string) => {
    const byKey = movingByKey.current;
    movingByKey.current = false;
    if (next !== ADD_NEW) {
      setAddNewHighlighted(false);
      onChange(next);
    } else if (byKey) setAddNewHighlighted(true);
    else onAddNew();
  };

  const chosen = recipients?.find((recipient) => String(recipient.id) === selected);
  return (
    <div className="space-y-1.5">
      <div className="flex items-end justify-between gap-3">
        <Label htmlFor={RECIPIENT_SELECT_ID}>{screenTexts.recipient}</Label>
        {/* Issue 34: adding is a visible button too, not only the list's first option. */}
        <Button type="button" variant="link" className="-my-2 text-sm" onClick={onAddNew}>
          <UserPlus aria-hidden className="size-4" />
          {screenTexts.addNewRecipient}
        </Button>
      </div>
      <NativeSelect
        id={RECIPIENT_SELECT_ID}
        value={addNewHighlighted ? ADD_NEW : selected}
        // Choosing "Add New Recipient" opens the form; the select keeps showing the current choice.
        onChange={(event) => choose(event.target.value)}
        onKeyDown={onKeyDown}
        onKeyUp={() => (movingByKey.current = false)}
        onBlur={() => setAddNewHighlighted(false)}
        aria-describedby={addNewHighlighted ? 'send-recipient-key-hint' : undefined}
        aria-busy={loading || undefined}
      >
        <option value="" disabled hidden>
          {loading ? screenTexts.loadingRecipientsShort : screenTexts.selectRecipient}
        </option>
        <option value={ADD_NEW}>{screenTexts.addNewRecipient}</option>
        {recipients?.map((recipient) => (
          <option key={recipient.id} value={String(recipient.id)}>
            {recipient.name} ({recipient.bankName})
          </option>
        ))}
      </NativeSelect>
      {chosen && (
        // A long bank name is cut in the closed select: here it is in full, with the account's end.
        <p data-testid="chosen-recipient" className="break-words text-sm text-fg-muted">
          {chosen.bankName} · {maskAccountNumber(chosen.accountNumber)}
        </p>
      )}
      {addNewHighlighted && (
        <p id="send-recipient-key-hint" className="text-sm text-fg-muted">
          {screenTexts.addNewRecipientKeyHint}
        </p>
      )}
      {failed && (
        <p role="alert" className="flex items-center justify-between gap-2 text-sm font-medium text-danger">
          {screenTexts.recipientsLoadFailed}
          <Button variant="link" className="text-sm" onClick={onRetry}>
            {screenTexts.tryAgain}
          </Button>
        </p>
      )}
    </div>
  );
}
