import { ExchangeRateForm } from './ExchangeRateForm';
import { RateHistory } from './RateHistory';

/** Settings: the CAD→INR rate for new transfers, and who changed it lately. */
export function SettingsTab() {
  return (
    <div className="grid items-start gap-5 lg:grid-cols-2">
      <ExchangeRateForm />
      <RateHistory />
    </div>
  );
}
