import { MailWarning } from 'lucide-react';
import { securityTexts } from '../../../domain/security-texts';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { toast } from '../components/ui/use-toast';
import { serverMessageOf } from '../lib/api-client';
import { failureDetail } from '../lib/form-helpers';
import { useResendVerification } from './api/verify-email';

/** Verify your identity, before the email is verified: what to do first, and a new link on request. */
export function EmailFirstNotice() {
  const resend = useResendVerification();
  const send = async () => {
    try {
      const answer = await resend.mutateAsync();
      toast({ title: answer.message, variant: 'success' });
    } catch (error) {
      toast({ title: serverMessageOf(error) ?? failureDetail(error) ?? securityTexts.verifyNeedsEmail, variant: 'destructive' });
    }
  };
  return (
    <Card aria-labelledby="email-first" className="flex flex-col items-center gap-3 p-6 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary">
        <MailWarning aria-hidden className="size-7" />
      </span>
      <h2 id="email-first" className="text-xl font-semibold">
        {securityTexts.verifyEmailTitle}
      </h2>
      <p className="text-fg-muted">{securityTexts.verifyNeedsEmail}</p>
      <Button className="mt-2 w-full" disabled={resend.isPending} onClick={() => void send()}>
        {resend.isPending ? securityTexts.resending : securityTexts.resendLink}
      </Button>
    </Card>
  );
}
