import { useEffect, useRef, useState, type FormEvent } from 'react';
import { secondFactorTexts } from '../../../domain/second-factor-texts';
import { toasts } from '../../../domain/messages';
import { Button } from '../components/ui/button';
import { toast } from '../components/ui/use-toast';
import { serverMessageOf, isApiError } from '../lib/api-client';
import { failureDetail } from '../lib/form-helpers';
import { logout } from './api/logout';
import { useSecondFactor } from './api/second-factor';
import type { SecondFactorMethod } from '../../../domain/schemas/second-factor';
import { PasskeySecondStep } from '../security/passkeys/PasskeySecondStep';
import { SecondFactorCodeField } from '../components/second-factor-code-field';

type Mode = 'totp' | 'recovery';

/**
 * The sign-in's second step (issue 18), shown after the password of an account with an
 * authenticator app: a 6-digit code, or one of the recovery codes. Loaded only when needed, so the
 * sign-in entry bundle stays within its budget.
 */
export function SecondFactorForm({ onBack, methods = ['totp'] }: { onBack: () => void; methods?: SecondFactorMethod[] }) {
  const hasCode = methods.includes('totp');
  const [mode, setMode] = useState<Mode>('totp');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const secondFactor = useSecondFactor();
  const id = mode === 'totp' ? 'second-factor-code' : 'second-factor-recovery';

  useEffect(() => input.current?.focus(), [mode]);

  function back() {
    // Ends the waiting session on the server too; the form returns whatever the answer.
    void logout().catch(() => undefined);
    onBack();
  }

  if (!hasCode) {
    // A passkey is the account's only second factor.
    return (
      <div className="space-y-5" role="group" aria-labelledby="second-factor-title">
        <h2 id="second-factor-title" className="text-lg font-semibold">
          {secondFactorTexts.stepTitle}
        </h2>
        <PasskeySecondStep onBack={onBack} />
        <Button variant="link" className="text-sm font-semibold" onClick={() => back()}>
          {secondFactorTexts.backToSignIn}
        </Button>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (secondFactor.isPending) return;
    if (code.trim() === '') {
      setError(secondFactorTexts.codeRequired);
      input.current?.focus();
      return;
    }
    try {
      await secondFactor.mutateAsync({ code });
      toast({ ...toasts.welcomeBack, variant: 'success' });
    } catch (failure) {
      if (isApiError(failure, 400)) {
        setError(serverMessageOf(failure));
        input.current?.select();
        return;
      }
      if (isApiError(failure, 401)) {
        // The waiting sign-in expired (10 minutes): start again with the password.
        onBack();
      }
      toast({ ...toasts.signInFailed, description: failureDetail(failure), variant: 'destructive' });
    }
  };

  const switchMode = () => {
    setMode(mode === 'totp' ? 'recovery' : 'totp');
    setCode('');
    setError(undefined);
  };


  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-labelledby="second-factor-title">
      <h2 id="second-factor-title" className="text-lg font-semibold">
        {secondFactorTexts.stepTitle}
      </h2>
      <SecondFactorCodeField
        id={id}
        mode={mode}
        label={mode === 'totp' ? secondFactorTexts.totpLabel : secondFactorTexts.recoveryLabel}
        hint={mode === 'recovery' ? secondFactorTexts.recoveryHint : undefined}
        error={error}
        value={code}
        inputRef={input}
        onChange={(value) => {
          setCode(value);
          setError(undefined);
        }}
      />
      <Button type="submit" className="w-full" disabled={secondFactor.isPending}>
        {secondFactor.isPending ? secondFactorTexts.verifying : secondFactorTexts.verify}
      </Button>
      {methods.includes('passkey') && <PasskeySecondStep onBack={onBack} variant="secondary" />}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="link" className="text-sm font-semibold" onClick={switchMode}>
          {mode === 'totp' ? secondFactorTexts.useRecoveryCode : secondFactorTexts.useAuthenticator}
        </Button>
        <Button variant="link" className="text-sm font-semibold" onClick={back}>
          {secondFactorTexts.backToSignIn}
        </Button>
      </div>
    </form>
  );
}
