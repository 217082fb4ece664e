/**
 * Texts of the installable app: the install banner (docs/product.md § Install banner), the offline screen and
 * banner, and the prompt that offers a new release (§ Offline and new releases). Re-exported by messages.ts.
 */

import { liveSection } from './texts/catalogue';
import type En from './texts/en-CA/pwa-texts';

export const pwaTexts = liveSection<(typeof En)['pwaTexts']>('pwa-texts', 'pwaTexts');
