import { screenTexts } from '../../../domain/messages';
import type { Recipient } from '../../../domain/schemas/recipient';
import { Button } from '../components/ui/button';
import { Label } from '../components/ui/label';
import { NativeSelect } from '../components/ui/native-select';

/** The option that opens the add-recipient form instead of selecting anything. */
const ADD_NEW = 'add-new';

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
 * SPEC.md §2: the recipient dropdown, whose first option is "Add New Recipient". A native select:
 * the phone's own picker, and no positioning library in the bundle. Its placeholder is hidden from
 * the list, so the list starts with "Add New Recipient".
 */
export function RecipientPicker({ recipients, loading, failed, onRetry, value, onChange, onAddNew }: RecipientPickerProps) {
  // A recipient deleted elsewhere is no longer a choice.
  const selected = recipients?.some((recipient) => String(recipient.id) === value) ? value : '';
  return (
    <div className="space-y-1.5">
      <Label htmlFor="send-recipient">{screenTexts.recipient}</Label>
      <NativeSelect
        id="send-recipient"
        value={selected}
        // Choosing "Add New Recipient" opens the form; the select keeps showing the current choice.
        onChange={(event) => (event.target.value === ADD_NEW ? onAddNew() : onChange(event.target.value))}
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
