import { Suspense, useEffect } from 'react';
import { WEB_LOCALES } from '../../../domain/texts/load-texts';
import { activeLocale, switchLocale } from '../i18n/active-locale';
import { LazySignedInApp } from './signed-in-app';
import { AuthScreen } from '../auth/AuthScreen';
import { useMe } from '../auth/api/get-me';
import { CurrentUserProvider } from '../auth/current-user';
import { isConnectionFailure } from '../lib/api-client';
import { OfflineScreen } from '../pwa/OfflineScreen';
import { useOnline } from '../pwa/use-online';
import { FullPageLoading } from '../components/full-page-loading';

/**
 * docs/product.md § Session check: "Loading..." while the session is checked; a failed check is treated as
 * signed out. A user already known stays signed in through a failed background refresh. A check that failed
 * for want of a network (or no network at all) gets the offline screen: signing in could not work either, and
 * the app shell still opens offline thanks to the service worker.
 */
export function SessionGate() {
  const { data: user, isPending, error, isFetching, refetch } = useMe();
  const online = useOnline();
  const accountLocale = user?.locale;
  // Signed in, the account's language is the app's (issue 19); signed out, the device's.
  useEffect(() => {
    if (accountLocale && accountLocale !== activeLocale() && WEB_LOCALES.includes(accountLocale)) void switchLocale(accountLocale);
  }, [accountLocale]);
  if (!user && (!online || isConnectionFailure(error))) {
    return <OfflineScreen onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (isPending) return <FullPageLoading />;
  if (!user) return <AuthScreen />;
  return (
    <CurrentUserProvider user={user}>
      <Suspense fallback={<FullPageLoading />}>
        {/* A separate chunk: the sign-in screen does not pay for it. */}
        <LazySignedInApp />
      </Suspense>
    </CurrentUserProvider>
  );
}
