import { formatCad, formatDateTime } from '../../../domain/format';
import { MAX_TRANSFER_CAD } from '../../../domain/constants';
import { screenTexts, texts, toasts } from '../../../domain/messages';
import { useForgotPassword } from '../auth/api/forgot-password';
import { useCurrentUser } from '../auth/current-user';
import { Button } from '../components/ui/button';
import { DialogClose, DialogFooter } from '../components/ui/dialog';
import { toast } from '../components/ui/use-toast';
import { failureDetail } from '../lib/form-helpers';

/** What the Account Settings rows open: real facts and actions, nothing pretended. */

function Facts({ rows }: { rows: { label: string; value: string }[] }) {
  return (
    <dl className="divide-y divide-border rounded-md border border-border">
      {rows.map((row) => (
        <div key={row.label} className="px-4 py-3">
          <dt className="text-sm text-fg-muted">{row.label}</dt>
          <dd className="font-semibold [overflow-wrap:anywhere]">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

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

/** Transfer Limits: the real per-transfer maximum. */
export function TransferLimitsSheet() {
  return (
    <>
      <Facts
        rows={[
          { label: screenTexts.transferLimitsPerTransfer, value: screenTexts.transferLimitsValue(formatCad(MAX_TRANSFER_CAD)) },
          { label: screenTexts.payBy, value: screenTexts.payByValue },
        ]}
      />
      <p className="mt-4 text-sm text-fg-muted">{screenTexts.transferLimitsNote}</p>
    </>
  );
}

/** Verification Status: what the account holds, and that identity documents are not asked for (yet). */
export function VerificationSheet() {
  const user = useCurrentUser();
  return (
    <Facts
      rows={[
        { label: screenTexts.verificationEmail, value: user.email },
        { label: screenTexts.verificationCountry, value: user.country },
        { label: screenTexts.verificationMemberSince, value: formatDateTime(user.createdAt) },
        { label: screenTexts.verificationIdentity, value: screenTexts.verificationIdentityValue },
      ]}
    />
  );
}
