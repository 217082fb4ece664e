import { PRODUCT_NAME } from '../../../domain/constants';
import { formatDateTime } from '../../../domain/format';
import type { Locale } from '../../../domain/locale';
import type { Translation } from '../../../domain/texts/translation';

/**
 * The mails of issue 32 about an account's second factors, in each language an account may choose:
 * a passkey removed, the authenticator app turned off, new recovery codes, and codes locked out
 * after too many wrong ones. Apart from mail-texts.ts only to keep each file readable; the same
 * rules hold (English is the reference; French and Hindi as mail-texts.ts describes them).
 */

const enCA = {
  passkeyRemoved: {
    subject: 'A passkey was removed from your account',
    removed: (name: string) => `The passkey named "${name}" was removed from your ${PRODUCT_NAME} account. It no longer signs you in.`,
  },
  totpTurnedOff: {
    subject: 'Your authenticator app was turned off',
    turnedOff: `The authenticator app of your ${PRODUCT_NAME} account was turned off, and its recovery codes no longer work. Signing in no longer asks for its codes.`,
  },
  recoveryCodesReplaced: {
    subject: 'New recovery codes were made for your account',
    replaced: `New recovery codes were made for your ${PRODUCT_NAME} account. The ones made before no longer work.`,
  },
  secondFactorLocked: {
    subject: 'Someone is entering wrong codes on your account',
    tried: (ip: string) => `Too many wrong codes were entered at the second step of signing in to your ${PRODUCT_NAME} account (from IP address ${ip}). Getting that far takes your password.`,
    lockedUntil: (at: Date) => `For your safety, no code is accepted until ${at.toISOString().replace('T', ' ').slice(0, 16)} UTC, and each further lockout lasts longer.`,
    ifYou: 'If this was you, wait until then, or sign in with a passkey.',
    ifNotYou: 'If this was not you, someone knows your password: reset it now from the sign-in screen ("Forgot Password"), remove any passkey you do not recognize on the reset page, and contact support.',
  },
};

export type SecondFactorMailTexts = typeof enCA;

/** French typography: a no-break space before a colon and inside « ». */
const NB = '\u00a0';

const frCA = {
  passkeyRemoved: {
    subject: 'Une clé d’accès a été supprimée de votre compte',
    removed: (name: string) =>
      `La clé d’accès nommée «${NB}${name}${NB}» a été supprimée de votre compte ${PRODUCT_NAME}. Elle ne permet plus de vous connecter.`,
  },
  totpTurnedOff: {
    subject: 'Votre application d’authentification a été désactivée',
    turnedOff: `L’application d’authentification de votre compte ${PRODUCT_NAME} a été désactivée, et ses codes de récupération ne fonctionnent plus. La connexion ne demande plus ses codes.`,
  },
  recoveryCodesReplaced: {
    subject: 'De nouveaux codes de récupération ont été créés pour votre compte',
    replaced: `De nouveaux codes de récupération ont été créés pour votre compte ${PRODUCT_NAME}. Les codes créés auparavant ne fonctionnent plus.`,
  },
  secondFactorLocked: {
    subject: 'Quelqu’un entre de mauvais codes sur votre compte',
    tried: (ip: string) =>
      `Trop de codes erronés ont été entrés à la deuxième étape de la connexion à votre compte ${PRODUCT_NAME} (à partir de l’adresse IP ${ip}). Pour aller jusque-là, il faut votre mot de passe.`,
    lockedUntil: (at: Date) =>
      `Par sécurité, aucun code n’est accepté avant le ${formatDateTime(at, 'fr-CA', 'UTC')} UTC, et chaque nouveau blocage dure plus longtemps.`,
    ifYou: 'Si c’était vous, attendez jusque-là, ou connectez-vous avec une clé d’accès.',
    ifNotYou: `Si ce n’était pas vous, quelqu’un connaît votre mot de passe${NB}: réinitialisez-le dès maintenant à partir de l’écran de connexion («${NB}Mot de passe oublié${NB}»), supprimez sur la page de réinitialisation toute clé d’accès que vous ne reconnaissez pas, et communiquez avec notre service à la clientèle.`,
  },
} satisfies Translation<SecondFactorMailTexts>;

const hiIN = {
  passkeyRemoved: {
    subject: 'आपके खाते से एक पासकी हटाई गई',
    removed: (name: string) => `आपके ${PRODUCT_NAME} खाते से "${name}" नाम की पासकी हटा दी गई है। अब इससे साइन इन नहीं होगा।`,
  },
  totpTurnedOff: {
    subject: 'आपका ऑथेंटिकेटर ऐप बंद कर दिया गया',
    turnedOff: `आपके ${PRODUCT_NAME} खाते का ऑथेंटिकेटर ऐप बंद कर दिया गया है, और उसके रिकवरी कोड अब काम नहीं करते। अब साइन इन करते समय उसका कोड नहीं माँगा जाएगा।`,
  },
  recoveryCodesReplaced: {
    subject: 'आपके खाते के लिए नए रिकवरी कोड बनाए गए',
    replaced: `आपके ${PRODUCT_NAME} खाते के लिए नए रिकवरी कोड बनाए गए हैं। पहले बनाए गए कोड अब काम नहीं करते।`,
  },
  secondFactorLocked: {
    subject: 'कोई आपके खाते पर गलत कोड डाल रहा है',
    tried: (ip: string) =>
      `आपके ${PRODUCT_NAME} खाते में साइन इन के दूसरे चरण पर बहुत सारे गलत कोड डाले गए (IP पता ${ip})। वहाँ तक पहुँचने के लिए आपका पासवर्ड चाहिए।`,
    lockedUntil: (at: Date) =>
      `आपकी सुरक्षा के लिए ${formatDateTime(at, 'hi-IN', 'UTC')} UTC तक कोई कोड स्वीकार नहीं किया जाएगा, और हर अगली रोक पहले से लंबी होगी।`,
    ifYou: 'यदि यह आप ही थे, तो तब तक प्रतीक्षा करें, या पासकी से साइन इन करें।',
    ifNotYou:
      'यदि यह आपने नहीं किया, तो किसी को आपका पासवर्ड पता है: साइन-इन स्क्रीन ("पासवर्ड भूल गए") से उसे अभी रीसेट करें, रीसेट पेज पर कोई भी अनजानी पासकी हटाएँ, और सपोर्ट टीम से संपर्क करें।',
  },
} satisfies Translation<SecondFactorMailTexts>;

/** Each language's second-factor mail; a key missing in any language is a compile error. */
export const secondFactorMailTexts: Readonly<Record<Locale, Translation<SecondFactorMailTexts>>> = { 'en-CA': enCA, 'fr-CA': frCA, 'hi-IN': hiIN };
