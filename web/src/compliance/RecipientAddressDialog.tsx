import type { FormEvent } from 'react';
import { complianceTexts, complianceToasts } from '../../../domain/compliance-texts';
import { texts } from '../../../domain/messages';
import { recipientAddressSchema, type Recipient } from '../../../domain/schemas/recipient';
import { Button } from '../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { toast } from '../components/ui/use-toast';
import { serverMessageOf } from '../lib/api-client';
import { failureDetail, showServerFieldErrors } from '../lib/form-helpers';
import { useSchemaForm } from '../lib/use-schema-form';
import { RecipientAddressFields } from '../recipients/RecipientFields';
import { useUpdateRecipientAddress } from './api/update-recipient-address';

interface RecipientAddressDialogProps {
  recipient: Recipient;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (recipient: Recipient) => void;
}

/** A recipient's Address, City and State (the travel rule: transfers of 1,000 CAD or more need them). */
export function RecipientAddressDialog({ recipient, open, onOpenChange, onSaved }: RecipientAddressDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{complianceTexts.editAddressLabel(recipient.name)}</DialogTitle>
          <DialogDescription>{complianceTexts.recipientAddressIntro}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: each opening starts from the saved address. */}
        <AddressForm
          recipient={recipient}
          onSaved={(saved) => {
            onOpenChange(false);
            onSaved?.(saved);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

const FIELDS = ['address', 'city', 'state'] as const;

function AddressForm({ recipient, onSaved }: { recipient: Recipient; onSaved: (recipient: Recipient) => void }) {
  const form = useSchemaForm({
    initialValues: { address: recipient.address ?? '', city: recipient.city ?? '', state: recipient.state ?? '' },
    schema: recipientAddressSchema,
  });
  const update = useUpdateRecipientAddress(recipient.id);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Opened over the send form or the recipients list: this submit stays in the dialog.
    event.stopPropagation();
    if (update.isPending) return;
    const parsed = await form.validate();
    if (!parsed) return;
    try {
      const saved = await update.mutateAsync(parsed.address ? parsed : { city: parsed.city, state: parsed.state });
      toast({ ...complianceToasts.recipientAddressSaved, variant: 'success' });
      onSaved(saved);
    } catch (error) {
      showServerFieldErrors(form.setError, error, FIELDS);
      toast({
        ...complianceToasts.recipientAddressFailed,
        description: serverMessageOf(error) ?? failureDetail(error) ?? complianceToasts.recipientAddressFailed.description,
        variant: 'destructive',
      });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <RecipientAddressFields idPrefix={`recipient-${recipient.id}`} register={form.register} errors={form.errors} titled={false} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{texts.cancel}</Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? complianceTexts.savingAddress : complianceTexts.saveAddress}
        </Button>
      </DialogFooter>
    </form>
  );
}
