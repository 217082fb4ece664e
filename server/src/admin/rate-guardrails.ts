import { changePercent } from '../../../domain/market-rate';
import { adminMessages } from '../../../domain/messages';
import { compareDecimal } from '../../../domain/money';
import { AppError } from '../http/errors';

/** A manual rate further than this from the reference needs `confirm: true` (issue 33). */
export const CONFIRM_ABOVE_PERCENT = '2.00';
/** …and further than this, a second operator's approval. `6460` for `64.60` is ~9900 %: it never goes live on one click. */
export const SECOND_APPROVAL_ABOVE_PERCENT = '10.00';

export interface RateChangeCheck {
  kind: 'allowed' | 'second_approval';
  changePercent: string;
  referenceRate: string;
  referenceKind: 'current' | 'market';
}

/**
 * The guardrails of a manual rate: compared with the market rate when one is known (a manual rate
 * far from the market is the mistake to catch), else with the current rate. Within 2 %: allowed.
 * Above 2 % without `confirmed`: 409 rate_change_unconfirmed with the change in percent (and
 * whether a second approval will follow). Above 10 %, confirmed: a second operator must approve.
 */
export function checkRateChange(input: { rate: string; currentRate: string; marketRate: string | undefined; confirmed: boolean }): RateChangeCheck {
  const referenceKind = input.marketRate === undefined ? 'current' : 'market';
  const referenceRate = input.marketRate ?? input.currentRate;
  const percent = changePercent(referenceRate, input.rate);
  const check = { changePercent: percent, referenceRate, referenceKind } as const;
  const needsConfirm = compareDecimal(percent, CONFIRM_ABOVE_PERCENT) > 0;
  const needsSecond = compareDecimal(percent, SECOND_APPROVAL_ABOVE_PERCENT) > 0;
  if (needsConfirm && !input.confirmed) {
    throw new AppError('conflict', adminMessages.rateChangeUnconfirmed(percent), {
      body: { code: 'rate_change_unconfirmed', ...check, rate: input.rate, secondApprovalRequired: needsSecond },
    });
  }
  return { kind: needsSecond ? 'second_approval' : 'allowed', ...check };
}
