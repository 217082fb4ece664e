import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as EnAdmin from '../../admin-texts';
import * as EnApi from '../../api-messages';
import * as EnComplianceCase from '../../compliance-case-messages';
import * as EnCompliance from '../../compliance-texts';
import { formatCad } from '../../format';
import * as EnLimits from '../../limits-messages';
import * as EnMessages from '../../messages';
import * as EnPage from '../../page-texts';
import * as EnPasskey from '../../passkey-texts';
import * as EnCancel from '../../cancel-texts';
import * as EnPwa from '../../pwa-texts';
import * as EnQuote from '../../quote-texts';
import * as EnScreen from '../../screen-messages';
import * as EnSecondFactor from '../../second-factor-texts';
import * as EnSecurity from '../../security-texts';
import * as EnTransferDetails from '../../transfer-details-texts';
import * as EnReceipt from '../../receipt-texts';
import * as EnVerification from '../../verification-messages';
import * as EnIfsc from '../../ifsc-texts';
import * as EnRate from '../../rate-texts';
import * as EnScreening from '../../screening-texts';
import * as EnPayout from '../../payout-texts';
import hiAdmin from './admin-texts';
import hiApi from './api-messages';
import hiComplianceCase from './compliance-case-messages';
import hiCompliance from './compliance-texts';
import hiLimits from './limits-messages';
import hiMessages from './messages';
import hiPage from './page-texts';
import hiPasskey from './passkey-texts';
import hiCancel from './cancel-texts';
import hiPwa from './pwa-texts';
import hiQuote from './quote-texts';
import hiScreen from './screen-messages';
import hiSecondFactor from './second-factor-texts';
import hiSecurity from './security-texts';
import hiTransferDetails from './transfer-details-texts';
import hiReceipt from './receipt-texts';
import hiVerification from './verification-messages';
import hiIfsc from './ifsc-texts';
import hiRate from './rate-texts';
import hiScreening from './screening-texts';
import hiPayout from './payout-texts';

/**
 * The hi-IN catalogue against today's English modules (issue 19): every section and key there, every
 * text written (not empty, not the English left in place, in Devanagari), every function answering a
 * text that carries its placeholders, and Hindi's full stop (।) where a sentence ends.
 */

type Catalogue = Record<string, unknown>;

const MODULES: { name: string; en: Catalogue; hi: Catalogue }[] = [
  { name: 'messages', en: EnMessages, hi: hiMessages },
  { name: 'api-messages', en: EnApi, hi: hiApi },
  { name: 'screen-messages', en: EnScreen, hi: hiScreen },
  { name: 'admin-texts', en: EnAdmin, hi: hiAdmin },
  { name: 'compliance-texts', en: EnCompliance, hi: hiCompliance },
  { name: 'compliance-case-messages', en: EnComplianceCase, hi: hiComplianceCase },
  { name: 'limits-messages', en: EnLimits, hi: hiLimits },
  { name: 'verification-messages', en: EnVerification, hi: hiVerification },
  { name: 'passkey-texts', en: EnPasskey, hi: hiPasskey },
  { name: 'page-texts', en: EnPage, hi: hiPage },
  { name: 'pwa-texts', en: EnPwa, hi: hiPwa },
  { name: 'second-factor-texts', en: EnSecondFactor, hi: hiSecondFactor },
  { name: 'security-texts', en: EnSecurity, hi: hiSecurity },
  { name: 'cancel-texts', en: EnCancel, hi: hiCancel },
  { name: 'ifsc-texts', en: EnIfsc, hi: hiIfsc },
  { name: 'rate-texts', en: EnRate, hi: hiRate },
  { name: 'quote-texts', en: EnQuote, hi: hiQuote },
  { name: 'transfer-details-texts', en: EnTransferDetails, hi: hiTransferDetails },
  { name: 'receipt-texts', en: EnReceipt, hi: hiReceipt },
  { name: 'screening-texts', en: EnScreening, hi: hiScreening },
  { name: 'payout-texts', en: EnPayout, hi: hiPayout },
];

/**
 * Texts that are rightly the same as in English and carry no Devanagari, and why. Keyed
 * `module:path`; for a function, its answers to the same arguments.
 */
const SAME_AS_ENGLISH: Record<string, string> = {
  'messages:texts.productName': 'MapleRupee is a brand: never translated',
  'screen-messages:screenTexts.rateLine': '"1 CAD = 63.25 INR": currency codes and a number, never translated',
  'admin-texts:adminTexts.rateLine': '"1 CAD = 63.25 INR": currency codes and a number, never translated',
  'screen-messages:screenTexts.payByValue': 'Interac e-Transfer is a brand, written as Canadian banks write it',
  'admin-texts:adminTexts.ifsc': 'IFSC is the code’s own name; Indian banks keep it in Hindi',
  'admin-texts:adminTexts.ratePlaceholder': 'a sample rate (60.50), a number',
  'admin-texts:adminComplianceTexts.caseTitle': '"<kind> #<id>": the kind comes translated, the rest is a number',
  'compliance-texts:complianceTexts.idPhotoChosen': '"<file name> (<size>)": nothing to translate',
  'transfer-details-texts:transferDetailsTexts.receiptFormat': '" (PDF)": a file format’s name, read after the receipt button’s',
  'rate-texts:rateAlertTexts.alert': '"1 CAD ≥ 64.00 INR": currency codes, a sign and a number, never translated',
  'screening-texts:screeningTexts.entry': '"<list> · <entry id>": a list\'s own name and its id, never translated',
};

const REFUSALS = {
  identity: { code: 'verification_required', kind: 'identity', limit: '999.99', remaining: '250.00' },
  basicDaily: { code: 'verification_required', kind: 'daily', limit: '999.99', remaining: '0.00' },
  perTransfer: { code: 'limit_exceeded', kind: 'perTransfer', limit: '3000.00', remaining: '3000.00' },
  monthly: { code: 'limit_exceeded', kind: 'monthly', limit: '25000.00', remaining: '1250.50' },
} as const;

interface Call {
  args: unknown[];
  /** What the answer must contain; by default every argument that is a string or a number. */
  contains?: string[];
}

const NAME = 'Asha Verma';
const REF = 'ZQ7K3M9P2X';
const CAD = '$1,234.56';
const INR = '₹75,000.00';
const WHEN = 'Jan 5, 2026, 3:04 PM';
const DAY = '5 जन॰ 2026';

/** Sample arguments of every function of the catalogue; counted texts are called with 1 and with more. */
const CALLS: Record<string, Call[]> = {
  'messages:validation.passwordMax': [{ args: [128] }],
  'messages:validation.signupFieldNotText': [{ args: ['phone'], contains: ['फ़ोन'] }],
  'messages:validation.signupFieldMax': [{ args: ['address', 300], contains: ['पता', '300'] }],
  'messages:validation.idInvalid': [{ args: [2147483647] }],
  'compliance-texts:complianceValidation.limitNotAmount': [{ args: ['basic', 'daily'], contains: ['बेसिक', '24 घंटे'] }],
  'compliance-texts:complianceValidation.limitDecimals': [{ args: ['verified', 'perTransfer'], contains: ['सत्यापित', 'प्रति ट्रांसफ़र'] }],
  'compliance-texts:complianceValidation.limitAboveZero': [{ args: ['basic', 'monthly'], contains: ['30 दिन'] }],
  'compliance-texts:complianceValidation.perTransferOverMaximum': [{ args: ['verified', '5000.00'], contains: ['सत्यापित', formatCad('5000.00', 'hi-IN')] }],
  'compliance-texts:complianceValidation.perTransferOverDaily': [{ args: ['basic'], contains: ['बेसिक', '24 घंटे'] }],
  'compliance-texts:complianceValidation.dailyOverMonthly': [{ args: ['verified'], contains: ['सत्यापित', '30 दिन'] }],
  'compliance-texts:complianceValidation.atMost': [{ args: [500] }],
  'api-messages:apiMessages.amountBelowMinimum': [{ args: ['$20.00'] }],
  'api-messages:healthMessages.databaseSlow': [{ args: [7] }],
  'api-messages:healthMessages.migrations': [{ args: [1, 9] }, { args: [3, 9] }, { args: [9, 9], contains: ['npm run manage -- migrate'] }],
  'api-messages:adminMessages.statusConflict': [{ args: ['completed', 'rejected'] }],
  'api-messages:adminMessages.completeNotApproved': [{ args: ['pending'] }],
  'api-messages:adminMessages.rateChangeUnconfirmed': [{ args: ['2.10'] }],
  'screen-messages:screenTexts.rateComparison': [{ args: ['63.10', '64.06'] }],
  'screen-messages:screenTexts.sendEtransferNowHint': [{ args: ['$750.00'] }],
  'admin-texts:adminTexts.approveQuestion': [{ args: ['QJBAEX7E2R', '$750.00', 'Priya Sharma'] }],
  'screen-messages:screenTexts.sendToRecipientLabel': [{ args: ['Priya Sharma'] }],
  'admin-texts:adminTexts.marketRateAsOf': [{ args: ['Nov 26, 2026', 'Nov 27, 2026'] }],
  'admin-texts:adminTexts.lastFetchFailed': [{ args: ['Nov 27, 2026', 'HTTP 503'] }],
  'admin-texts:adminTexts.effectiveFromMarket': [{ args: ['64.06'] }],
  'admin-texts:adminTexts.pendingChangeLine': [{ args: ['71.04', '11.00', '64.00'] }],
  'admin-texts:adminTexts.pendingChangeBy': [{ args: [NAME, 'Nov 27, 2026'] }],
  'admin-texts:adminTexts.confirmRateBody': [{ args: ['62.656', '2.10', '64.00'] }],
  'admin-texts:adminTexts.referenceCurrent': [{ args: ['64.00'] }],
  'admin-texts:adminTexts.referenceMarket': [{ args: ['64.06'] }],
  'api-messages:adminMessages.rateChangePending': [{ args: ['11.00'] }],
  'api-messages:adminMessages.paymentFound': [{ args: [CAD, NAME] }],
  'api-messages:adminMessages.noPayment': [{ args: [REF] }],
  'api-messages:adminMessages.providerUnavailable': [{ args: ['Interac Hub'] }],
  'api-messages:adminMessages.reviewNeeded': [{ args: [CAD, NAME] }],
  'api-messages:adminMessages.payoutInProgress': [{ args: ['in_flight'] }],
  'api-messages:adminMessages.payoutRetried': [{ args: [2] }],
  'api-messages:adminMessages.reviewDecided': [{ args: ['dismissed'] }],
  'api-messages:adminMessages.reviewNotAcceptable': [{ args: [REF] }],
  'api-messages:adminMessages.reviewAccepted': [{ args: [REF] }],

  'screen-messages:screenTexts.stepOfTwo': [{ args: [1] }],
  'screen-messages:screenTexts.rateLine': [{ args: ['63.25'] }],
  'screen-messages:screenTexts.amountRangeHint': [{ args: ['$20.00'] }],
  'screen-messages:screenTexts.etransferIntro': [{ args: [CAD] }],
  'screen-messages:screenTexts.copyLabel': [{ args: ['भुगतान ईमेल'] }],
  'screen-messages:screenTexts.confirmSent': [{ args: [CAD, 'MapleRupee Inc.'] }],
  'screen-messages:screenTexts.rateChangedNew': [{ args: ['1 CAD = 62.10 INR', INR] }],
  'screen-messages:screenTexts.submittedDescription': [{ args: [REF] }],
  'screen-messages:screenTexts.transfersShown': [{ args: [1, 40] }, { args: [20, 40] }],
  'screen-messages:screenTexts.deleteRecipientLabel': [{ args: [NAME] }],

  'admin-texts:adminTexts.paymentReceivedFrom': [{ args: [NAME] }],
  'admin-texts:adminTexts.welcome': [{ args: [NAME] }],
  'admin-texts:adminTexts.showing': [{ args: [1] }, { args: [37] }],
  'admin-texts:adminTexts.rateLine': [{ args: ['63.25'] }],
  'admin-texts:adminTexts.rejectionReason': [{ args: ['खाता संख्या गलत है'] }],
  'admin-texts:adminTexts.actionLabel': [{ args: ['स्वीकृत करें', REF] }],
  'admin-texts:adminTexts.moreActionsLabel': [{ args: [REF] }],
  'admin-texts:adminTexts.rejectQuestion': [{ args: [REF, CAD] }],
  'admin-texts:adminTexts.total': [{ args: [12] }],
  'admin-texts:adminTexts.signedUp': [{ args: [WHEN] }],
  'admin-texts:adminTexts.addedOn': [{ args: [WHEN] }],
  'admin-texts:adminTexts.rateSetBy': [{ args: [NAME] }],
  'admin-texts:adminTexts.unmatched': [{ args: [4] }],
  'admin-texts:adminTexts.toReview': [{ args: [1] }, { args: [6] }],
  'admin-texts:adminTexts.reviewFrom': [{ args: [CAD, NAME] }],
  'admin-texts:adminTexts.reviewReceived': [{ args: [WHEN] }],
  'admin-texts:adminTexts.acceptFor': [{ args: [REF] }],
  'admin-texts:adminTexts.acceptTitle': [{ args: [REF] }],
  'admin-texts:adminTexts.acceptQuestion': [{ args: [CAD, 'Ravi Kumar', NAME] }],
  'admin-texts:adminTexts.setAsideQuestion': [{ args: [CAD, NAME] }],
  'admin-texts:adminTexts.balance': [{ args: ['$52,310.00'] }],
  'admin-texts:adminComplianceTexts.badgeLabel': [{ args: [1] }, { args: [5] }],
  'admin-texts:adminComplianceTexts.showingVerifications': [{ args: [1] }, { args: [8] }],
  'admin-texts:adminComplianceTexts.submitted': [{ args: [WHEN] }],
  'admin-texts:adminComplianceTexts.decided': [{ args: ['स्वीकृत', WHEN, NAME] }, { args: ['अस्वीकृत', WHEN, null] }],
  'admin-texts:adminComplianceTexts.decidedReason': [{ args: ['फ़ोटो धुंधली है'] }],
  'admin-texts:adminComplianceTexts.documentAlt': [{ args: [NAME] }],
  'admin-texts:adminComplianceTexts.documentPdfTitle': [{ args: [NAME] }],
  'admin-texts:adminComplianceTexts.approveQuestion': [{ args: [NAME] }],
  'admin-texts:adminComplianceTexts.rejectQuestion': [{ args: [NAME] }],
  'admin-texts:adminComplianceTexts.decisionLabel': [{ args: ['अस्वीकार करें', NAME] }],
  'admin-texts:adminComplianceTexts.showingCases': [{ args: [1] }, { args: [14] }],
  'admin-texts:adminComplianceTexts.overdueCount': [{ args: [1] }, { args: [2] }],
  'admin-texts:adminComplianceTexts.caseTitle': [{ args: ['EFT रिपोर्ट', 42] }],
  'admin-texts:adminComplianceTexts.overdueDetail': [{ args: [WHEN] }],
  'admin-texts:adminComplianceTexts.windowRange': [{ args: [WHEN, 'Jan 6, 2026, 3:04 PM'] }],
  'admin-texts:adminComplianceTexts.closedSummary': [{ args: ['निपटाया गया', WHEN] }],
  'admin-texts:adminComplianceTexts.closeLabel': [{ args: ['EFT रिपोर्ट #42'] }],
  'admin-texts:adminComplianceTexts.closeTitle': [{ args: ['EFT रिपोर्ट #42'] }],
  'admin-texts:adminComplianceTexts.flagQuestion': [{ args: [REF, CAD] }],

  'compliance-texts:complianceTexts.perTransferValue': [{ args: ['$3,000.00'] }],
  'compliance-texts:complianceTexts.usedOf': [{ args: ['$400.00', '$999.99'] }],
  'compliance-texts:complianceTexts.remainingValue': [{ args: ['$599.99'] }],
  'compliance-texts:complianceTexts.canSendNow': [{ args: ['$599.99'] }],
  'compliance-texts:complianceTexts.needsVerification': [{ args: ['$1,000.00'] }],
  'compliance-texts:complianceTexts.overLimit': [{ args: ['$599.99'] }],
  'compliance-texts:complianceTexts.editRecipientAddress': [{ args: [NAME] }],
  'compliance-texts:complianceTexts.recipientAddressNeeded': [{ args: ['$1,000.00', NAME] }],
  'compliance-texts:complianceTexts.idPhotoChosen': [{ args: ['passport.jpg', '1.2 MB'] }],
  'compliance-texts:complianceTexts.tooYoung': [{ args: [18] }],
  'compliance-texts:complianceTexts.photoTooLarge': [{ args: ['5 MB'] }],
  'compliance-texts:complianceTexts.editAddressLabel': [{ args: [NAME] }],
  'compliance-texts:complianceTexts.closeAccountRecords': [{ args: [5] }],

  'screening-texts:screeningTexts.listVersion': [{ args: [3, '50,000', WHEN] }],
  'screening-texts:screeningTexts.rescreenRunning': [{ args: ['12,000', '200,000'] }],
  'screening-texts:screeningTexts.rescreenDone': [{ args: ['200,000', WHEN] }],
  'screening-texts:screeningTexts.rescreenMatches': [{ args: [1] }, { args: [4] }],
  'screening-texts:screeningTexts.waiting': [{ args: ['1,204'] }],
  'screening-texts:screeningTexts.noMatch': [{ args: [3] }],
  'screening-texts:screeningTexts.matchesFound': [{ args: [1, 3] }, { args: [4, 3] }],
  'screening-texts:screeningTexts.matchedAs': [{ args: ['Masood Azhar'] }],
  'screening-texts:screeningTexts.score': [{ args: ['0.93'] }],
  'screening-texts:screeningTexts.entry': [{ args: ['UN SC', 'QDi.422'] }],

  'payout-texts:payoutTexts.queueOnHold': [{ args: [1] }, { args: [4] }],
  'payout-texts:payoutTexts.unpaidQuestion': [{ args: [REF, CAD] }],
  'payout-texts:payoutTexts.payoutLine': [{ args: ['भेजा जा रहा है'] }],
  'payout-texts:payoutTexts.payAgainQuestion': [{ args: [REF] }],
  'payout-texts:payoutTexts.payAnywayQuestion': [{ args: [REF] }],
  'payout-texts:payoutTexts.refundQuestion': [{ args: [REF, CAD] }],
  'payout-texts:payoutTexts.attemptsTitle': [{ args: [REF] }],
  'payout-texts:payoutTexts.attempt': [{ args: [2, 'Cashfree'] }],
  'payout-texts:payoutTexts.nameAtBank': [{ args: [NAME] }],
  'payout-texts:payoutTexts.bankReference': [{ args: ['HDFCN52026010512345678'] }],
  'payout-texts:payoutTexts.failureReason': [{ args: ['खाता बंद है'] }],
  'payout-texts:payoutTexts.unpaidReason': [{ args: ['ग्राहक ने फ़ोन पर पुष्टि की'] }],
  'payout-texts:payoutTexts.createdAt': [{ args: [WHEN] }],
  'payout-texts:payoutTexts.paidAt': [{ args: [WHEN] }],
  'payout-texts:payoutTexts.runDay': [{ args: [DAY] }],
  // With no difference the line says so in words, without the 0.
  'payout-texts:payoutTexts.differences': [{ args: [0], contains: ['कोई अंतर नहीं'] }, { args: [1] }, { args: [4] }],
  'payout-texts:payoutTexts.runError': [{ args: ['HTTP 503'] }],
  'payout-texts:payoutTexts.compared': [{ args: [1, 1] }, { args: [120, 118] }],
  'payout-texts:payoutTexts.balance': [{ args: [INR] }],
  'payout-texts:payoutTexts.openRun': [{ args: [DAY] }],
  'payout-texts:payoutTexts.differencesTitle': [{ args: [DAY] }],

  // The refusal formats its amounts itself, as hi-IN writes CAD.
  'limits-messages:limitsMessages.refusal': [
    { args: [REFUSALS.identity], contains: ['1,000.00 CAD', formatCad('250.00', 'hi-IN')] },
    { args: [REFUSALS.basicDaily], contains: [formatCad('999.99', 'hi-IN'), '24 घंटे'] },
    { args: [REFUSALS.perTransfer], contains: [formatCad('3000.00', 'hi-IN')] },
    { args: [REFUSALS.monthly], contains: [formatCad('25000.00', 'hi-IN'), formatCad('1250.50', 'hi-IN'), '30 दिन'] },
  ],
  'limits-messages:limitsMessages.recipientAddressRequired': [{ args: [], contains: ['1,000.00 CAD'] }],
  'limits-messages:limitsMessages.beneficiaryCaseSummary': [
    { args: ['10250.00', 1], contains: ['10,250.00 CAD', '1'] },
    { args: ['12500.00', 3], contains: ['12,500.00 CAD', '3'] },
  ],
  'compliance-case-messages:complianceCaseMessages.attemptsSummary': [{ args: [3] }],
  'admin-texts:adminCaseWorkTexts.beneficiaryAccount': [{ args: ['123456789012', 'HDFC0001234'] }],
  'admin-texts:adminCaseWorkTexts.decided': [{ args: ['अधिकारियों ने मुक्त किया', WHEN, NAME] }],
  'admin-texts:adminCaseWorkTexts.recordDecisionLabel': [{ args: ['प्रतिबंध #4'] }],
  'admin-texts:adminCaseWorkTexts.showWorkLabel': [{ args: ['प्रतिबंध #4'] }],
  'admin-texts:adminCaseWorkTexts.eventBy': [{ args: [NAME, WHEN] }],
  'admin-texts:adminCaseWorkTexts.eventTotal': [{ args: [CAD] }],
  'admin-texts:adminCaseWorkTexts.eventTransfers': [{ args: ['#4, #5'] }],
  'admin-texts:adminCaseWorkTexts.eventAssignee': [{ args: [NAME] }],
  'admin-texts:adminCaseWorkTexts.eventOutcome': [{ args: ['निपटाया गया'] }],
  'admin-texts:adminCaseWorkTexts.eventPreviousOutcome': [{ args: ['निपटाया गया'] }],
  'admin-texts:adminCaseWorkTexts.eventReference': [{ args: ['EFT-77'] }],
  'admin-texts:adminCaseWorkTexts.eventDue': [{ args: [DAY] }],
  'admin-texts:adminCaseWorkTexts.eventTransfer': [{ args: ['#4'] }],
  'admin-texts:adminCaseWorkTexts.showingAttempts': [{ args: [1] }, { args: [4] }],
  'admin-texts:adminCaseWorkTexts.attemptTo': [{ args: [NAME] }],
  'admin-texts:adminCustomerTexts.searchTooShort': [{ args: [3] }],
  'admin-texts:adminCustomerTexts.accountClosed': [{ args: [WHEN] }],
  'admin-texts:adminCustomerTexts.usedOf': [{ args: [CAD, '$3,000.00'] }],
  'admin-texts:adminCustomerTexts.latestTransfers': [{ args: [1, 1] }, { args: [10, 11] }],
  'admin-texts:adminCustomerTexts.openedOn': [{ args: [WHEN] }],
  'limits-messages:limitsMessages.eftCaseSummary': [
    { args: ['10250.00', 1], contains: ['10,250.00 CAD', '1'] },
    { args: ['12500.00', 3], contains: ['12,500.00 CAD', '3'] },
  ],

  'verification-messages:verificationMessages.documentTooLarge': [{ args: [5 * 1024 * 1024], contains: ['5 MB'] }],
  'verification-messages:verificationMessages.documentMismatch': [{ args: ['application/pdf', 'image/jpeg'] }],
  'verification-messages:verificationMessages.documentTooManyPixels': [{ args: [50] }],
  'verification-messages:verificationMessages.tooYoung': [{ args: [18] }],
  'verification-messages:verificationMessages.decided': [{ args: ['approved'] }],

  'passkey-texts:passkeyTexts.createdOn': [{ args: [WHEN] }],
  'passkey-texts:passkeyTexts.lastUsed': [{ args: [WHEN] }],
  'passkey-texts:passkeyTexts.renameLabel': [{ args: ['Pixel 9'] }],
  'passkey-texts:passkeyTexts.removeLabel': [{ args: ['Pixel 9'] }],
  'passkey-texts:passkeyTexts.removeTitle': [{ args: ['Pixel 9'] }],

  'second-factor-texts:secondFactorTexts.recoveryCodesLeft': [{ args: [1] }, { args: [7] }],

  'security-texts:securityMessages.othersEnded': [{ args: [1] }, { args: [3] }],
  'security-texts:securityTexts.signOutSessionLabel': [{ args: ['Firefox', 'Windows'] }],
  'security-texts:securityTexts.browserOn': [{ args: ['Safari', 'iOS'] }],
  'security-texts:securityTexts.signedIn': [{ args: [WHEN] }],
  'security-texts:securityTexts.lastActive': [{ args: [WHEN] }],
  'security-texts:securityTexts.ipAddress': [{ args: ['203.0.113.7'] }],
  'security-texts:securityTexts.resetRemovePasskey': [{ args: ['My phone'] }],
  'security-texts:securityTexts.resetPasskeyAdded': [{ args: [WHEN] }],

  'cancel-texts:cancelMessages.notCancellable': [{ args: ['approved'] }],
  'cancel-texts:cancelTexts.cancelLabel': [{ args: [REF] }],
  'cancel-texts:cancelTexts.description': [{ args: [REF, CAD] }],
  'cancel-texts:cancelTexts.cancelledDescription': [{ args: [REF] }],
  'ifsc-texts:ifscTexts.bankOf': [{ args: ['State Bank of India'] }],
  'ifsc-texts:ifscTexts.branchAt': [{ args: ['Koramangala, Bengaluru'] }],

  'rate-texts:rateHistoryTexts.title': [{ args: [90] }],
  'rate-texts:rateHistoryTexts.summary': [{ args: [90, '61.80', '64.10', '63.25'] }],
  'rate-texts:rateHistoryTexts.steady': [{ args: [90, '64.25'] }],
  'rate-texts:rateHistoryTexts.oneDay': [{ args: ['63.25'] }],
  'rate-texts:rateHistoryTexts.tableCaption': [{ args: [90] }],
  'rate-texts:rateAlertTexts.today': [{ args: ['1 CAD = 63.25 INR'] }],
  'rate-texts:rateAlertTexts.targetHint': [{ args: ['64.00', 5] }],
  'rate-texts:rateAlertTexts.targetFormat': [{ args: ['64.00'] }],
  'rate-texts:rateAlertTexts.addedDescription': [{ args: ['1 CAD ≥ 64.00 INR'] }],
  'rate-texts:rateAlertTexts.alert': [{ args: ['64.00'] }],
  'rate-texts:rateAlertTexts.setOn': [{ args: [WHEN] }],
  'rate-texts:rateAlertTexts.removeLabel': [{ args: ['1 CAD ≥ 64.00 INR'] }],
  'rate-texts:rateMessages.limitReached': [{ args: [5] }],
  'rate-texts:rateMessages.alreadyMet': [{ args: ['64.25'] }],
  'rate-texts:rateMessages.daysInvalid': [{ args: [365] }],
  'quote-texts:quoteTexts.heldFor': [{ args: [1] }, { args: [30] }],
  'transfer-details-texts:transferDetailsTexts.reason': [{ args: ['खाता संख्या गलत है'] }],
  'transfer-details-texts:transferDetailsTexts.expectedBy': [{ args: [DAY] }],
  'transfer-details-texts:transferDetailsTexts.expectedIfPaidToday': [{ args: [DAY] }],
  'transfer-details-texts:transferDetailsTexts.arrived': [{ args: [DAY] }],

  'receipt-texts:receiptTexts.issued': [{ args: [WHEN] }],
  'receipt-texts:receiptTexts.statusLine': [{ args: ['लंबित'] }],
  'receipt-texts:receiptTexts.msbRegistration': [{ args: ['M12345678'] }],
  'receipt-texts:receiptTexts.expectedEstimate': [{ args: [DAY] }],
  'receipt-texts:receiptTexts.timesIn': [{ args: ['America/Toronto'] }],
  'receipt-texts:receiptTexts.cancellationTerms': [{ args: [72] }],
  'receipt-texts:receiptTexts.complaints': [{ args: ['support@maplerupee.ca'] }],
};

const DEVANAGARI = /[\u0900-\u097F]/u;
/** A sentence ended with an English full stop after Hindi words (an ellipsis "..." is fine). */
const ENGLISH_FULL_STOP = /[\u0900-\u097F)"”’]\.(?:\s|$)/u;

interface Leaf {
  path: string;
  en: unknown;
  hi: unknown;
}

/** Every text of a section, pairing the Hindi with the English; a difference of shape is an error. */
function leaves(en: unknown, hi: unknown, path: string, out: Leaf[] = []): Leaf[] {
  if (typeof en === 'string' || typeof en === 'function') {
    out.push({ path, en, hi });
  } else if (Array.isArray(en)) {
    expect(Array.isArray(hi), `${path} is a list`).toBe(true);
    expect((hi as unknown[]).length, `${path} has as many entries as in English`).toBe(en.length);
    en.forEach((item, index) => leaves(item, (hi as unknown[])[index], `${path}[${index}]`, out));
  } else if (en !== null && typeof en === 'object') {
    expect(hi !== null && typeof hi === 'object' && !Array.isArray(hi), `${path} is a group`).toBe(true);
    expect(Object.keys(hi as object).sort(), `${path} has the English keys`).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(en)) leaves(value, (hi as Record<string, unknown>)[key], path ? `${path}.${key}` : key, out);
  } else {
    throw new Error(`${path}: not a text (${typeof en})`);
  }
  return out;
}

/** Names a module re-exports from another (`export { a, b } from './x'`): translated in their own module. */
function reExported(name: string): Set<string> {
  const source = readFileSync(fileURLToPath(new URL(`../../${name}.ts`, import.meta.url)), 'utf8');
  const names = [...source.matchAll(/export\s*\{([^}]*)\}\s*from/g)].flatMap((match) => (match[1] ?? '').split(','));
  return new Set(names.map((entry) => entry.trim()).filter(Boolean));
}

/** The English module's text sections: its exported objects (types have no value), less re-exports. */
function englishSections(module: (typeof MODULES)[number]): string[] {
  const others = reExported(module.name);
  return Object.entries(module.en)
    .filter(([name, value]) => value !== null && typeof value === 'object' && !others.has(name))
    .map(([name]) => name)
    .sort();
}

function allLeaves(module: (typeof MODULES)[number]): Leaf[] {
  return Object.keys(module.hi).flatMap((section) => leaves(module.en[section], module.hi[section], section));
}

function checkText(where: string, en: string, hi: unknown): void {
  expect(typeof hi, `${where} is a text`).toBe('string');
  const text = hi as string;
  expect(text.trim().length, `${where} is not empty`).toBeGreaterThan(0);
  if ((where.split(' ')[0] ?? '') in SAME_AS_ENGLISH) return;
  expect(text, `${where} is translated, not the English left in place`).not.toBe(en);
  expect(text, `${where} is written in Devanagari`).toMatch(DEVANAGARI);
  expect(text, `${where} ends its sentences with । (purna viram), not "."`).not.toMatch(ENGLISH_FULL_STOP);
}

describe('the hi-IN catalogue', () => {
  it('has every text section of each English module, and no other', () => {
    for (const module of MODULES) {
      expect(Object.keys(module.hi).sort(), module.name).toEqual(englishSections(module));
    }
  });

  it('has every text of English in the same shape, each written in Hindi', () => {
    let texts = 0;
    for (const module of MODULES) {
      for (const leaf of allLeaves(module)) {
        const where = `${module.name}:${leaf.path}`;
        if (typeof leaf.en === 'function') {
          expect(typeof leaf.hi, `${where} is a function`).toBe('function');
          expect((leaf.hi as () => string).length, `${where} takes the English parameters`).toBe(leaf.en.length);
        } else {
          checkText(where, leaf.en as string, leaf.hi);
          texts += 1;
        }
      }
    }
    expect(texts).toBeGreaterThan(700);
  });

  it('answers every function with a Hindi text carrying its placeholders', () => {
    const called = new Set<string>();
    for (const module of MODULES) {
      for (const leaf of allLeaves(module).filter((entry) => typeof entry.en === 'function')) {
        const key = `${module.name}:${leaf.path}`;
        const calls = CALLS[key] ?? [];
        expect(calls.length, `${key} has sample arguments in CALLS`).toBeGreaterThan(0);
        called.add(key);
        for (const call of calls) {
          const en = (leaf.en as (...args: unknown[]) => string)(...call.args);
          const hi = (leaf.hi as (...args: unknown[]) => string)(...call.args);
          const where = `${key} ${JSON.stringify(call.args)}`;
          checkText(where, en, hi);
          const expected =
            call.contains ?? call.args.filter((arg) => typeof arg === 'string' || typeof arg === 'number').map(String);
          for (const part of expected) expect(hi, `${where} contains ${part}`).toContain(part);
        }
      }
    }
    expect([...called].sort(), 'CALLS has no stale entries').toEqual(Object.keys(CALLS).sort());
  });

  it('agrees verbs and nouns with the count, as Hindi does for 1 and for more', () => {
    expect(hiScreen.screenTexts.transfersShown(1, 40)).toBe('40 में से 1 ट्रांसफ़र दिखाया जा रहा है');
    expect(hiScreen.screenTexts.transfersShown(20, 40)).toBe('40 में से 20 ट्रांसफ़र दिखाए जा रहे हैं');
    expect(hiSecurity.securityMessages.othersEnded(1)).toBe('1 दूसरे सत्र से साइन आउट कर दिया गया');
    expect(hiSecurity.securityMessages.othersEnded(3)).toBe('3 दूसरे सत्रों से साइन आउट कर दिया गया');
    expect(hiSecondFactor.secondFactorTexts.recoveryCodesLeft(1)).toBe('10 में से 1 रिकवरी कोड बाकी है');
    expect(hiSecondFactor.secondFactorTexts.recoveryCodesLeft(0)).toBe('10 में से 0 रिकवरी कोड बाकी है');
    expect(hiAdmin.adminTexts.toReview(2)).toBe('2 भुगतानों की समीक्षा बाकी है');
    expect(hiPayout.payoutTexts.queueOnHold(1)).toBe('1 लंबित ट्रांसफ़र होल्ड पर है');
    expect(hiPayout.payoutTexts.queueOnHold(3)).toBe('3 लंबित ट्रांसफ़र होल्ड पर हैं');
  });

  it('writes a refusal as hi-IN writes CAD, and says so when nothing more can be sent', () => {
    expect(hiLimits.limitsMessages.refusal(REFUSALS.monthly)).toBe(
      'इस ट्रांसफ़र से आप अपनी 30 दिन की सीमा ($25,000.00) पार कर जाएँगे। आप अभी $1,250.50 तक भेज सकते हैं।',
    );
    expect(hiLimits.limitsMessages.refusal(REFUSALS.basicDaily)).toContain('आप अभी और राशि नहीं भेज सकते।');
    expect(hiLimits.limitsMessages.refusal({ ...REFUSALS.perTransfer, limit: '250000.00' })).toContain('$2,50,000.00');
  });

  it('keeps what is never translated: the brand, codes, API values', () => {
    expect(hiMessages.texts.productName).toBe('MapleRupee');
    expect(hiScreen.screenValidation.ifscFormat).toContain('SBIN0001234');
    expect(hiApi.apiMessages.statusInvalid).toMatch(/pending.*approved.*completed.*rejected/);
    expect(hiComplianceCase.complianceCaseMessages.caseKindInvalid).toMatch(/eftr.*str.*sanctions/);
    expect(hiSecurity.securityMessages.othersQueryInvalid).toContain('?others=true');
    expect(hiScreen.screenTexts.payByValue).toBe('Interac e-Transfer');
  });
});
