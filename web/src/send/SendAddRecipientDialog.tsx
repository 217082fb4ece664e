import type { FormEvent } from 'react';
import { screenTexts, screenToasts, texts } from '../../../domain/messages';
import {
  createRecipientRequestSchema,
  SEND_FORM_RELATIONSHIPS,
  type Recipient,
} from '../../../domain/schemas/recipient';
import { Button } from '../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog';
import { toast } from '../components/ui/use-toast';
import { isApiError } from '../lib/api-client';
import { failureDetail, firstMissing, showServerFieldErrors } from '../lib/form-helpers';
import { useSchemaForm } from '../lib/use-schema-form';
import { isIfscError, useCreateRecipient } from '../recipients/api/create-recipient';
import { EMPTY_RECIPIENT, RECIPIENT_FIELDS, RecipientFields, recipientRequest, REQUIRED_RECIPIENT_FIELDS } from '../recipients/RecipientFields';
import { useIfscAutofill } from '../recipients/use-ifsc-autofill';

interface SendAddRecipientDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The saved recipient, to be selected. */
  onAdded: (recipient: Recipient) => void;
  /** Opened from a select, not a trigger button: where focus goes back when it closes. */
  returnFocusTo: string;
}

/**
 * The send screen's add-recipient form (docs/product.md § Send money): all five fields required, an IFSC
 * refusal and any other failure each with their toast; success closes it and selects the recipient.
 */
export function SendAddRecipientDialog({ open, onOpenChange, onAdded, returnFocusTo }: SendAddRecipientDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          document.getElementById(returnFocusTo)?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{screenTexts.addNewRecipient}</DialogTitle>
          <DialogDescription>{screenTexts.addNewRecipientHint}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: closing clears the form. */}
        <SendAddRecipientForm onAdded={onAdded} />
      </DialogContent>
    </Dialog>
  );
}

function SendAddRecipientForm({ onAdded }: { onAdded: (recipient: Recipient) => void }) {
  const form = useSchemaForm({ initialValues: EMPTY_RECIPIENT, schema: createRecipientRequestSchema });
  const ifsc = useIfscAutofill(form);
  const createRecipient = useCreateRecipient();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React events bubble through portals: keep this submit away from the send form behind the dialog.
    event.stopPropagation();
    if (createRecipient.isPending) return;
    // A known IFSC's bank name may be left empty: the server fills it in.
    const required = REQUIRED_RECIPIENT_FIELDS.filter((name) => name !== 'bankName' || ifsc.status !== 'known');
    const missing = firstMissing(form.values, required.map((name) => ({ name })));
    if (missing) {
      toast({ ...screenToasts.missingInformation });
      form.focus(missing);
      return;
    }
    try {
      const recipient = await createRecipient.mutateAsync(recipientRequest(form.values));
      toast({ ...screenToasts.recipientAdded, variant: 'success' });
      onAdded(recipient);
    } catch (error) {
      showServerFieldErrors(form.setError, error, RECIPIENT_FIELDS, 'accountNumber');
      if (isIfscError(error)) {
        toast({ ...screenToasts.invalidIfsc, variant: 'destructive' });
        return;
      }
      // A duplicate says so; a lost connection says so; anything else gets the wording of
      // docs/product.md § Send money.
      const detail = isApiError(error, 409) ? error.serverMessage : failureDetail(error);
      toast({ ...screenToasts.checkRecipientDetails, description: detail ?? screenToasts.checkRecipientDetails.description, variant: 'destructive' });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <RecipientFields idPrefix="send-add" register={form.register} errors={form.errors} relationships={SEND_FORM_RELATIONSHIPS} ifsc={ifsc} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{texts.cancel}</Button>
        </DialogClose>
        <Button type="submit" disabled={createRecipient.isPending}>
          {createRecipient.isPending ? screenTexts.adding : screenTexts.addRecipient}
        </Button>
      </DialogFooter>
    </form>
  );
}
