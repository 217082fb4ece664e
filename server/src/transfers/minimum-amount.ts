import { formatCad } from '../../../domain/format';
import { apiMessages } from '../../../domain/messages';
import { isBelowMinimum } from '../../../domain/quote';
import type { Config } from '../config';
import { AppError } from '../http/errors';

/** The `code` of the 400 for an amount below MIN_TRANSFER_CAD. */
export const AMOUNT_BELOW_MINIMUM_CODE = 'amount_below_minimum';

/**
 * Refuses (400, on `cadAmount`, with the minimum) a transfer or quote below the smallest amount a
 * transfer may carry (issue 32): rupees are rounded to the nearest 100, so 0.80 CAD would pay ₹100.
 */
export function assertAtLeastMinimum(config: Pick<Config, 'minTransferCad'>, cadAmount: string): void {
  if (!isBelowMinimum(cadAmount, config.minTransferCad)) return;
  const message = apiMessages.amountBelowMinimum(formatCad(config.minTransferCad));
  throw new AppError('invalid_input', message, {
    errors: { cadAmount: message },
    body: { code: AMOUNT_BELOW_MINIMUM_CODE, minimum: config.minTransferCad },
  });
}
