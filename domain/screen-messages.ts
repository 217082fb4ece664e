/**
 * Texts of the signed-in customer screens: Send (/), History, Recipients and Profile. Re-exported
 * by messages.ts (the one catalogue); a module of its own so that only those screens' chunks load it.
 */

import { liveSection } from './texts/catalogue';
import type En from './texts/en-CA/screen-messages';

export const screenToasts = liveSection<(typeof En)['screenToasts']>('screen-messages', 'screenToasts');
export const screenTexts = liveSection<(typeof En)['screenTexts']>('screen-messages', 'screenTexts');
