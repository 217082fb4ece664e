import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { useCurrentUser } from '../auth/current-user';
import { FullPageLoading } from './FullPageLoading';
import { NotFound } from './NotFound';
import { Shell } from './Shell';
import { AccessDenied } from '../admin/AccessDenied';

const loadSend = () => import('../send/SendScreen').then((module) => ({ default: module.SendScreen }));
const loadHistory = () => import('../history/HistoryScreen').then((module) => ({ default: module.HistoryScreen }));
const loadRecipients = () =>
  import('../recipients/RecipientsScreen').then((module) => ({ default: module.RecipientsScreen }));
const loadProfile = () => import('../profile/ProfileScreen').then((module) => ({ default: module.ProfileScreen }));
const loadAdmin = () => import('../admin/AdminScreen').then((module) => ({ default: module.AdminScreen }));

const SendScreen = lazy(loadSend);
const HistoryScreen = lazy(loadHistory);
const RecipientsScreen = lazy(loadRecipients);
const ProfileScreen = lazy(loadProfile);
const AdminScreen = lazy(loadAdmin);

/** The signed-in routes of SPEC.md §2 inside the shell with the bottom navigation. */
export function SignedInApp() {
  const user = useCurrentUser();

  // Once signed in, fetch the other tabs' code in the background so switching tabs is instant.
  useEffect(() => {
    const loaders = [loadSend, loadHistory, loadRecipients, loadProfile, ...(user.isAdmin ? [loadAdmin] : [])];
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 300));
    idle(() => {
      for (const load of loaders) void load().catch(() => undefined);
    });
  }, [user.isAdmin]);

  return (
    <Shell>
      <Suspense fallback={<FullPageLoading inline />}>
        <Switch>
          <Route path="/" component={SendScreen} />
          <Route path="/history" component={HistoryScreen} />
          <Route path="/recipients" component={RecipientsScreen} />
          <Route path="/profile" component={ProfileScreen} />
          {/* /admin is registered only for admins; anyone else gets the Access Denied card. */}
          {user.isAdmin ? <Route path="/admin" component={AdminScreen} /> : <Route path="/admin" component={AccessDenied} />}
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </Shell>
  );
}
