/**
 * What a customer reads when the server refuses a transfer for a compliance rule (issue 17), in the
 * current language; the English texts are in texts/en-CA/limits-messages.ts.
 */
import { liveSection } from './texts/catalogue';
import type En from './texts/en-CA/limits-messages';

export const limitsMessages = liveSection<(typeof En)['limitsMessages']>('limits-messages', 'limitsMessages');
