import type { Locale } from '../locale';
import { provideTexts, type ModuleTexts, type TextModule } from './catalogue';
import messages from './en-CA/messages';
import frMessages from './fr-CA/messages';
import frApiMessages from './fr-CA/api-messages';
import frPwaTexts from './fr-CA/pwa-texts';
import frScreenMessages from './fr-CA/screen-messages';
import frAdminTexts from './fr-CA/admin-texts';
import frComplianceTexts from './fr-CA/compliance-texts';
import frComplianceCaseMessages from './fr-CA/compliance-case-messages';
import frLimitsMessages from './fr-CA/limits-messages';
import frVerificationMessages from './fr-CA/verification-messages';
import frPasskeyTexts from './fr-CA/passkey-texts';
import frSecondFactorTexts from './fr-CA/second-factor-texts';
import frSecurityTexts from './fr-CA/security-texts';
import frPageTexts from './fr-CA/page-texts';
import frCancelTexts from './fr-CA/cancel-texts';
import frIfscTexts from './fr-CA/ifsc-texts';
import frRateTexts from './fr-CA/rate-texts';
import frQuoteTexts from './fr-CA/quote-texts';
import frTransferDetailsTexts from './fr-CA/transfer-details-texts';
import frReceiptTexts from './fr-CA/receipt-texts';
import frScreeningTexts from './fr-CA/screening-texts';
import frPayoutTexts from './fr-CA/payout-texts';
import hiMessages from './hi-IN/messages';
import hiApiMessages from './hi-IN/api-messages';
import hiPwaTexts from './hi-IN/pwa-texts';
import hiScreenMessages from './hi-IN/screen-messages';
import hiAdminTexts from './hi-IN/admin-texts';
import hiComplianceTexts from './hi-IN/compliance-texts';
import hiComplianceCaseMessages from './hi-IN/compliance-case-messages';
import hiLimitsMessages from './hi-IN/limits-messages';
import hiVerificationMessages from './hi-IN/verification-messages';
import hiPasskeyTexts from './hi-IN/passkey-texts';
import hiSecondFactorTexts from './hi-IN/second-factor-texts';
import hiSecurityTexts from './hi-IN/security-texts';
import hiPageTexts from './hi-IN/page-texts';
import hiCancelTexts from './hi-IN/cancel-texts';
import hiIfscTexts from './hi-IN/ifsc-texts';
import hiRateTexts from './hi-IN/rate-texts';
import hiQuoteTexts from './hi-IN/quote-texts';
import hiTransferDetailsTexts from './hi-IN/transfer-details-texts';
import hiReceiptTexts from './hi-IN/receipt-texts';
import hiScreeningTexts from './hi-IN/screening-texts';
import hiPayoutTexts from './hi-IN/payout-texts';
import apiMessages from './en-CA/api-messages';
import pwaTexts from './en-CA/pwa-texts';
import screenMessages from './en-CA/screen-messages';
import adminTexts from './en-CA/admin-texts';
import complianceTexts from './en-CA/compliance-texts';
import complianceCaseMessages from './en-CA/compliance-case-messages';
import limitsMessages from './en-CA/limits-messages';
import verificationMessages from './en-CA/verification-messages';
import passkeyTexts from './en-CA/passkey-texts';
import secondFactorTexts from './en-CA/second-factor-texts';
import securityTexts from './en-CA/security-texts';
import pageTexts from './en-CA/page-texts';
import cancelTexts from './en-CA/cancel-texts';
import ifscTexts from './en-CA/ifsc-texts';
import rateTexts from './en-CA/rate-texts';
import quoteTexts from './en-CA/quote-texts';
import transferDetailsTexts from './en-CA/transfer-details-texts';
import receiptTexts from './en-CA/receipt-texts';
import screeningTexts from './en-CA/screening-texts';
import payoutTexts from './en-CA/payout-texts';

/**
 * Every language's texts, provided at once: the server answers each request in its own language
 * and writes mail in each account's, so it holds them all (the web app loads them one by one:
 * load-texts.ts).
 */
export const ALL_TEXTS: Record<Locale, Partial<Record<TextModule, ModuleTexts>>> = {
  'en-CA': {
    'messages': messages,
    'api-messages': apiMessages,
    'pwa-texts': pwaTexts,
    'screen-messages': screenMessages,
    'admin-texts': adminTexts,
    'compliance-texts': complianceTexts,
    'compliance-case-messages': complianceCaseMessages,
    'limits-messages': limitsMessages,
    'verification-messages': verificationMessages,
    'passkey-texts': passkeyTexts,
    'second-factor-texts': secondFactorTexts,
    'security-texts': securityTexts,
    'page-texts': pageTexts,
    'cancel-texts': cancelTexts,
    'ifsc-texts': ifscTexts,
    'rate-texts': rateTexts,
    'quote-texts': quoteTexts,
    'transfer-details-texts': transferDetailsTexts,
    'receipt-texts': receiptTexts,
    'screening-texts': screeningTexts,
    'payout-texts': payoutTexts,
  },
  'fr-CA': {
    'messages': frMessages,
    'api-messages': frApiMessages,
    'pwa-texts': frPwaTexts,
    'screen-messages': frScreenMessages,
    'admin-texts': frAdminTexts,
    'compliance-texts': frComplianceTexts,
    'compliance-case-messages': frComplianceCaseMessages,
    'limits-messages': frLimitsMessages,
    'verification-messages': frVerificationMessages,
    'passkey-texts': frPasskeyTexts,
    'second-factor-texts': frSecondFactorTexts,
    'security-texts': frSecurityTexts,
    'page-texts': frPageTexts,
    'cancel-texts': frCancelTexts,
    'ifsc-texts': frIfscTexts,
    'rate-texts': frRateTexts,
    'quote-texts': frQuoteTexts,
    'transfer-details-texts': frTransferDetailsTexts,
    'receipt-texts': frReceiptTexts,
    'screening-texts': frScreeningTexts,
    'payout-texts': frPayoutTexts,
  },
  'hi-IN': {
    'messages': hiMessages,
    'api-messages': hiApiMessages,
    'pwa-texts': hiPwaTexts,
    'screen-messages': hiScreenMessages,
    'admin-texts': hiAdminTexts,
    'compliance-texts': hiComplianceTexts,
    'compliance-case-messages': hiComplianceCaseMessages,
    'limits-messages': hiLimitsMessages,
    'verification-messages': hiVerificationMessages,
    'passkey-texts': hiPasskeyTexts,
    'second-factor-texts': hiSecondFactorTexts,
    'security-texts': hiSecurityTexts,
    'page-texts': hiPageTexts,
    'cancel-texts': hiCancelTexts,
    'ifsc-texts': hiIfscTexts,
    'rate-texts': hiRateTexts,
    'quote-texts': hiQuoteTexts,
    'transfer-details-texts': hiTransferDetailsTexts,
    'receipt-texts': hiReceiptTexts,
    'screening-texts': hiScreeningTexts,
    'payout-texts': hiPayoutTexts,
  },
};

export function provideAllTexts(): void {
  for (const [locale, modules] of Object.entries(ALL_TEXTS) as [Locale, Partial<Record<TextModule, ModuleTexts>>][]) {
    for (const [module, texts] of Object.entries(modules) as [TextModule, ModuleTexts][]) provideTexts(locale, module, texts);
  }
}
