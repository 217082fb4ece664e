import { Fingerprint } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../domain/schemas/auth';
import { passkeyTexts as t } from '../../../../domain/passkey-texts';
import { meQueryKey } from '../../auth/api/get-me';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api-client';
import { failureDetail } from '../../lib/form-helpers';
import { authenticateWithPasskey, isCancelled, passkeysSupported } from './webauthn';

/**
 * Steps up the signed-in session with one of the account's passkeys (the session's second factor is
 * then "now"), for the operators' walkthrough: onDone runs once the server has accepted it.
 */
export function PasskeyStepUpButton({ onDone, className }: { onDone?: (user: User) => void; className?: string }) {
  const queryClient = useQueryClient();
  const stepUp = useMutation({
    mutationFn: () => authenticateWithPasskey(),
    onSuccess: (user) => {
      queryClient.setQueryData<User | null>(meQueryKey, user);
      // What was refused for want of a second factor can be asked again.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    },
  });

  if (!passkeysSupported()) return null;

  const onClick = async () => {
    try {
      const user = await stepUp.mutateAsync();
      toast({ title: t.steppedUp, variant: 'success' });
      onDone?.(user);
    } catch (error) {
      if (isCancelled(error)) return;
      toast({ title: serverMessageOf(error) ?? t.failed, description: failureDetail(error), variant: 'destructive' });
    }
  };

  return (
    <Button className={className ?? 'w-full'} disabled={stepUp.isPending} onClick={() => void onClick()}>
      <Fingerprint aria-hidden />
      {stepUp.isPending ? t.signingIn : t.stepUp}
    </Button>
  );
}
