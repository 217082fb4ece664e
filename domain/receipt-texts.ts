/**
 * A transfer's receipt (issue 20), a PDF the server writes in the account's language. Server-only:
 * no screen shows these texts.
 */

import { liveSection } from './texts/catalogue';
import type En from './texts/en-CA/receipt-texts';

export const receiptTexts = liveSection<(typeof En)['receiptTexts']>('receipt-texts', 'receiptTexts');
