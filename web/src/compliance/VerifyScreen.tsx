import { CircleCheck, Clock, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { complianceTexts } from '../../../domain/compliance-texts';
import { LoadError } from '../components/load-error';
import { ScreenHeader } from '../components/screen-header';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { useCurrentUser } from '../auth/current-user';
import { EmailFirstNotice } from '../security/EmailFirstNotice';
import { useLimits } from './api/get-limits';
import { BackLink } from '../components/back-link';
import { VerifyForm } from './VerifyForm';

/**
 * Verify your identity (/profile/verify): the form while nothing is pending or verified; after
 * sending, and whenever a verification is already pending or done, that state in plain words.
 */
export function VerifyScreen() {
  const limits = useLimits();
  const user = useCurrentUser();
  const [sent, setSent] = useState(false);
  const status = sent ? 'pending' : limits.data?.verification;

  return (
    <>
      <BackLink href="/profile/limits" label={complianceTexts.limitsTitle} />
      <ScreenHeader title={complianceTexts.verifyTitle} />
      {limits.isPending && !sent ? (
        <p role="status" className="flex items-center justify-center gap-2 py-10 text-fg-muted">
          <LoaderCircle aria-hidden className="size-5 animate-spin-slow text-primary" />
          {complianceTexts.limitsLoading}
        </p>
      ) : limits.isError && !sent ? (
        <LoadError message={complianceTexts.limitsLoadFailed} retrying={limits.isFetching} onRetry={() => void limits.refetch()} />
      ) : status === 'pending' || status === 'verified' ? (
        <Done status={status} justSent={sent} />
      ) : !user.emailVerified ? (
        // Issue 18: the server refuses a verification before the email is verified; say so first.
        <EmailFirstNotice />
      ) : (
        <>
          <p className="mb-6 text-fg-muted">{complianceTexts.verifyIntro}</p>
          <VerifyForm onSubmitted={() => setSent(true)} />
        </>
      )}
    </>
  );
}

function Done({ status, justSent }: { status: 'pending' | 'verified'; justSent: boolean }) {
  const Icon = status === 'pending' ? Clock : CircleCheck;
  const heading = useRef<HTMLHeadingElement>(null);
  // Sent from the bottom of a long form: the answer is shown from the top, and focus goes to it.
  useEffect(() => {
    if (!justSent) return;
    window.scrollTo(0, 0);
    heading.current?.focus();
  }, [justSent]);
  const text =
    status === 'verified'
      ? complianceTexts.alreadyVerifiedText
      : justSent
        ? complianceTexts.verificationPendingText
        : complianceTexts.alreadyPendingText;
  return (
    <Card aria-labelledby="verify-done" className="flex flex-col items-center gap-3 p-6 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary">
        <Icon aria-hidden className="size-7" />
      </span>
      {/* Announced when it replaces the form after sending. */}
      <div role="status" className="space-y-3">
        <h2 id="verify-done" ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {status === 'pending' ? complianceTexts.verificationPendingTitle : complianceTexts.verificationNames.verified}
        </h2>
        <p className="text-fg-muted">{text}</p>
      </div>
      <Button asChild className="mt-2 w-full">
        <Link href="/profile/limits">{complianceTexts.seeLimits}</Link>
      </Button>
    </Card>
  );
}
