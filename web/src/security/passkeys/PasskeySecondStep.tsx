import { Fingerprint } from 'lucide-react';
import { passkeyTexts as t } from '../../../../domain/passkey-texts';
import { toasts } from '../../../../domain/messages';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { isApiError, serverMessageOf } from '../../lib/api-client';
import { failureDetail } from '../../lib/form-helpers';
import { usePasskeySignIn } from './api';
import { isCancelled } from './webauthn';

/**
 * The sign-in's second step with a passkey: "Use a passkey" finishes the waiting sign-in (the
 * server replaces the waiting session with a full one). Part of the second step's own chunk.
 */
export function PasskeySecondStep({ onBack, variant = 'primary' }: { onBack: () => void; variant?: 'primary' | 'secondary' }) {
  const passkey = usePasskeySignIn();
  const onClick = async () => {
    try {
      await passkey.mutateAsync({});
      toast({ ...toasts.welcomeBack, variant: 'success' });
    } catch (error) {
      if (isCancelled(error)) return;
      // The waiting sign-in expired (10 minutes): start again with the password.
      if (isApiError(error, 401)) onBack();
      toast({ ...toasts.signInFailed, description: serverMessageOf(error) ?? failureDetail(error), variant: 'destructive' });
    }
  };
  return (
    <Button variant={variant} className="w-full" disabled={passkey.isPending} onClick={() => void onClick()}>
      <Fingerprint aria-hidden />
      {passkey.isPending ? t.signingIn : t.usePasskey}
    </Button>
  );
}
