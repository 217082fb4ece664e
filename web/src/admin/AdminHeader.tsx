import { Activity, Wallet } from 'lucide-react';
import { adminTexts, screenTexts } from '../../../domain/messages';
import { formatCad } from '../../../domain/format';
import { displayFirstName } from '../../../domain/user-display';
import { useCurrentUser } from '../auth/current-user';
import { cn } from '../lib/cn';
import { usePageTitle } from '../lib/use-page-title';
import { useMonitoringStatus } from './api/get-monitoring-status';
import { useProviderBalance } from './api/get-provider-balance';

/** Title, what the dashboard is for, who is signed in, and the payments monitor at a glance. */
export function AdminHeader() {
  const user = useCurrentUser();
  usePageTitle(screenTexts.adminTitle);
  return (
    <header className="mb-5 flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold leading-tight">{screenTexts.adminTitle}</h1>
        <p className="mt-1 text-fg-muted">{adminTexts.subtitle}</p>
        <p className="mt-1 text-sm font-medium text-primary">
          {adminTexts.welcome(displayFirstName(user, screenTexts.defaultAdminName))}
        </p>
      </div>
      <PaymentsGlance />
    </header>
  );
}

/** The monitor's health (every 30 s) and the collection account's balance (every 60 s); hidden until known. */
function PaymentsGlance() {
  const monitor = useMonitoringStatus();
  const balance = useProviderBalance();
  if (!monitor.data && !balance.data) return null;
  return (
    <ul aria-label={adminTexts.paymentsLabel} className="flex flex-wrap gap-2 text-xs sm:text-sm">
      {monitor.data && (
        <li className="flex items-center gap-1.5 rounded-full border border-border bg-surface px-2.5 py-1.5">
          <Activity aria-hidden className={cn('size-4', monitor.data.running ? 'text-success' : 'text-danger')} />
          {monitor.data.running ? adminTexts.monitorRunning : adminTexts.monitorStopped}
          {monitor.data.unmatchedCount > 0 && (
            <span className="font-semibold text-danger">· {adminTexts.unmatched(monitor.data.unmatchedCount)}</span>
          )}
          {monitor.data.reviewCount > 0 && (
            <span className="font-semibold text-danger">· {adminTexts.toReview(monitor.data.reviewCount)}</span>
          )}
        </li>
      )}
      {balance.data && (
        <li className="flex items-center gap-1.5 rounded-full border border-border bg-surface px-2.5 py-1.5 tabular">
          <Wallet aria-hidden className="size-4 text-fg-muted" />
          {adminTexts.balance(formatCad(balance.data.balance))}
        </li>
      )}
    </ul>
  );
}
