/**
 * IFSC → bank (issue 20): the answer of GET /api/ifsc/:code when the code is unknown, and the hint
 * the recipient form shows under the IFSC field. A module of its own that imports nothing.
 */

import { liveSection } from './texts/catalogue';
import type En from './texts/en-CA/ifsc-texts';

export const ifscMessages = liveSection<(typeof En)['ifscMessages']>('ifsc-texts', 'ifscMessages');
export const ifscTexts = liveSection<(typeof En)['ifscTexts']>('ifsc-texts', 'ifscTexts');
