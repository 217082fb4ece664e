import { lazy, Suspense } from 'react';
import { AuthScreen } from '../auth/AuthScreen';
import { useMe } from '../auth/api/get-me';
import { CurrentUserProvider } from '../auth/current-user';
import { FullPageLoading } from './FullPageLoading';

// The signed-in app is a separate chunk: the sign-in screen does not pay for it.
const SignedInApp = lazy(() => import('./SignedInApp').then((module) => ({ default: module.SignedInApp })));

/**
 * SPEC.md §2: "Loading..." while the session is checked; a failed check is treated as signed out.
 * A user already known stays signed in through a failed background refresh.
 */
export function SessionGate() {
  const { data: user, isPending } = useMe();
  if (isPending) return <FullPageLoading />;
  if (!user) return <AuthScreen />;
  return (
    <CurrentUserProvider user={user}>
      <Suspense fallback={<FullPageLoading />}>
        <SignedInApp />
      </Suspense>
    </CurrentUserProvider>
  );
}
