import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { securityMessages, securityTexts } from '../../../domain/security-texts';
import { AuthLayout } from '../auth/AuthLayout';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { serverMessageOf } from '../lib/api-client';
import { failureDetail } from '../lib/form-helpers';
import { usePageTitle } from '../lib/use-page-title';
import { useVerifyEmail } from './api/verify-email';

/**
 * /verify-email?token=…, opened from the sign-up mail, signed in or not: verifies at once and says
 * so; a used or expired link says how to get a new one (the banner in the app). Signed in, it sits
 * in the app's own frame, with the navigation (issue 34); signed out, on the sign-in page's.
 */
export function VerifyEmailScreen({ framed = false }: { framed?: boolean }) {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const verify = useVerifyEmail();
  const started = useRef(false);
  usePageTitle(securityTexts.verifyEmailTitle);

  useEffect(() => {
    // Once per page: a token is single use, and React may run effects twice in development.
    if (started.current || !token) return;
    started.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const problem = !token ? securityMessages.verifyTokenInvalid : verify.isError ? (serverMessageOf(verify.error) ?? failureDetail(verify.error)) : undefined;

  const card = (
    <Card>
      <CardContent className="space-y-4">
        <h1 className="text-xl font-bold">{securityTexts.verifyEmailTitle}</h1>
        <div role="status">
          {problem ? (
            <p className="flex gap-3 rounded-md border border-danger/40 bg-danger-soft p-4 text-sm">
              <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />
              {problem}
            </p>
          ) : verify.isSuccess ? (
            <p className="flex items-center gap-2">
              <CircleCheck aria-hidden className="size-5 text-success" />
              {securityTexts.verifyEmailDone}
            </p>
          ) : (
            <p className="flex items-center gap-2 text-fg-muted">
              <LoaderCircle aria-hidden className="size-5 animate-spin-slow text-primary" />
              {securityTexts.verifyingEmail}
            </p>
          )}
        </div>
        {(verify.isSuccess || problem) && (
          <Button asChild className="w-full">
            <Link href="/">{securityTexts.continueToApp}</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
  return framed ? card : <AuthLayout brandIsHeading={false}>{card}</AuthLayout>;
}

/** The same, signed in: the app's frame is already around it. */
export function FramedVerifyEmailScreen() {
  return <VerifyEmailScreen framed />;
}
