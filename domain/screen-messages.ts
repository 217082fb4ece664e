/**
 * Texts of the signed-in screens: Send (/), History, Recipients, Profile and the frame around them
 * (navigation, titles, sign-out), and their forms' validation messages. Re-exported
 * by messages.ts (the one catalogue); a module of its own so that only those screens' chunks load it.
 */

import { liveSection } from './texts/catalogue';
import type En from './texts/en-CA/screen-messages';

export const screenToasts = liveSection<(typeof En)['screenToasts']>('screen-messages', 'screenToasts');
export const screenTexts = liveSection<(typeof En)['screenTexts']>('screen-messages', 'screenTexts');
/** Validation messages of the signed-in screens' forms (and the server's answers): not needed to sign in. */
export const screenValidation = liveSection<(typeof En)['screenValidation']>('screen-messages', 'screenValidation');
