import { describe, expect, it } from 'vitest';
import type { LimitRefusal } from '../../compliance';
import * as enAdmin from '../../admin-texts';
import * as enApi from '../../api-messages';
import * as enCancel from '../../cancel-texts';
import * as enComplianceCase from '../../compliance-case-messages';
import * as enCompliance from '../../compliance-texts';
import * as enLimits from '../../limits-messages';
import * as enMessages from '../../messages';
import * as enPasskey from '../../passkey-texts';
import * as enPage from '../../page-texts';
import * as enPwa from '../../pwa-texts';
import * as enQuote from '../../quote-texts';
import * as enScreen from '../../screen-messages';
import * as enSecondFactor from '../../second-factor-texts';
import * as enSecurity from '../../security-texts';
import * as enTransferDetails from '../../transfer-details-texts';
import * as enReceipt from '../../receipt-texts';
import * as enVerification from '../../verification-messages';
import * as enIfsc from '../../ifsc-texts';
import * as enRate from '../../rate-texts';
import * as enScreening from '../../screening-texts';
import * as enPayout from '../../payout-texts';
import admin from './admin-texts';
import api from './api-messages';
import cancel from './cancel-texts';
import complianceCase from './compliance-case-messages';
import compliance from './compliance-texts';
import limits from './limits-messages';
import messages from './messages';
import passkey from './passkey-texts';
import page from './page-texts';
import pwa from './pwa-texts';
import quote from './quote-texts';
import screen from './screen-messages';
import secondFactor from './second-factor-texts';
import security from './security-texts';
import transferDetails from './transfer-details-texts';
import receipt from './receipt-texts';
import verification from './verification-messages';
import ifsc from './ifsc-texts';
import rate from './rate-texts';
import screening from './screening-texts';
import payout from './payout-texts';

type Section = Record<string, unknown>;

const modules: { name: string; en: Record<string, unknown>; fr: Record<string, Section> }[] = [
  { name: 'messages', en: enMessages, fr: messages },
  { name: 'api-messages', en: enApi, fr: api },
  { name: 'screen-messages', en: enScreen, fr: screen },
  { name: 'admin-texts', en: enAdmin, fr: admin },
  { name: 'compliance-texts', en: enCompliance, fr: compliance },
  { name: 'compliance-case-messages', en: enComplianceCase, fr: complianceCase },
  { name: 'limits-messages', en: enLimits, fr: limits },
  { name: 'verification-messages', en: enVerification, fr: verification },
  { name: 'passkey-texts', en: enPasskey, fr: passkey },
  { name: 'page-texts', en: enPage, fr: page },
  { name: 'pwa-texts', en: enPwa, fr: pwa },
  { name: 'second-factor-texts', en: enSecondFactor, fr: secondFactor },
  { name: 'security-texts', en: enSecurity, fr: security },
  { name: 'cancel-texts', en: enCancel, fr: cancel },
  { name: 'ifsc-texts', en: enIfsc, fr: ifsc },
  { name: 'rate-texts', en: enRate, fr: rate },
  { name: 'screening-texts', en: enScreening, fr: screening },
  { name: 'payout-texts', en: enPayout, fr: payout },
  { name: 'quote-texts', en: enQuote, fr: quote },
  { name: 'transfer-details-texts', en: enTransferDetails, fr: transferDetails },
  { name: 'receipt-texts', en: enReceipt, fr: receipt },
];

/**
 * Texts that are the same in French, and why: a name that is never translated, French words
 * spelled as in English, provinces whose French names are their English ones, and a value shown
 * as a placeholder (the rate field still takes a decimal point).
 */
const SAME_IN_FRENCH = new Set([
  'MapleRupee', // the product name
  'IFSC', // a code's name, as Indian banks write it in every language
  'Date', 'Dates', 'Actions', 'Message', 'Note', 'Total', 'Sanctions', // French words
  'Alberta', 'Manitoba', 'Nunavut', 'Ontario', 'Saskatchewan', 'Yukon', // official French names
  '60.50', // the admin rate field's placeholder value
  ' (PDF)', // a file format's name, read after the receipt button's
]);

/** Sample arguments by the English parameter's name; those not listed are strings. */
const NUMBER_PARAMETERS = new Set(['minutes', 'step', 'shown', 'total', 'seconds', 'pending', 'count', 'transfers', 'age', 'years', 'minimumAge', 'maxBytes', 'id', 'attempt', 'payouts', 'payments']);
const SPECIAL_ARGUMENTS: Record<string, unknown[]> = {
  'limitsMessages.eftCaseSummary': ['12000.00', 3],
  'limitsMessages.beneficiaryCaseSummary': ['12000.00', 3],
  'limitsMessages.refusal': [{ code: 'limit_exceeded', kind: 'daily', limit: '3000.00', remaining: '250.00' } satisfies LimitRefusal],
  'verificationMessages.documentTooLarge': [5 * 1024 * 1024],
  'validation.signupFieldNotText': ['phone'],
  'validation.signupFieldMax': ['address', 300],
  'complianceValidation.limitNotAmount': ['basic', 'daily'],
  'complianceValidation.limitDecimals': ['verified', 'perTransfer'],
  'complianceValidation.limitAboveZero': ['basic', 'monthly'],
  'complianceValidation.perTransferOverMaximum': ['verified', '5000.00'],
  'complianceValidation.perTransferOverDaily': ['basic'],
  'complianceValidation.dailyOverMonthly': ['verified'],
};
/** What those special calls must show instead of their raw arguments. */
const SPECIAL_EXPECTED: Record<string, string[]> = {
  'limitsMessages.eftCaseSummary': ['12\u00a0000,00\u00a0CAD', '3'],
  'limitsMessages.beneficiaryCaseSummary': ['12\u00a0000,00\u00a0CAD', '3'],
  'limitsMessages.refusal': ['3\u00a0000,00\u00a0$', '250,00\u00a0$'],
  'verificationMessages.documentTooLarge': ['5\u00a0Mo'],
  'validation.signupFieldNotText': ['Le téléphone'],
  'validation.signupFieldMax': ['L’adresse', '300'],
  'complianceValidation.limitNotAmount': ['sur 24\u00a0heures', 'de base'],
  'complianceValidation.limitDecimals': ['par transfert', 'vérifié'],
  'complianceValidation.limitAboveZero': ['sur 30\u00a0jours', 'de base'],
  'complianceValidation.perTransferOverMaximum': ['par transfert', 'vérifié', '5\u00a0000,00\u00a0$'],
  'complianceValidation.perTransferOverDaily': ['par transfert', 'sur 24\u00a0heures', 'de base'],
  'complianceValidation.dailyOverMonthly': ['sur 24\u00a0heures', 'sur 30\u00a0jours', 'vérifié'],
};

function parameterNames(fn: (...args: never[]) => unknown): string[] {
  const source = String(fn);
  const list = /^[^(=]*\(([^)]*)\)/.exec(source)?.[1] ?? /^\s*(\w+)\s*=>/.exec(source)?.[1] ?? '';
  return list.split(',').map((name) => name.replace(/[:=].*$/s, '').trim()).filter(Boolean);
}

function sampleArguments(path: string, en: (...args: never[]) => unknown): unknown[] {
  if (SPECIAL_ARGUMENTS[path]) return SPECIAL_ARGUMENTS[path];
  let number = 2;
  return parameterNames(en).map((name, index) => (NUMBER_PARAMETERS.has(name) ? (number += 1) : `Zq${index}x`));
}

interface Text {
  path: string;
  en?: string;
  fr: string;
  args?: unknown[];
}

/** Every French text of a section, with its English counterpart; functions called with sample arguments. */
function texts(en: unknown, fr: unknown, path: string): Text[] {
  if (typeof fr === 'string') return [{ path, en: typeof en === 'string' ? en : undefined, fr }];
  if (typeof fr === 'function') {
    const args = sampleArguments(path, en as (...args: never[]) => unknown);
    return [{ path, fr: (fr as (...args: unknown[]) => string)(...args), args }];
  }
  if (fr && typeof fr === 'object') {
    return Object.entries(fr).flatMap(([key, value]) => texts((en as Record<string, unknown>)[key], value, path ? `${path}.${key}` : key));
  }
  throw new Error(`${path} is not a text`);
}

const allTexts = modules.flatMap(({ en, fr }) => Object.entries(fr).flatMap(([section, value]) => texts(en[section], value, section)));

/** messages.ts re-exports sections of other modules: those are translated in their own module. */
const reExported = (name: string, value: unknown) =>
  name === 'messages' && modules.some((other) => other.name !== name && Object.values(other.en).includes(value));

describe('the fr-CA catalogue', () => {
  it('translates every exported text section of each English module, and nothing else', () => {
    for (const { name, en, fr } of modules) {
      const sections = Object.entries(en)
        .filter(([, value]) => value !== null && typeof value === 'object' && !reExported(name, value))
        .map(([key]) => key);
      expect(Object.keys(fr).sort(), name).toEqual(sections.sort());
    }
  });

  it('has a non-empty text everywhere', () => {
    const empty = allTexts.filter((text) => text.fr.trim() === '').map((text) => text.path);
    expect(empty).toEqual([]);
  });

  it('differs from the English text except where French writes it the same', () => {
    const same = allTexts.filter((text) => text.fr === text.en && !SAME_IN_FRENCH.has(text.fr)).map((text) => `${text.path}: ${text.fr}`);
    expect(same).toEqual([]);
  });

  it('uses every placeholder of a text function', () => {
    const calls = allTexts.filter((text) => text.args);
    expect(calls.length).toBeGreaterThan(80);
    for (const { path, fr, args = [] } of calls) {
      const expected = SPECIAL_EXPECTED[path] ?? args.map(String);
      for (const value of expected) expect(fr, path).toContain(value);
    }
  });

  it('follows French typography: ’, « », …, no-break spaces before : ; ! ? » and in amounts', () => {
    // Code the texts quote as it must be typed: a header and a query string.
    const code = /Content-Type: |\?others=true/g;
    const wrong = allTexts
      .map(({ path, fr }) => ({ path, fr: fr.replace(code, '') }))
      .filter(({ fr }) =>
        [
          /'/, // typewriter apostrophe
          /"/, // English quotes
          /\.\.\./, // three dots, not an ellipsis
          / [:;!?»]/, // a breaking space before high punctuation
          /[^\s\u00a0\u202f]:(?!\/\/)/, // a colon without its space
          /[^\s\u00a0\u202f][;!?](?!\w)/, // ; ! ? without their narrow space
          /« /, // a breaking space after the opening guillemet
          /\d,\d{3}(?!\d)/, // English thousands
          /\d \d{3}(?!\d)|\d \$/, // an amount that could break across lines
        ].some((rule) => rule.test(fr)),
      )
      .map(({ path, fr }) => `${path}: ${fr}`);
    expect(wrong).toEqual([]);
  });
});

describe('fr-CA grammar in text functions', () => {
  it('counts the French way: 0 and 1 are singular', () => {
    expect(screen.screenTexts.transfersShown(0, 0)).toBe('0 transfert affiché sur 0');
    expect(quote.quoteTexts.heldFor(1)).toBe('Votre taux est garanti pendant 1 minute.');
    expect(quote.quoteTexts.heldFor(30)).toBe('Votre taux est garanti pendant 30 minutes.');
    expect(screen.screenTexts.transfersShown(1, 12)).toBe('1 transfert affiché sur 12');
    expect(screen.screenTexts.transfersShown(2, 1200)).toBe('2 transferts affichés sur 1\u00a0200');
    expect(admin.adminTexts.toReview(0)).toBe('0 paiement à examiner');
    expect(admin.adminTexts.toReview(3)).toBe('3 paiements à examiner');
    expect(secondFactor.secondFactorTexts.recoveryCodesLeft(1)).toBe('Il reste 1 code de récupération sur 10');
    expect(security.securityMessages.othersEnded(2)).toBe('2 autres sessions ont été déconnectées');
    expect(compliance.complianceTexts.closeAccountRecords(5)).toContain('pendant 5\u00a0ans,');
    expect(payout.payoutTexts.queueOnHold(1)).toBe('1 transfert en attente est retenu');
    expect(payout.payoutTexts.differences(0)).toBe('Aucun écart');
    expect(payout.payoutTexts.differences(2)).toBe('2 écarts');
    expect(payout.payoutTexts.compared(1, 1200)).toBe('1 versement et 1\u00a0200 paiements comparés');
    expect(limits.limitsMessages.eftCaseSummary('10000.00', 1)).toBe('Total sur 24\u00a0heures\u00a0: 10\u00a0000,00\u00a0CAD, en 1 transfert');
  });

  it('names statuses the server passes as API codes in French', () => {
    expect(api.adminMessages.statusConflict('pending', 'completed')).toBe(
      'Ce transfert est en attente et ne peut pas passer à l’état «\u00a0terminé\u00a0».',
    );
    expect(api.adminMessages.completeNotApproved('rejected')).toContain('celui-ci est refusé.');
    expect(api.adminMessages.reviewDecided('dismissed')).toBe('Ce paiement a déjà été mis de côté par un autre opérateur.');
    expect(verification.verificationMessages.decided('approved')).toBe('Cette vérification a déjà été approuvée.');
  });

  it('elides « de » before a name that starts with a vowel', () => {
    expect(compliance.complianceTexts.editRecipientAddress('Anita')).toBe('Ajouter l’adresse d’Anita');
    expect(compliance.complianceTexts.editAddressLabel('Priya')).toBe('Modifier l’adresse de Priya');
    expect(compliance.complianceTexts.recipientAddressNeeded('1\u00a0000,00\u00a0$', 'Harpreet')).toContain('l’adresse de Harpreet');
    // Every « de » before a name a person gave (issue 34: « de Arjun »).
    expect(admin.adminTexts.paymentReceivedFrom('Arjun Mehta')).toBe('Paiement reçu d’Arjun Mehta');
    expect(admin.adminTexts.reviewFrom('50,00\u00a0$', 'Esha Rao')).toBe('50,00\u00a0$ d’Esha Rao');
    expect(api.adminMessages.paymentFound('50,00\u00a0$', 'Omar Ali')).toContain('reçu d’Omar Ali.');
  });

  it('writes refusals with French amounts for every limit', () => {
    const refusal = (code: LimitRefusal['code'], kind: LimitRefusal['kind'], remaining = '0') =>
      limits.limitsMessages.refusal({ code, kind, limit: '1000.00', remaining });
    expect(refusal('verification_required', 'identity', '999.00')).toBe(
      'Vérifiez votre identité pour envoyer 1\u00a0000,00\u00a0CAD ou plus en 24\u00a0heures. Vous pouvez envoyer jusqu’à 999,00\u00a0$ maintenant.',
    );
    expect(refusal('verification_required', 'monthly')).toContain('la limite sur 30\u00a0jours de 1\u00a0000,00\u00a0$');
    expect(refusal('limit_exceeded', 'perTransfer')).toContain('votre limite par transfert de 1\u00a0000,00\u00a0$. Vous ne pouvez pas envoyer davantage');
    expect(refusal('limit_exceeded', 'identity')).toContain('votre limite sur 24\u00a0heures');
    expect(limits.limitsMessages.recipientAddressRequired()).toContain('1\u00a0000,00\u00a0CAD ou plus');
  });

  it('keeps a decision line whole with or without the operator', () => {
    const decided = admin.adminComplianceTexts.decided;
    expect(decided('Approuvée', '5 janv. 2026', 'Léa')).toBe('Approuvée le 5 janv. 2026 par Léa');
    expect(decided('Refusée', '5 janv. 2026', null)).toBe('Refusée le 5 janv. 2026');
    expect(admin.adminComplianceTexts.closedSummary('Fermé', '')).toBe('Fermé');
  });
});
