import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fingerprint } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { secondFactorStatusSchema } from '../../../../domain/schemas/second-factor';
import { securityTexts as t } from '../../../../domain/security-texts';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field, fieldProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { toast } from '../../components/ui/use-toast';
import { getQueryFn, isApiError, serverMessageOf } from '../../lib/api-client';
import { failureDetail } from '../../lib/form-helpers';
import { isCancelled, passkeysSupported } from '../passkeys/webauthn';
import { reauthenticate, reauthenticateWithPasskey } from './api';

/** GET /api/auth/second-factor, as the admin desk reads it: which proofs besides the password the account has. */
const secondFactorStatusQueryKey = ['/api/auth/second-factor'] as const;

type Mode = 'password' | 'code';

/**
 * "Confirm it is you" (issue 32): the password, or one of the account's passkeys, or a code from
 * its authenticator app (or a recovery code). A passkey or a code also steps the session up, so
 * what the desk shows of the second factor is read again.
 */
export function ReauthenticateDialog({ open, onConfirmed, onCancel }: { open: boolean; onConfirmed: () => void; onCancel: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      {/* A new form (empty, password first) each time the dialog opens. */}
      <DialogContent>{open && <ReauthenticateForm onConfirmed={onConfirmed} onCancel={onCancel} />}</DialogContent>
    </Dialog>
  );
}

function ReauthenticateForm({ onConfirmed, onCancel }: { onConfirmed: () => void; onCancel: () => void }) {
  const queryClient = useQueryClient();
  // Read afresh each time it opens: a passkey or an app may have been added since.
  const status = useQuery({ queryKey: secondFactorStatusQueryKey, queryFn: getQueryFn({ schema: secondFactorStatusSchema }), staleTime: 0 });
  const methods = status.data?.methods ?? [];
  const [mode, setMode] = useState<Mode>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = mode === 'password' ? 'reauth-password' : 'reauth-code';

  const confirmed = (steppedUp: boolean) => {
    if (steppedUp) void queryClient.invalidateQueries({ queryKey: secondFactorStatusQueryKey });
    onConfirmed();
  };

  const failed = (failure: unknown) => {
    if (isApiError(failure, 400) || isApiError(failure, 429)) {
      setError(failure.fieldErrors?.[mode] ?? serverMessageOf(failure));
      input.current?.select();
      return;
    }
    toast({ title: serverMessageOf(failure) ?? t.reauthFailed, description: failureDetail(failure), variant: 'destructive' });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (value.trim() === '') {
      setError(mode === 'password' ? t.reauthPasswordRequired : t.reauthCodeRequired);
      input.current?.focus();
      return;
    }
    setPending(true);
    try {
      await reauthenticate(mode === 'password' ? { password: value } : { code: value });
      confirmed(mode === 'code');
    } catch (failure) {
      failed(failure);
    } finally {
      setPending(false);
    }
  };

  const withPasskey = async () => {
    if (pending) return;
    setPending(true);
    try {
      await reauthenticateWithPasskey();
      confirmed(true);
    } catch (failure) {
      if (!isCancelled(failure)) failed(failure);
    } finally {
      setPending(false);
    }
  };

  const onChange = (next: string) => {
    setValue(next);
    setError(undefined);
  };

  const switchMode = () => {
    setMode(mode === 'password' ? 'code' : 'password');
    setValue('');
    setError(undefined);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <DialogHeader>
        <DialogTitle>{t.reauthTitle}</DialogTitle>
        <DialogDescription>{t.reauthIntro}</DialogDescription>
      </DialogHeader>
      <Field id={id} label={mode === 'password' ? t.reauthPassword : t.reauthCode} error={error}>
        {mode === 'password' ? (
          <PasswordInput {...fieldProps(id, error)} ref={input} autoFocus value={value} onChange={(event) => onChange(event.target.value)} autoComplete="current-password" />
        ) : (
          <Input
            {...fieldProps(id, error)}
            ref={input}
            autoFocus
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            className="font-mono"
          />
        )}
      </Field>
      <div className="mt-3 flex flex-col items-start gap-1">
        {methods.includes('passkey') && passkeysSupported() && (
          <Button variant="link" className="text-sm font-semibold" disabled={pending} onClick={() => void withPasskey()}>
            <Fingerprint aria-hidden />
            {t.reauthUsePasskey}
          </Button>
        )}
        {methods.includes('totp') && (
          <Button variant="link" className="text-sm font-semibold" onClick={switchMode}>
            {mode === 'password' ? t.reauthUseCode : t.reauthUsePassword}
          </Button>
        )}
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel}>
          {t.reauthCancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t.reauthConfirming : t.reauthConfirm}
        </Button>
      </DialogFooter>
    </form>
  );
}
