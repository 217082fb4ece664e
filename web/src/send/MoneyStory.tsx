import { CalendarCheck, Receipt, Wallet } from 'lucide-react';
import { TRANSFER_FEE_CAD } from '../../../domain/constants';
import { formatCad, formatCalendarDay } from '../../../domain/format';
import { screenTexts } from '../../../domain/messages';
import { totalToPay } from '../../../domain/quote';
import { cn } from '../lib/cn';
import { useArrivalIfPaidToday } from './api/get-exchange-rate';

/**
 * The rest of the money story before Continue (issue 34), as rows of the step's list: the fee, the
 * total to pay and the day the money should arrive if paid today — the day its details page will
 * then say (GET /api/exchange-rates arrivalIfPaidToday).
 */
export function MoneyStoryRows({ cadAmount, rowClassName }: { cadAmount: string | undefined; rowClassName: string }) {
  const arrival = useArrivalIfPaidToday();
  const rows = [
    { icon: Receipt, label: screenTexts.fee, value: formatCad(TRANSFER_FEE_CAD), testId: 'money-fee' },
    { icon: Wallet, label: screenTexts.totalToPay, value: cadAmount === undefined ? '—' : formatCad(totalToPay(cadAmount)), testId: 'money-total' },
    ...(arrival ? [{ icon: CalendarCheck, label: screenTexts.shouldArriveBy, value: formatCalendarDay(arrival), testId: 'money-arrival' }] : []),
  ];
  return rows.map(({ icon: Icon, label, value, testId }) => (
    <div key={testId} className={rowClassName}>
      <dt className="flex items-center gap-2 text-fg-muted">
        <Icon aria-hidden className="size-4 shrink-0" />
        {label}
      </dt>
      <dd data-testid={testId} className={cn('text-right font-semibold tabular')}>
        {value}
      </dd>
    </div>
  ));
}

/** Under the rupees: why CAD × rate is not exactly the amount shown. */
export function InrRoundingNote({ id, className }: { id?: string; className?: string }) {
  return (
    <p id={id} className={cn('text-sm text-fg-muted', className)}>
      {screenTexts.inrRounding}
    </p>
  );
}
