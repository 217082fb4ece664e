import { Gauge, ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { IDENTITY_THRESHOLD_CAD } from '../../../domain/compliance';
import { complianceTexts, complianceToasts } from '../../../domain/compliance-texts';
import { formatCad } from '../../../domain/format';
import { compareDecimal } from '../../../domain/money';
import { limitNoticeFor, remainingNow, type LimitNotice } from '../../../domain/limit-notice';
import type { ToastText } from '../../../domain/messages';
import { useLimits } from './api/get-limits';

/**
 * The customer's limits as they bear on the amount being typed: what may be sent now, whether
 * this amount needs a verified identity or is past a limit, and the smallest amount a transfer may
 * carry. Undefined while the limits load or when they could not be loaded (the server decides
 * then, and says so).
 */
export function useLimitNotice(amount: string | undefined) {
  const limits = useLimits();
  if (!limits.data) return { remaining: undefined, notice: undefined, minimum: undefined };
  return { remaining: remainingNow(limits.data), notice: limitNoticeFor(amount, limits.data), minimum: limits.data.minimumPerTransfer };
}

/** The toast when Continue is pressed with an amount the notice already refuses. */
export function limitNoticeToast(notice: LimitNotice): ToastText {
  return notice.kind === 'needsVerification'
    ? complianceToasts.amountNeedsVerification
    : { ...complianceToasts.amountOverLimit, description: complianceTexts.overLimit(formatCad(notice.remaining)) };
}

/** "You can send up to $X now", under the amount. */
export function RemainingLine({ id, remaining }: { id: string; remaining: string | undefined }) {
  if (remaining === undefined) return null;
  return (
    <p id={id} className="text-sm font-medium text-fg">
      {compareDecimal(remaining, '0') > 0 ? complianceTexts.canSendNow(formatCad(remaining)) : complianceTexts.limitReached}
    </p>
  );
}

/** Said before Continue: this amount needs a verified identity (with the way to it), or is past a limit. */
export function SendLimitNotice({ notice }: { notice: LimitNotice | undefined }) {
  return (
    // A live region that stays mounted, so a notice appearing as the amount is typed is announced.
    <div aria-live="polite">
      {notice && (
        <div className="flex gap-3 rounded-md border border-accent bg-surface p-4 text-sm">
          {notice.kind === 'needsVerification' ? (
            <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
          ) : (
            <Gauge aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
          )}
          <div className="space-y-2">
            <p>{noticeText(notice)}</p>
            {notice.kind === 'needsVerification' && notice.verification !== 'pending' && (
              <Link href="/profile/verify" className="inline-flex min-h-tap items-center font-semibold text-primary underline underline-offset-4">
                {complianceTexts.verifyLink}
              </Link>
            )}
            {notice.kind === 'needsVerification' && notice.verification === 'pending' && (
              <Link href="/profile/limits" className="inline-flex min-h-tap items-center font-semibold text-primary underline underline-offset-4">
                {complianceTexts.seeLimits}
              </Link>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function noticeText(notice: LimitNotice): string {
  if (notice.kind === 'overLimit') return complianceTexts.overLimit(formatCad(notice.remaining));
  if (notice.verification === 'pending') return complianceTexts.needsVerificationPending;
  if (notice.verification === 'rejected') return complianceTexts.needsVerificationRejected;
  return complianceTexts.needsVerification(formatCad(IDENTITY_THRESHOLD_CAD));
}
