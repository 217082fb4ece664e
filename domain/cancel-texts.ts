/**
 * Cancelling a transfer (issue 20): the API's answers when it cannot be cancelled, and the words of
 * the Cancel button and its confirmation. A catalogue of its own, loaded with the signed-in screens.
 * The mail a cancellation sends is in server/src/mail/mail-texts.ts.
 */

import { liveSection } from './texts/catalogue';
import type En from './texts/en-CA/cancel-texts';

export const cancelMessages = liveSection<(typeof En)['cancelMessages']>('cancel-texts', 'cancelMessages');
export const cancelTexts = liveSection<(typeof En)['cancelTexts']>('cancel-texts', 'cancelTexts');
