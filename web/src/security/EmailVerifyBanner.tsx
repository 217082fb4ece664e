import { MailCheck } from 'lucide-react';
import { securityTexts } from '../../../domain/security-texts';
import { useCurrentUser } from '../auth/current-user';
import { Button } from '../components/ui/button';
import { toast } from '../components/ui/use-toast';
import { serverMessageOf } from '../lib/api-client';
import { failureDetail } from '../lib/form-helpers';
import { useResendVerification } from './api/verify-email';

/** A quiet note above every signed-in screen until the email is verified, with a way to get a new link. */
export function EmailVerifyBanner() {
  const user = useCurrentUser();
  const resend = useResendVerification();
  if (user.emailVerified) return null;
  const send = async () => {
    try {
      const answer = await resend.mutateAsync();
      toast({ title: answer.message, variant: 'success' });
    } catch (error) {
      toast({ title: serverMessageOf(error) ?? failureDetail(error) ?? securityTexts.verifyBanner, variant: 'destructive' });
    }
  };
  return (
    <aside
      aria-label={securityTexts.verifyEmailTitle}
      className="mb-4 flex items-start gap-3 rounded-md border border-border bg-surface-muted px-3 py-2 text-sm"
    >
      <MailCheck aria-hidden className="mt-0.5 size-4.5 shrink-0 text-primary" />
      {/* The link under the text, not beside it: in French the two side by side left one word per line (issue 34). */}
      <div className="min-w-0 flex-1">
        <p>{securityTexts.verifyBanner}</p>
        <Button variant="link" className="-ml-1 text-sm font-semibold" disabled={resend.isPending} onClick={() => void send()}>
          {resend.isPending ? securityTexts.resending : securityTexts.resendLink}
        </Button>
      </div>
    </aside>
  );
}
