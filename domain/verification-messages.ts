/**
 * Identity verification (issue 17): the answers of its API and the mail it sends, in plain words.
 * Part of the catalogue of messages.ts, in a module of its own that imports nothing (the schemas
 * import it, and messages.ts is imported by them).
 */

import { liveSection } from './texts/catalogue';
import type En from './texts/en-CA/verification-messages';

export const verificationMessages = liveSection<(typeof En)['verificationMessages']>('verification-messages', 'verificationMessages');
