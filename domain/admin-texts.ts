/**
 * Texts of the admin dashboard (/admin, docs/product.md § Admin dashboard). Re-exported by messages.ts (the
 * one catalogue); a module of its own so that only the admin chunk loads it.
 */

import { liveSection } from './texts/catalogue';
import type En from './texts/en-CA/admin-texts';

export const adminToasts = liveSection<(typeof En)['adminToasts']>('admin-texts', 'adminToasts');
/**
 * The admin desk's second factor (issue 18): what an operator sees when /api/admin/* answers
 * second_factor_required — enrolment when the account has none, a step-up when it has one.
 */
export const adminSecondFactorTexts = liveSection<(typeof En)['adminSecondFactorTexts']>('admin-texts', 'adminSecondFactorTexts');
export const adminTexts = liveSection<(typeof En)['adminTexts']>('admin-texts', 'adminTexts');
/** The Compliance tab (issue 17): identity verifications, report cases, limits, records export, flags. */
export const adminComplianceToasts = liveSection<(typeof En)['adminComplianceToasts']>('admin-texts', 'adminComplianceToasts');
export const adminComplianceTexts = liveSection<(typeof En)['adminComplianceTexts']>('admin-texts', 'adminComplianceTexts');
/** Case work and the controls around cases (issue 31). */
export const adminCaseWorkToasts = liveSection<(typeof En)['adminCaseWorkToasts']>('admin-texts', 'adminCaseWorkToasts');
export const adminCaseWorkTexts = liveSection<(typeof En)['adminCaseWorkTexts']>('admin-texts', 'adminCaseWorkTexts');
/** The operators' search and the customer drawer (issue 34). */
export const adminCustomerTexts = liveSection<(typeof En)['adminCustomerTexts']>('admin-texts', 'adminCustomerTexts');
