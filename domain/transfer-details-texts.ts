/**
 * A transfer's details page (issue 20): its timeline, when the money arrives, the receipt and
 * "Send again". A catalogue of its own, loaded with that page only.
 */

import { liveSection } from './texts/catalogue';
import type En from './texts/en-CA/transfer-details-texts';

export const transferDetailsTexts = liveSection<(typeof En)['transferDetailsTexts']>('transfer-details-texts', 'transferDetailsTexts');
