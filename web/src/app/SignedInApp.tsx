import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { useCurrentUser } from '../auth/current-user';
import { FullPageLoading } from '../components/full-page-loading';
import { NotFound } from './NotFound';
import { Shell } from './Shell';
import { AccessDenied } from '../admin/AccessDenied';
import { FramedVerifyEmailScreen, LimitsScreen, RateAlertsScreen, SecurityScreen, VerifyScreen } from './profile-screens';
import { AdminScreen, HistoryScreen, ProfileScreen, RecipientsScreen, SendScreen } from './screens';
import { TransferDetailsScreen } from './transfer-screens';

/** The signed-in routes of docs/product.md § Routes inside the shell with the bottom navigation. */
export function SignedInApp() {
  const user = useCurrentUser();

  return (
    <Shell>
      <Suspense fallback={<FullPageLoading inline />}>
        <Switch>
          <Route path="/" component={SendScreen} />
          <Route path="/history" component={HistoryScreen} />
          <Route path="/history/:reference" component={TransferDetailsScreen} />
          <Route path="/history/:reference/receipt">{(params) => <TransferDetailsScreen params={params} downloadReceipt />}</Route>
          <Route path="/recipients" component={RecipientsScreen} />
          <Route path="/profile" component={ProfileScreen} />
          <Route path="/profile/limits" component={LimitsScreen} />
          <Route path="/profile/verify" component={VerifyScreen} />
          <Route path="/profile/security" component={SecurityScreen} />
          <Route path="/profile/rate-alerts" component={RateAlertsScreen} />
          <Route path="/verify-email" component={FramedVerifyEmailScreen} />
          {/* /admin is registered only for admins; anyone else gets the Access Denied card. */}
          {user.isAdmin ? <Route path="/admin" component={AdminScreen} /> : <Route path="/admin" component={AccessDenied} />}
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </Shell>
  );
}
