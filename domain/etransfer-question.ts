import { DEFAULT_ETRANSFER_QUESTION } from './constants';
import { screenTexts } from './messages';

/**
 * The e-Transfer security question as the customer reads it, on the payment step and in the mail:
 * the default one (ETRANSFER_QUESTION unset) in the current language (issue 34) — the bank takes
 * any question, only the answer must match — and one an operator set, as written.
 */
export function securityQuestionShown(configured: string): string {
  return configured === DEFAULT_ETRANSFER_QUESTION ? screenTexts.defaultSecurityQuestion : configured;
}
