/**
 * A held rate (issue 20): the API's answers about quotes and the payment step's countdown. A
 * catalogue of its own that imports nothing, loaded with the send screen only.
 */

import { liveSection } from './texts/catalogue';
import type En from './texts/en-CA/quote-texts';

/** Answers of POST /api/quotes and of POST /api/transfers with a quoteId. */
export const quoteMessages = liveSection<(typeof En)['quoteMessages']>('quote-texts', 'quoteMessages');
/** The payment step's guaranteed rate: its countdown, what a screen reader hears, a renewal. */
export const quoteTexts = liveSection<(typeof En)['quoteTexts']>('quote-texts', 'quoteTexts');
