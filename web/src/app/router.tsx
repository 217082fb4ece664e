import { lazy, Suspense } from 'react';
import { withTexts } from '../../../domain/texts/load-texts';
import { Route, Switch } from 'wouter';
import { FullPageLoading } from './FullPageLoading';
import { SessionGate } from './SessionGate';

const ResetPasswordScreen = lazy(
  withTexts(['security-texts'], () => import('../auth/ResetPasswordScreen').then((module) => ({ default: module.ResetPasswordScreen }))),
);
const VerifyEmailScreen = lazy(
  withTexts(['security-texts'], () => import('../security/VerifyEmailScreen').then((module) => ({ default: module.VerifyEmailScreen }))),
);

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
        <Suspense fallback={<FullPageLoading />}>
          <VerifyEmailScreen />
        </Suspense>
      </Route>
      <Route>
        <SessionGate />
      </Route>
    </Switch>
  );
}
