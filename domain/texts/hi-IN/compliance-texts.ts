/**
 * हिंदी (hi-IN) version of domain/compliance-texts.ts: Verification & limits, Verify your identity,
 * the send screen's limit notices, the recipient's address and Close account.
 */
import type { Translation } from '../translation';
import { formatCad } from '../../format';
import type * as En from '../../compliance-texts';

const LIMIT_NAMES = { perTransfer: 'प्रति ट्रांसफ़र', daily: '24 घंटे की', monthly: '30 दिन की' } as const;
const TIER_NAMES: Record<string, string> = { basic: 'बेसिक', verified: 'सत्यापित' };
const limit = (tier: string, window: keyof typeof LIMIT_NAMES) => `${TIER_NAMES[tier] ?? tier} स्तर की ${LIMIT_NAMES[window]} सीमा`;

const complianceValidation = {
  limitNotAmount: (tier, window) => `${limit(tier, window)} CAD में एक राशि होनी चाहिए।`,
  limitDecimals: (tier, window) => `${limit(tier, window)} CAD में अधिकतम 2 दशमलव वाली राशि होनी चाहिए।`,
  limitAboveZero: (tier, window) => `${limit(tier, window)} 0 से अधिक होनी चाहिए।`,
  perTransferOverMaximum: (tier, maximum) => `${limit(tier, 'perTransfer')} ${formatCad(maximum, 'hi-IN')} से अधिक नहीं हो सकती।`,
  perTransferOverDaily: (tier) => `${limit(tier, 'perTransfer')} उसकी 24 घंटे की सीमा से अधिक नहीं हो सकती।`,
  dailyOverMonthly: (tier) => `${limit(tier, 'daily')} उसकी 30 दिन की सीमा से अधिक नहीं हो सकती।`,
  atMost: (max) => `अधिकतम ${max} अक्षर`,
  streetRequired: 'अपना पता (मकान नंबर और सड़क) दर्ज करें',
  cityRequired: 'अपना शहर दर्ज करें',
  provinceRequired: 'अपना प्रांत या क्षेत्र चुनें',
  postalCodeFormat: 'K1A 0B1 जैसा पोस्टल कोड दर्ज करें',
  dateOfBirthRequired: 'अपनी जन्म तिथि दर्ज करें',
  occupationRequired: 'अपना व्यवसाय दर्ज करें',
  idTypeRequired: 'फ़ोटो पहचान पत्र का प्रकार चुनें',
  idNumberRequired: 'पहचान पत्र की संख्या दर्ज करें',
  idIssuerRequired: 'पहचान पत्र जारी करने वाला प्राधिकरण दर्ज करें',
  expiryDateRequired: 'समाप्ति तिथि दर्ज करें',
  idPhotoRequired: 'अपने पहचान पत्र की फ़ोटो जोड़ें',
  decisionInvalid: 'निर्णय "approved" या "rejected" होना चाहिए।',
  outcomeInvalid: 'परिणाम "filed", "cleared" या "listed_property" होना चाहिए।',
  noteRequired: 'एक नोट लिखें',
  narrativeRequired: 'बताएँ कि क्या संदिग्ध है',
  transferIdInvalid: 'transferId एक ट्रांसफ़र आईडी होना चाहिए।',
  userIdInvalid: 'userId एक ग्राहक आईडी होना चाहिए।',
  flagOneTarget: 'या तो एक ट्रांसफ़र या एक ग्राहक को फ़्लैग करें',
  rejectionReasonRequired: 'बताएँ कि सत्यापन क्यों अस्वीकार किया गया',
  customerEmailRequired: 'ग्राहक का ईमेल दें',
  assigneeInvalid: 'userId किसी ऑपरेटर की आईडी या null होना चाहिए',
  authorityDecisionInvalid: 'निर्णय "released" या "seized" होना चाहिए',
  attemptsThresholdInvalid: '1 से 100 तक की कोई पूर्ण संख्या दर्ज करें',
} satisfies Translation<typeof En.complianceValidation>;

export default {
  complianceValidation,
  complianceToasts: {
    verificationSubmitted: { title: 'सत्यापन के लिए भेजा गया', description: 'आपकी पहचान की जाँच होने पर हम आपको ईमेल करेंगे।' },
    verificationFailed: { title: 'सत्यापन नहीं भेजा जा सका', description: 'कृपया अपना विवरण जाँचें और फिर से कोशिश करें।' },
    accountClosed: { title: 'खाता बंद हो गया', description: 'आप साइन आउट हो गए हैं। क़ानून के अनुसार आपके रिकॉर्ड रखे जाते हैं।' },
    closeAccountFailed: { title: 'खाता बंद नहीं हो सका' },
    recipientAddressSaved: { title: 'पता सहेजा गया', description: 'प्राप्तकर्ता का पता अपडेट हो गया है।' },
    recipientAddressFailed: { title: 'पता सहेजा नहीं जा सका', description: 'कृपया पता जाँचें और फिर से कोशिश करें।' },
    amountNeedsVerification: { title: 'पहले अपनी पहचान सत्यापित करें', description: 'यह राशि भेजने के लिए अपनी पहचान सत्यापित करें।' },
    amountOverLimit: { title: 'राशि आपकी सीमा से अधिक है' },
    recipientAddressNeeded: {
      title: 'पहले प्राप्तकर्ता का पता जोड़ें',
      description: '$1,000 CAD या उससे अधिक के ट्रांसफ़र के लिए प्राप्तकर्ता का शहर और राज्य ज़रूरी है।',
    },
  },

  complianceTexts: {
    // Profile rows.
    nameLocked:
      'आपका नाम वही है जो हमने आपके फ़ोटो पहचान पत्र पर सत्यापित किया था, इसलिए इसे यहाँ नहीं बदला जा सकता। इसे बदलने के लिए (उदाहरण के लिए, विवाह के बाद), अपने नए नाम वाले फ़ोटो पहचान पत्र के साथ सपोर्ट टीम से संपर्क करें: हम इसे एक नए सत्यापन के रूप में दर्ज करते हैं।',
    nameLockedLabel: 'सत्यापित नाम',
    limitsRow: 'सत्यापन और सीमाएँ',
    closeAccountRow: 'खाता बंद करें',

    // Verification & limits (/profile/limits).
    limitsTitle: 'सत्यापन और सीमाएँ',
    back: 'वापस',
    backToProfile: 'प्रोफ़ाइल पर वापस जाएँ',
    tier: 'आपका स्तर',
    tierNames: { basic: 'बेसिक', verified: 'सत्यापित' },
    tierExplained: {
      basic: 'बेसिक: पहचान सत्यापित किए बिना आप किसी भी 24 घंटे में $1,000 से कम भेज सकते हैं।',
      verified: 'सत्यापित: आपकी पहचान की पुष्टि हो चुकी है, इसलिए आप बड़ी राशियाँ भेज सकते हैं।',
    },
    verificationLabel: 'पहचान',
    identityHeading: 'आपकी पहचान',
    verificationNames: { none: 'सत्यापित नहीं', pending: 'जाँच जारी है', verified: 'सत्यापित', rejected: 'स्वीकार नहीं हुई' },
    verificationExplained: {
      none: '24 घंटे में $1,000 या उससे अधिक भेजने से पहले, क़ानून के अनुसार हमें आपकी पहचान सत्यापित करनी होती है। इसमें कुछ ही मिनट लगते हैं: अपना फ़ोटो पहचान पत्र पास रखें।',
      pending: 'धन्यवाद। हम आपके पहचान पत्र की जाँच कर रहे हैं, आम तौर पर 1 कार्य दिवस के भीतर। हम आपको नतीजा ईमेल करेंगे।',
      verified: 'आपकी पहचान सत्यापित है।',
      rejected: 'आपके भेजे पहचान पत्र से हम आपकी पहचान सत्यापित नहीं कर सके। कृपया किसी मान्य पहचान पत्र की साफ़ फ़ोटो के साथ फिर से कोशिश करें।',
    },
    verifyIdentity: 'अपनी पहचान सत्यापित करें',
    verifyAgain: 'फिर से कोशिश करें',
    limitsHeading: 'आपकी सीमाएँ',
    perTransfer: 'प्रति ट्रांसफ़र',
    perTransferValue: (amount: string) => `हर बार ${amount} तक`,
    daily: 'किसी भी 24 घंटे में',
    monthly: 'किसी भी 30 दिन में',
    used: 'इस्तेमाल',
    remaining: 'बाकी',
    usedOf: (used: string, limit: string) => `${limit} में से ${used} इस्तेमाल हुए`,
    remainingValue: (amount: string) => `${amount} बाकी`,
    limitsNote:
      'सीमाओं में पिछले 24 घंटों और पिछले 30 दिनों का हर वह ट्रांसफ़र गिना जाता है जो अस्वीकृत नहीं हुआ। आपका बैंक भी Interac e-Transfer पर अपनी सीमाएँ तय करता है।',
    limitsLoading: 'आपकी सीमाएँ लोड हो रही हैं...',
    limitsLoadFailed: 'हम आपकी सीमाएँ लोड नहीं कर सके।',

    // Send screen.
    canSendNow: (amount: string) => `आप अभी ${amount} तक भेज सकते हैं`,
    limitReached: 'आप अभी अपनी सीमा तक पहुँच गए हैं। पुराने ट्रांसफ़र 24 घंटे (और 30 दिन) बाद गिने जाने बंद हो जाते हैं।',
    needsVerification: (threshold: string) =>
      `24 घंटे में ${threshold} या उससे अधिक भेजने के लिए, क़ानून के अनुसार हमें पहले आपकी पहचान सत्यापित करनी होगी।`,
    needsVerificationPending: 'आपकी पहचान की जाँच चल रही है। सत्यापन होते ही आप यह राशि भेज सकेंगे।',
    needsVerificationRejected: 'हम आपकी पहचान सत्यापित नहीं कर सके। यह राशि भेजने के लिए इसे फिर से सत्यापित करें।',
    overLimit: (remaining: string) => `यह राशि अभी आपकी भेजने की सीमा से अधिक है। आप ${remaining} तक भेज सकते हैं।`,
    verifyLink: 'अपनी पहचान सत्यापित करें',
    seeLimits: 'अपनी सीमाएँ देखें',
    transferRefusedTitle: 'यह ट्रांसफ़र नहीं भेजा जा सकता',
    editRecipientAddress: (name: string) => `${name} का पता जोड़ें`,
    recipientAddressNeeded: (threshold: string, name: string) =>
      `${threshold} या उससे अधिक भेजने के लिए, क़ानून के अनुसार ${name} का पता ज़रूरी है: कम से कम शहर और राज्य।`,

    // Verify your identity (/profile/verify).
    verifyTitle: 'अपनी पहचान सत्यापित करें',
    verifyIntro:
      'यह हमें केवल एक बार चाहिए, जैसा क़ानून हर मनी ट्रांसफ़र सेवा से माँगता है। आपका विवरण सुरक्षित रखा जाता है और आपका पहचान पत्र केवल हमारी अनुपालन टीम देखती है।',
    aboutYou: 'आपके बारे में',
    dateOfBirth: 'जन्म तिथि',
    occupation: 'व्यवसाय',
    occupationHint: 'उदाहरण: नर्स, छात्र, सेवानिवृत्त',
    homeAddress: 'घर का पता',
    street: 'मकान नंबर और सड़क',
    city: 'शहर',
    province: 'प्रांत या क्षेत्र',
    selectProvince: 'प्रांत या क्षेत्र चुनें',
    // Canada's provinces and territories, written as Hindi writes their names.
    provinceNames: {
      AB: 'अल्बर्टा',
      BC: 'ब्रिटिश कोलंबिया',
      MB: 'मैनिटोबा',
      NB: 'न्यू ब्रंसविक',
      NL: 'न्यूफ़ाउंडलैंड और लैब्राडोर',
      NS: 'नोवा स्कोशिया',
      NT: 'नॉर्थवेस्ट टेरिटरीज़',
      NU: 'नुनावुट',
      ON: 'ओंटारियो',
      PE: 'प्रिंस एडवर्ड आइलैंड',
      QC: 'क्यूबेक',
      SK: 'सस्केचेवान',
      YT: 'युकॉन',
    },
    postalCode: 'पोस्टल कोड',
    postalCodeHint: 'उदाहरण: K1A 0B1',
    photoId: 'सरकारी फ़ोटो पहचान पत्र',
    idType: 'पहचान पत्र का प्रकार',
    selectIdType: 'पहचान पत्र का प्रकार चुनें',
    idTypes: {
      passport: 'पासपोर्ट',
      drivers_licence: 'ड्राइविंग लाइसेंस',
      provincial_photo_id: 'प्रांतीय फ़ोटो पहचान पत्र',
      permanent_resident_card: 'स्थायी निवासी (PR) कार्ड',
    },
    idNumber: 'पहचान पत्र संख्या',
    issuingJurisdiction: 'जारीकर्ता',
    issuingJurisdictionHint: 'इसे जारी करने वाला प्रांत, क्षेत्र या देश, जैसे ओंटारियो या कनाडा',
    expiryDate: 'समाप्ति तिथि',
    idPhoto: 'आपके पहचान पत्र की फ़ोटो',
    idPhotoHint: 'पूरे पहचान पत्र की साफ़ फ़ोटो या स्कैन: JPEG, PNG या PDF, 5 MB तक।',
    // A file name and its size: nothing to translate, the same in every language.
    idPhotoChosen: (name: string, size: string) => `${name} (${size})`,
    tooYoung: (age: number) => `MapleRupee से पैसे भेजने के लिए आपकी उम्र कम से कम ${age} वर्ष होनी चाहिए`,
    dateOfBirthFuture: 'अपनी सही जन्म तिथि दर्ज करें',
    idExpired: 'इस पहचान पत्र की समय-सीमा समाप्त हो चुकी है। कोई मान्य पहचान पत्र इस्तेमाल करें',
    photoRequired: 'अपने पहचान पत्र की फ़ोटो जोड़ें',
    photoTooLarge: (max: string) => `यह फ़ाइल बहुत बड़ी है। अधिकतम ${max} की फ़ोटो या PDF चुनें`,
    photoWrongType: 'JPEG या PNG फ़ोटो, या PDF चुनें',
    submitVerification: 'सत्यापन के लिए भेजें',
    uploadingPhoto: 'फ़ोटो अपलोड हो रही है...',
    submittingVerification: 'भेजा जा रहा है...',
    verificationPendingTitle: 'सत्यापन लंबित',
    verificationPendingText:
      'धन्यवाद। हम आपके पहचान पत्र की जाँच कर रहे हैं, आम तौर पर 1 कार्य दिवस के भीतर, और आपको नतीजा ईमेल करेंगे। तब तक आप 24 घंटे में $1,000 से कम भेजते रह सकते हैं।',
    alreadyVerifiedText: 'आपकी पहचान पहले से सत्यापित है। अब कुछ और करने की ज़रूरत नहीं है।',
    alreadyPendingText: 'आपके पहचान पत्र की जाँच पहले से चल रही है। हम आपको नतीजा ईमेल करेंगे।',

    // Recipient address (travel rule).
    recipientAddress: 'पता',
    recipientCity: 'शहर',
    recipientState: 'राज्य',
    recipientAddressHint: '$1,000 CAD या उससे अधिक के ट्रांसफ़र के लिए ज़रूरी: कम से कम शहर और राज्य।',
    recipientAddressTitle: 'प्राप्तकर्ता का पता',
    recipientAddressIntro:
      '$1,000 CAD या उससे अधिक के ट्रांसफ़र के लिए, क़ानून के अनुसार प्राप्तकर्ता का पता ज़रूरी है: कम से कम शहर और राज्य।',
    editAddress: 'पता बदलें',
    editAddressLabel: (name: string) => `${name} का पता बदलें`,
    saveAddress: 'पता सहेजें',
    savingAddress: 'सहेजा जा रहा है...',
    noAddress: 'अभी कोई पता नहीं',
    cityRequired: 'शहर दर्ज करें',
    stateRequired: 'राज्य दर्ज करें',

    // Close account.
    closeAccountIntro: 'खाता बंद करने पर आप हर जगह से साइन आउट हो जाएँगे और इससे फिर पैसे नहीं भेज सकेंगे।',
    closeAccountRecords: (years: number) =>
      `क़ानून के अनुसार, हम आपके खाते, पहचान जाँच और ट्रांसफ़र के रिकॉर्ड खाता बंद होने के बाद भी ${years} वर्ष तक रखते हैं, फिर उन्हें हटा देते हैं।`,
    closeAccountPending:
      'जो ट्रांसफ़र भेजे जा चुके हैं, वे सामान्य रूप से पूरे होते रहेंगे। अगर कोई ट्रांसफ़र अभी भी लंबित है, तो खाता बंद करने से पहले सहायता से संपर्क करें।',
    closeAccountPassword: 'आपका पासवर्ड',
    closeAccountPasswordHint: 'पुष्टि के लिए अपना पासवर्ड दर्ज करें।',
    closeAccountConfirm: 'खाता बंद करें',
    closingAccount: 'बंद किया जा रहा है...',
  },
} satisfies {
  complianceValidation: Translation<typeof En.complianceValidation>;
  complianceToasts: Translation<typeof En.complianceToasts>;
  complianceTexts: Translation<typeof En.complianceTexts>;
};
