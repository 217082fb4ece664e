import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { screenTexts, screenToasts, texts } from '../../../domain/messages';
import {
  createRecipientRequestSchema,
  RECIPIENTS_FORM_RELATIONSHIPS,
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
  DialogTrigger,
} from '../components/ui/dialog';
import { toast } from '../components/ui/use-toast';
import { serverMessageOf } from '../lib/api-client';
import { failureDetail, showServerFieldErrors } from '../lib/form-helpers';
import { useSchemaForm } from '../lib/use-schema-form';
import { useCreateRecipient } from './api/create-recipient';
import { EMPTY_RECIPIENT, RECIPIENT_FIELDS, RecipientFields, recipientRequest } from './RecipientFields';
import { useIfscAutofill } from './use-ifsc-autofill';

/**
 * The recipients screen's "Add New Recipient" (docs/product.md § Recipients): no checks of its own, the
 * server's messages under the fields, "Adding..." while saving; success closes the dialog and resets the
 * form.
 */
export function AddRecipientDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className="w-full">
          <Plus aria-hidden />
          {screenTexts.addNewRecipient}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{screenTexts.addNewRecipient}</DialogTitle>
          <DialogDescription>{screenTexts.addNewRecipientHint}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: every opening starts with an empty form. */}
        <AddRecipientForm onAdded={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AddRecipientForm({ onAdded }: { onAdded: () => void }) {
  const form = useSchemaForm({ initialValues: EMPTY_RECIPIENT, schema: createRecipientRequestSchema });
  const ifsc = useIfscAutofill(form);
  const createRecipient = useCreateRecipient();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (createRecipient.isPending) return;
    try {
      await createRecipient.mutateAsync(recipientRequest(form.values));
      toast({ ...screenToasts.recipientAdded, variant: 'success' });
      onAdded();
    } catch (error) {
      showServerFieldErrors(form.setError, error, RECIPIENT_FIELDS, 'accountNumber');
      toast({
        ...screenToasts.addRecipientFailed,
        description: serverMessageOf(error) ?? failureDetail(error) ?? screenToasts.addRecipientFailed.description,
        variant: 'destructive',
      });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <RecipientFields
        idPrefix="recipients-add"
        register={form.register}
        errors={form.errors}
        relationships={RECIPIENTS_FORM_RELATIONSHIPS}
        ifsc={ifsc}
      />
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
