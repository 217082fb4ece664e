import { ExchangeRateForm } from './ExchangeRateForm';
import { MarketRateCard } from './MarketRateCard';
import { PendingRateChanges } from './PendingRateChanges';
import { RateHistory } from './RateHistory';
import { TransferAmounts } from './TransferAmounts';

/**
 * Settings: the CAD→INR rate for new transfers, the market rate and margin it is made from (issue 33),
 * rate changes waiting for a second operator, who changed it lately, and the amounts a transfer may carry.
 */
export function SettingsTab() {
  return (
    <div className="grid items-start gap-5 lg:grid-cols-2">
      <ExchangeRateForm />
      <MarketRateCard />
      <PendingRateChanges />
      <RateHistory />
      <TransferAmounts />
    </div>
  );
}
