/**
 * Texts of the customer's side of compliance (issue 17): Verification & limits, the Verify your
 * identity flow, the limit notices of the send screen, the recipient's address, and Close account.
 * Re-exported by messages.ts (the one catalogue); a module of its own so only those screens load it.
 */

import { liveSection } from './texts/catalogue';
import type En from './texts/en-CA/compliance-texts';

export const complianceToasts = liveSection<(typeof En)['complianceToasts']>('compliance-texts', 'complianceToasts');
export const complianceTexts = liveSection<(typeof En)['complianceTexts']>('compliance-texts', 'complianceTexts');
export const complianceValidation = liveSection<(typeof En)['complianceValidation']>('compliance-texts', 'complianceValidation');
