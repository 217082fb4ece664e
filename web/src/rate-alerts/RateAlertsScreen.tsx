import { rateAlertTexts as t } from '../../../domain/rate-texts';
import { screenTexts } from '../../../domain/messages';
import { BackLink } from '../components/back-link';
import { ScreenHeader } from '../components/screen-header';
import { NewRateAlertCard } from './NewRateAlertCard';
import { RateAlertList } from './RateAlertList';

/**
 * Profile → Rate alerts (/profile/rate-alerts, issue 20): "Tell me when 1 CAD ≥ target INR", with
 * today's rate for reference, and the customer's active alerts with Delete. An operator's rate that
 * crosses a target mails the customer once and ends the alert (docs/product.md § Rate alerts).
 */
export function RateAlertsScreen() {
  return (
    <>
      <BackLink href="/profile" label={screenTexts.profileTitle} />
      <ScreenHeader title={t.title} />
      <p className="-mt-2 mb-5 text-fg-muted">{t.intro}</p>
      <div className="space-y-5">
        <NewRateAlertCard />
        <RateAlertList />
      </div>
    </>
  );
}
