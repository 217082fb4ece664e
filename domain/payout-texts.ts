/**
 * The operators' payout desk (issue 33): the pending queues, approving a transfer whose payment is
 * not recorded, a transfer's payouts and their actions, and the reconciliation runs.
 */

import { liveSection } from './texts/catalogue';
import type En from './texts/en-CA/payout-texts';

export const payoutTexts = liveSection<(typeof En)['payoutTexts']>('payout-texts', 'payoutTexts');
