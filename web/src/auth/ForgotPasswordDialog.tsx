import type { FormEvent } from 'react';
import { texts, toasts } from '../../../domain/messages';
import { forgotPasswordRequestSchema } from '../../../domain/schemas/auth';
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
import { Field, fieldProps } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { toast } from '../components/ui/use-toast';
import { useSchemaForm } from '../lib/use-schema-form';
import { useForgotPassword } from './api/forgot-password';
import { firstMissing } from '../lib/form-helpers';

interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Pre-fills the email (e.g. what was typed on the sign-in form). */
  defaultEmail?: string;
}

/**
 * "Reset Password": asks for the account's email and sends a reset link
 * (docs/product.md § Sign in and sign up; docs/api.md § Auth).
 */
export function ForgotPasswordDialog({ open, onOpenChange, defaultEmail = '' }: ForgotPasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{texts.resetPasswordTitle}</DialogTitle>
          <DialogDescription>{texts.forgotPasswordHint}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts with a fresh form. */}
        <ForgotPasswordForm defaultEmail={defaultEmail} onSent={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ForgotPasswordForm({ defaultEmail, onSent }: { defaultEmail: string; onSent: () => void }) {
  const form = useSchemaForm({ initialValues: { email: defaultEmail.trim() }, schema: forgotPasswordRequestSchema });
  const forgotPassword = useForgotPassword();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React events bubble through portals: keep this submit away from any form around the dialog.
    event.stopPropagation();
    if (forgotPassword.isPending) return;
    if (firstMissing(form.values, [{ name: 'email' }])) {
      toast({ ...toasts.emailRequired });
      form.focus('email');
      return;
    }
    const data = await form.validate();
    if (!data) return;
    try {
      const answer = await forgotPassword.mutateAsync(data);
      toast({ ...toasts.resetLinkSent, description: answer.message, variant: 'success' });
      onSent();
    } catch {
      toast({ ...toasts.resetLinkFailed, variant: 'destructive' });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Field id="forgot-email" label={texts.email} error={form.errors.email}>
        <Input
          {...fieldProps('forgot-email', form.errors.email)}
          {...form.register('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{texts.cancel}</Button>
        </DialogClose>
        <Button type="submit" disabled={forgotPassword.isPending}>
          {forgotPassword.isPending ? texts.sendingResetLink : texts.sendResetLink}
        </Button>
      </DialogFooter>
    </form>
  );
}
