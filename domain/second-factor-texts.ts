/**
 * Texts of two-step sign-in (issue 18): the sign-in screen's second step and Profile → Security's
 * authenticator app section. A catalogue of its own, so the sign-in entry bundle carries none of it.
 */

import { liveSection } from './texts/catalogue';
import type En from './texts/en-CA/second-factor-texts';

export const secondFactorTexts = liveSection<(typeof En)['secondFactorTexts']>('second-factor-texts', 'secondFactorTexts');
