import { screenTexts, texts, toasts } from '../../../domain/messages';
import { useForgotPassword } from '../auth/api/forgot-password';
import { useCurrentUser } from '../auth/current-user';
import { Button } from '../components/ui/button';
import { DialogClose, DialogFooter } from '../components/ui/dialog';
import { toast } from '../components/ui/use-toast';
import { failureDetail } from '../lib/form-helpers';

/** What the Account Settings rows open: real facts and actions, nothing pretended. */

/** Change Password: done through the emailed reset link, which this can send to the user's email. */
export function ChangePasswordSheet({ close }: { close: () => void }) {
  const user = useCurrentUser();
  const forgotPassword = useForgotPassword();
  const send = async () => {
    try {
      const answer = await forgotPassword.mutateAsync({ email: user.email });
      toast({ ...toasts.resetLinkSent, description: answer.message, variant: 'success' });
      close();
    } catch (error) {
      toast({ ...toasts.resetLinkFailed, description: failureDetail(error) ?? toasts.resetLinkFailed.description, variant: 'destructive' });
    }
  };
  return (
    <>
      <p className="text-base [overflow-wrap:anywhere]">{screenTexts.changePasswordSteps(user.email)}</p>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{texts.cancel}</Button>
        </DialogClose>
        <Button disabled={forgotPassword.isPending} onClick={() => void send()}>
          {forgotPassword.isPending ? texts.sendingResetLink : texts.sendResetLink}
        </Button>
      </DialogFooter>
    </>
  );
}
