import { lazy, Suspense } from 'react';
import { withTexts } from '../../../domain/texts/load-texts';
import { Route, Switch } from 'wouter';
import { useMe } from '../auth/api/get-me';
import { FullPageLoading } from '../components/full-page-loading';
import { SessionGate } from './SessionGate';

const ResetPasswordScreen = lazy(
  withTexts(['security-texts'], () => import('../auth/ResetPasswordScreen').then((module) => ({ default: module.ResetPasswordScreen }))),
);
const VerifyEmailScreen = lazy(
  withTexts(['security-texts'], () => import('../security/VerifyEmailScreen').then((module) => ({ default: module.VerifyEmailScreen }))),
);

/** The mailed verify-email link: in the app's frame for a signed-in customer (issue 34), on its own page otherwise. */
function VerifyEmailRoute() {
  const { data: user, isPending } = useMe();
  if (isPending) return <FullPageLoading />;
  if (user) return <SessionGate />;
  return (
    <Suspense fallback={<FullPageLoading />}>
      <VerifyEmailScreen />
    </Suspense>
  );
}

/**
 * The reset and verify-email pages are opened from emailed links, signed in or not, so they sit before the session
 * gate; everything else goes through the gate (sign-in screen or the signed-in routes).
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/reset-password">
        <Suspense fallback={<FullPageLoading />}>
          <ResetPasswordScreen />
        </Suspense>
      </Route>
      <Route path="/verify-email">
        <VerifyEmailRoute />
      </Route>
      <Route>
        <SessionGate />
      </Route>
    </Switch>
  );
}
