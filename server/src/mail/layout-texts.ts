import { PRODUCT_NAME } from '../../../domain/constants';
import type { Locale } from '../../../domain/locale';
import type { Translation } from '../../../domain/texts/translation';

/**
 * The words of the layout every mail shares (layout.ts): the transfer's amount card, the buttons,
 * the line under a button, and the footer. The card says what the transfer's page says, in the
 * screens' own words (domain/texts/*: screen-messages, transfer-details-texts, receipt-texts), so a
 * customer reads one vocabulary in the app and in the mail. Same rules as mail-texts.ts (English is
 * the reference; French with no-break spaces before colons; Hindi in Devanagari).
 */

const enCA = {
  card: {
    title: (reference: string) => `Transfer ${reference}`,
    youSend: 'You send',
    // Named by domain/transfer-status.ts recipientAmountWording, as on the transfer's page.
    recipientGets: 'Recipient gets',
    received: 'Received',
    notPaidOut: 'Not paid out',
    rate: 'Exchange rate',
    rateValue: (rate: string) => `1 CAD = ${rate} INR`,
    recipient: 'Recipient',
    expectedBy: 'Expected by',
    arrived: 'Arrived',
    ifPaidToday: 'If your payment reaches us today.',
    businessDays: 'Business days skip weekends and bank holidays in Canada and India.',
    status: {
      pending: 'Submitted',
      approved: 'Approved',
      completed: 'Paid out',
      rejected: 'Rejected',
      cancelled: 'Cancelled',
    },
  },
  buttons: {
    transfer: 'See your transfer',
    security: 'Check your account’s security',
    limits: 'See your limits',
    verifyAgain: 'Verify my identity',
  },
  /** Under a button whose address the text does not show as a link already. */
  fallback: 'If the button does not work, copy this address into your browser:',
  footer: {
    why: {
      transfer: `You are getting this email because you sent a transfer with your ${PRODUCT_NAME} account.`,
      security: `We send this email to protect your ${PRODUCT_NAME} account whenever something happens to its security. It cannot be turned off.`,
      account: `You are getting this email because you have a ${PRODUCT_NAME} account with this address.`,
      signUp: `You are getting this email because this address was used to create a ${PRODUCT_NAME} account.`,
      rateAlert: `You are getting this email because you set a rate alert in your ${PRODUCT_NAME} account.`,
    },
    support: 'Questions? Reply to this email, or write to us at',
  },
};

export type LayoutTexts = typeof enCA;

const NB = '\u00a0';

const frCA = {
  card: {
    title: (reference: string) => `Transfert ${reference}`,
    youSend: 'Vous envoyez',
    recipientGets: 'Le destinataire reçoit',
    received: 'Versé au destinataire',
    notPaidOut: 'Non versé',
    rate: 'Taux de change',
    rateValue: (rate: string) => `1 CAD = ${rate} INR`,
    recipient: 'Destinataire',
    expectedBy: 'Arrivée prévue au plus tard le',
    arrived: 'Arrivé le',
    ifPaidToday: 'Si votre paiement nous parvient aujourd’hui.',
    businessDays: 'Les jours ouvrables excluent les fins de semaine et les jours fériés bancaires du Canada et de l’Inde.',
    status: {
      pending: 'Soumis',
      approved: 'Approuvé',
      completed: 'Versé',
      rejected: 'Refusé',
      cancelled: 'Annulé',
    },
  },
  buttons: {
    transfer: 'Voir votre transfert',
    security: 'Vérifier la sécurité de votre compte',
    limits: 'Voir vos limites',
    verifyAgain: 'Vérifier mon identité',
  },
  fallback: `Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur${NB}:`,
  footer: {
    why: {
      transfer: `Vous recevez ce courriel parce que vous avez fait un transfert avec votre compte ${PRODUCT_NAME}.`,
      security: `Nous envoyons ce courriel pour protéger votre compte ${PRODUCT_NAME} chaque fois qu’un événement touche sa sécurité. Il ne peut pas être désactivé.`,
      account: `Vous recevez ce courriel parce que vous avez un compte ${PRODUCT_NAME} à cette adresse.`,
      signUp: `Vous recevez ce courriel parce que cette adresse a servi à créer un compte ${PRODUCT_NAME}.`,
      rateAlert: `Vous recevez ce courriel parce que vous avez créé une alerte de taux dans votre compte ${PRODUCT_NAME}.`,
    },
    support: 'Des questions? Répondez à ce courriel ou écrivez-nous à',
  },
} satisfies Translation<LayoutTexts>;

const hiIN = {
  card: {
    title: (reference: string) => `ट्रांसफ़र ${reference}`,
    youSend: 'आप भेजते हैं',
    recipientGets: 'प्राप्तकर्ता को मिलेंगे',
    received: 'प्राप्त हुए',
    notPaidOut: 'भुगतान नहीं हुआ',
    rate: 'विनिमय दर',
    rateValue: (rate: string) => `1 CAD = ${rate} INR`,
    recipient: 'प्राप्तकर्ता',
    expectedBy: 'पहुँचने की अनुमानित तारीख',
    arrived: 'पहुँचने की तारीख',
    ifPaidToday: 'अगर आपका भुगतान आज हमें मिल जाता है।',
    businessDays: 'कार्य दिवसों में सप्ताहांत और कनाडा व भारत की बैंक छुट्टियाँ नहीं गिनी जातीं।',
    status: {
      pending: 'जमा किया गया',
      approved: 'स्वीकृत',
      completed: 'पैसे भेज दिए गए',
      rejected: 'अस्वीकृत',
      cancelled: 'रद्द',
    },
  },
  buttons: {
    transfer: 'अपना ट्रांसफ़र देखें',
    security: 'अपने खाते की सुरक्षा जाँचें',
    limits: 'अपनी सीमाएँ देखें',
    verifyAgain: 'मेरी पहचान सत्यापित करें',
  },
  fallback: 'अगर बटन काम न करे, तो यह पता अपने ब्राउज़र में कॉपी करें:',
  footer: {
    why: {
      transfer: `आपको यह ईमेल इसलिए मिला है क्योंकि आपने अपने ${PRODUCT_NAME} खाते से एक ट्रांसफ़र भेजा है।`,
      security: `जब भी आपके ${PRODUCT_NAME} खाते की सुरक्षा से जुड़ा कुछ होता है, हम उसकी सुरक्षा के लिए यह ईमेल भेजते हैं। इसे बंद नहीं किया जा सकता।`,
      account: `आपको यह ईमेल इसलिए मिला है क्योंकि इस पते से आपका ${PRODUCT_NAME} खाता है।`,
      signUp: `आपको यह ईमेल इसलिए मिला है क्योंकि इस पते से एक ${PRODUCT_NAME} खाता बनाया गया है।`,
      rateAlert: `आपको यह ईमेल इसलिए मिला है क्योंकि आपने अपने ${PRODUCT_NAME} खाते में दर अलर्ट सेट किया था।`,
    },
    support: 'कोई सवाल है? इस ईमेल का उत्तर दें, या हमें यहाँ लिखें:',
  },
} satisfies Translation<LayoutTexts>;

/** Each language's layout words; a key missing (or extra) in any language is a compile error. */
export const layoutTexts: Readonly<Record<Locale, Translation<LayoutTexts>>> = { 'en-CA': enCA, 'fr-CA': frCA, 'hi-IN': hiIN };
