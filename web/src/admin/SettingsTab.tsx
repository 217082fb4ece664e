import { ExchangeRateForm } from './ExchangeRateForm';
import { RateHistory } from './RateHistory';
import { TransferAmounts } from './TransferAmounts';

/** Settings: the CAD→INR rate for new transfers, who changed it lately, and the amounts a transfer may carry. */
export function SettingsTab() {
  return (
    <div className="grid items-start gap-5 lg:grid-cols-2">
      <ExchangeRateForm />
      <RateHistory />
      <TransferAmounts />
    </div>
  );
}
