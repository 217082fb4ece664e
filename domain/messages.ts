/**
 * Every text a person reads (quoted in docs/product.md), in one catalogue used by the browser and the server,
 * in the current language (texts/catalogue.ts): the English texts are in texts/en-CA/messages.ts, each other
 * language's beside them. A toast is a title with an optional description.
 */

import { liveSection } from './texts/catalogue';
import type En from './texts/en-CA/messages';

export type { ToastText } from './texts/toast-text';

export { screenTexts, screenToasts, screenValidation } from './screen-messages';
export {
  adminCaseWorkTexts,
  adminCaseWorkToasts,
  adminComplianceTexts,
  adminComplianceToasts,
  adminCustomerTexts,
  adminSecondFactorTexts,
  adminTexts,
  adminToasts,
} from './admin-texts';

export { pwaTexts } from './pwa-texts';
export { adminMessages, apiMessages, healthMessages } from './api-messages';

export const validation = liveSection<(typeof En)['validation']>('messages', 'validation');
export const toasts = liveSection<(typeof En)['toasts']>('messages', 'toasts');
export const texts = liveSection<(typeof En)['texts']>('messages', 'texts');
