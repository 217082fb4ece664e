import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { FullPageLoading } from './FullPageLoading';
import { SessionGate } from './SessionGate';

const ResetPasswordScreen = lazy(() =>
  import('../auth/ResetPasswordScreen').then((module) => ({ default: module.ResetPasswordScreen })),
);

/**
 * The reset page is opened from an emailed link, signed in or not, so it sits before the session
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
      <Route>
        <SessionGate />
      </Route>
    </Switch>
  );
}
