import { complianceTexts } from '../../../domain/compliance-texts';
import { formatCad } from '../../../domain/format';
import { toUnits } from '../../../domain/money';

interface Usage {
  limit: string;
  used: string;
  remaining: string;
}

/** Share of a limit used, in whole percent (exact: computed on cents, never floats of money). */
function percentUsed({ limit, used }: Usage): number {
  const total = toUnits(limit, 2);
  if (total <= 0n) return 100;
  const share = (toUnits(used, 2) * 100n) / total;
  return Number(share > 100n ? 100n : share);
}

/** One rolling limit: what is used of it, as words and a bar, and what is left. */
export function LimitMeter({ id, label, usage }: { id: string; label: string; usage: Usage }) {
  const percent = percentUsed(usage);
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <span id={`${id}-label`} className="font-medium">
          {label}
        </span>
        <span className="text-right font-semibold tabular">{complianceTexts.remainingValue(formatCad(usage.remaining))}</span>
      </div>
      <div
        role="meter"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={complianceTexts.usedOf(formatCad(usage.used), formatCad(usage.limit))}
        className="h-2.5 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-fg-muted tabular">{complianceTexts.usedOf(formatCad(usage.used), formatCad(usage.limit))}</p>
    </div>
  );
}
