import { useState, type FormEvent } from 'react';
import { RECORD_RETENTION_YEARS } from '../../../domain/constants';
import { complianceTexts, complianceToasts } from '../../../domain/compliance-texts';
import { texts, validation } from '../../../domain/messages';
import { Button } from '../components/ui/button';
import { DialogClose, DialogFooter } from '../components/ui/dialog';
import { Field, fieldProps } from '../components/ui/field';
import { PasswordInput } from '../components/ui/password-input';
import { toast } from '../components/ui/use-toast';
import { isApiError, serverMessageOf } from '../lib/api-client';
import { failureDetail } from '../lib/form-helpers';
import { useCloseAccount } from './api/close-account';

/**
 * Profile → Close account: what closing means (signed out everywhere, no new transfers, records
 * kept as the law requires), the password to confirm it, then the sign-in screen.
 */
export function CloseAccountForm() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const closeAccount = useCloseAccount({
    onClosed: (message) => toast({ ...complianceToasts.accountClosed, description: message || complianceToasts.accountClosed.description, variant: 'success' }),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog is a portal inside the Profile screen: keep this submit to itself.
    event.stopPropagation();
    if (closeAccount.isPending) return;
    if (password === '') {
      setError(validation.passwordRequired);
      return;
    }
    try {
      await closeAccount.mutateAsync(password);
    } catch (failure) {
      // A wrong password (or any refusal of the input) is said under the field; the rest in a toast.
      if (isApiError(failure) && failure.status < 500 && failure.status !== 429 && failure.serverMessage) {
        setError(failure.serverMessage);
        return;
      }
      toast({ ...complianceToasts.closeAccountFailed, description: failureDetail(failure) ?? serverMessageOf(failure), variant: 'destructive' });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <p className="text-sm font-medium">{complianceTexts.closeAccountRecords(RECORD_RETENTION_YEARS)}</p>
      <p className="text-sm text-fg-muted">{complianceTexts.closeAccountPending}</p>
      <Field id="close-account-password" label={complianceTexts.closeAccountPassword} error={error} hint={complianceTexts.closeAccountPasswordHint}>
        <PasswordInput
          {...fieldProps('close-account-password', error, complianceTexts.closeAccountPasswordHint)}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
          }}
          autoComplete="current-password"
        />
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{texts.cancel}</Button>
        </DialogClose>
        <Button type="submit" variant="danger" disabled={closeAccount.isPending}>
          {closeAccount.isPending ? complianceTexts.closingAccount : complianceTexts.closeAccountConfirm}
        </Button>
      </DialogFooter>
    </form>
  );
}
