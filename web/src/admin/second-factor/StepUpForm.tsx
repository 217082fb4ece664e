import { useEffect, useRef, useState, type FormEvent } from 'react';
import { adminSecondFactorTexts as t } from '../../../../domain/messages';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { isApiError, serverMessageOf } from '../../lib/api-client';
import { failureDetail } from '../../lib/form-helpers';
import { useStepUp } from './api';
import { SecondFactorCodeField } from '../../components/second-factor-code-field';

type Mode = 'totp' | 'recovery';

/**
 * The desk's step-up (issue 18): a code from the authenticator app, or one recovery code, completes
 * the second factor on this signed-in session; `onDone` runs once the server has accepted it.
 */
export function StepUpForm({ onDone }: { onDone: () => void }) {
  const [mode, setMode] = useState<Mode>('totp');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const stepUp = useStepUp();
  const id = mode === 'totp' ? 'step-up-code' : 'step-up-recovery';
  const hint = mode === 'recovery' ? t.recoveryHint : undefined;
  const firstRender = useRef(true);

  // Focus follows a switch between app and recovery code, not the first render (the heading leads).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    input.current?.focus();
  }, [mode]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (stepUp.isPending) return;
    if (code.trim() === '') {
      setError(t.codeRequired);
      input.current?.focus();
      return;
    }
    try {
      await stepUp.mutateAsync({ code });
      toast({ title: t.confirmedToast, variant: 'success' });
      onDone();
    } catch (failure) {
      if (isApiError(failure, 400)) {
        setError(serverMessageOf(failure));
        input.current?.select();
        return;
      }
      toast({ title: serverMessageOf(failure) ?? t.confirmFailed, description: failureDetail(failure), variant: 'destructive' });
    }
  };

  const switchMode = () => {
    setMode(mode === 'totp' ? 'recovery' : 'totp');
    setCode('');
    setError(undefined);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <SecondFactorCodeField
        id={id}
        mode={mode}
        label={mode === 'totp' ? t.totpLabel : t.recoveryLabel}
        hint={hint}
        error={error}
        value={code}
        inputRef={input}
        onChange={(value) => {
          setCode(value);
          setError(undefined);
        }}
      />
      <Button type="submit" className="w-full" disabled={stepUp.isPending}>
        {stepUp.isPending ? t.confirming : t.confirm}
      </Button>
      <Button variant="link" className="text-sm font-semibold" onClick={switchMode}>
        {mode === 'totp' ? t.useRecoveryCode : t.useAuthenticator}
      </Button>
    </form>
  );
}
