/** हिंदी (hi-IN) version of domain/screen-messages.ts: Send, History, Recipients and Profile. */
import type { Translation } from '../translation';
import type * as En from '../../screen-messages';
import { plural } from '../plural';

export default {
  screenToasts: {
    amountExceedsLimit: { title: 'राशि सीमा से अधिक है', description: 'एक ट्रांसफ़र की अधिकतम सीमा 5000 CAD है' },
    invalidAmount: { title: 'अमान्य राशि', description: 'कृपया भेजने के लिए मान्य राशि दर्ज करें' },
    noRecipientSelected: { title: 'कोई प्राप्तकर्ता नहीं चुना गया', description: 'कृपया प्राप्तकर्ता चुनें या नया जोड़ें' },
    missingInformation: { title: 'जानकारी अधूरी है', description: 'कृपया सभी आवश्यक फ़ील्ड भरें' },
    invalidIfsc: { title: 'अमान्य IFSC कोड', description: 'कृपया मान्य IFSC कोड दर्ज करें (जैसे, SBIN0001234)' },
    checkRecipientDetails: { title: 'कृपया अपना विवरण जाँचें', description: 'पक्का करें कि सभी फ़ील्ड सही भरे गए हैं' },
    recipientAdded: { title: 'प्राप्तकर्ता जोड़ा गया', description: 'प्राप्तकर्ता सफलतापूर्वक जोड़ दिया गया है।' },
    addRecipientFailed: { title: 'प्राप्तकर्ता नहीं जोड़ा जा सका', description: 'कुछ गड़बड़ हो गई' },
    recipientDeleted: { title: 'प्राप्तकर्ता हटाया गया', description: 'प्राप्तकर्ता सफलतापूर्वक हटा दिया गया है।' },
    deleteRecipientFailed: { title: 'प्राप्तकर्ता नहीं हटाया जा सका', description: 'कुछ गड़बड़ हो गई' },
    transactionSubmitted: { title: 'लेन-देन सबमिट हो गया!' },
    transferFailed: { title: 'ट्रांसफ़र प्रोसेस नहीं हो सका', description: 'कृपया अपना विवरण जाँचें और फिर से कोशिश करें' },
    profileUpdated: { title: 'प्रोफ़ाइल अपडेट हो गई', description: 'आपकी प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई है।' },
    profileUpdateFailed: { title: 'अपडेट नहीं हो सका', description: 'आपकी प्रोफ़ाइल अपडेट नहीं हो सकी। कृपया फिर से कोशिश करें।' },
    emailCopied: { title: 'ईमेल कॉपी हो गया', description: 'भुगतान ईमेल आपके क्लिपबोर्ड पर है।' },
    questionCopied: { title: 'सुरक्षा प्रश्न कॉपी हो गया', description: 'सुरक्षा प्रश्न आपके क्लिपबोर्ड पर है।' },
    answerCopied: { title: 'उत्तर कॉपी हो गया', description: 'सुरक्षा उत्तर आपके क्लिपबोर्ड पर है।' },
    referenceCopied: { title: 'संदर्भ कॉपी हो गया', description: 'इसे e-Transfer के संदेश में पेस्ट करें।' },
    supportEmailCopied: { title: 'ईमेल कॉपी हो गया', description: 'सहायता ईमेल आपके क्लिपबोर्ड पर है।' },
    copyFailed: { title: 'कॉपी नहीं हो सका', description: 'टेक्स्ट को दबाकर रखें और ख़ुद कॉपी करें।' },
  },

  screenTexts: {
    tryAgain: 'फिर से कोशिश करें',
    notProvided: 'नहीं दिया गया',

    // Send screen (/): step 1.
    stepOfTwo: (step: number) => `2 में से चरण ${step}`,
    // Currency codes are never translated: the line reads the same in every language.
    rateLine: (rate: string) => `1 CAD = ${rate} INR`,
    ratesUpdatedDaily: 'दरें रोज़ अपडेट होती हैं',
    youSend: 'आप भेजते हैं',
    amountHint: 'राशि CAD में, हर ट्रांसफ़र में $5,000.00 तक',
    recipientGets: 'प्राप्तकर्ता को मिलेंगे',
    payBy: 'भुगतान का तरीका',
    payByValue: 'Interac e-Transfer',
    receive: 'प्राप्ति का तरीका',
    receiveValue: 'INR में बैंक ट्रांसफ़र',
    recipient: 'प्राप्तकर्ता',
    selectRecipient: 'प्राप्तकर्ता चुनें',
    addNewRecipient: 'नया प्राप्तकर्ता जोड़ें',
    addNewRecipientKeyHint: 'नया प्राप्तकर्ता जोड़ने के लिए Enter दबाएँ',
    addNewRecipientHint: 'भारत में जिसे आप पैसे भेज रहे हैं, उसके बैंक विवरण सहेजें।',
    sendMoney: 'पैसे भेजें',
    loadingRecipientsShort: 'आपके प्राप्तकर्ता लोड हो रहे हैं...',
    recipientsLoadFailed: 'हम आपके प्राप्तकर्ता लोड नहीं कर सके।',
    // Send screen: step 2.
    paymentStepTitle: 'Interac e-Transfer से भुगतान करें',
    summaryTitle: 'ट्रांसफ़र सारांश',
    to: 'किसे',
    exchangeRate: 'विनिमय दर',
    paymentMethod: 'भुगतान का तरीका',
    economy: 'इकॉनमी',
    economyDelivery: '1-3 कार्य दिवस',
    etransferTitle: 'अपना Interac e-Transfer भेजें',
    etransferIntro: (amount: string) => `अपने बैंक से इन विवरणों के साथ Interac e-Transfer द्वारा ठीक ${amount} भेजें:`,
    paymentEmail: 'भुगतान ईमेल',
    securityQuestion: 'सुरक्षा प्रश्न',
    securityAnswer: 'उत्तर',
    paymentReference: 'संदेश (आपका संदर्भ)',
    paymentReferenceHint: 'यह संदर्भ e-Transfer के संदेश में डालें, ताकि हम आपके भुगतान का मिलान कर सकें।',
    copy: 'कॉपी करें',
    copyLabel: (what: string) => `${what} कॉपी करें`,
    instructionsLoadFailed: 'हम e-Transfer का विवरण लोड नहीं कर सके।',
    // The form Indian banks use in declarations: the speaker's gender is not known.
    confirmSent: (amount: string, company: string) =>
      `मैं पुष्टि करता/करती हूँ कि मैंने ${company} को ${amount} का Interac e-Transfer भेज दिया है।`,
    confirmPayment: 'भुगतान की पुष्टि करें',
    submitting: 'सबमिट हो रहा है...',
    backToEdit: 'वापस जाकर बदलें',
    rateChangedTitle: 'विनिमय दर बदल गई है',
    rateChangedNew: (rateLine: string, inr: string) => `नई दर: ${rateLine}। अब आपके प्राप्तकर्ता को ${inr} मिलेंगे।`,
    rateChangedConfirm: 'नई राशि देखें, फिर "भुगतान की पुष्टि करें" दोबारा दबाएँ।',
    submittedDescription: (referenceCode: string) => `संदर्भ ${referenceCode}। इसकी स्थिति इतिहास में देखें।`,

    // Transfer history (/history).
    historySummary: 'सारांश',
    totalTransfers: 'ट्रांसफ़र',
    totalSent: 'कुल भेजे गए',
    pendingCount: 'लंबित',
    completedCount: 'पूर्ण',
    searchTransfers: 'खोजें',
    searchPlaceholder: 'संदर्भ या नाम',
    statusFilter: 'स्थिति',
    statusAll: 'सभी',
    statusLabels: { pending: 'लंबित', approved: 'स्वीकृत', completed: 'पूर्ण', rejected: 'अस्वीकृत', cancelled: 'रद्द' },
    loadingTransfers: 'ट्रांसफ़र लोड हो रहे हैं...',
    transfersLoadFailed: 'हम आपके ट्रांसफ़र लोड नहीं कर सके।',
    noTransfers: 'कोई ट्रांसफ़र नहीं मिला',
    noTransfersHint: 'आपका ट्रांसफ़र इतिहास यहाँ दिखेगा',
    noTransfersMatch: 'आपकी खोज से कोई ट्रांसफ़र मेल नहीं खाता',
    noTransfersMatchHint: 'अपनी खोज या फ़िल्टर बदलकर देखें',
    // The verb agrees with the transfers shown.
    transfersShown: (shown: number, total: number) =>
      plural('hi-IN', shown, {
        one: `${total} में से ${shown} ट्रांसफ़र दिखाया जा रहा है`,
        other: `${total} में से ${shown} ट्रांसफ़र दिखाए जा रहे हैं`,
      }),
    loadMore: 'और दिखाएँ',
    loadingMore: 'लोड हो रहा है...',
    reference: 'संदर्भ',
    sent: 'भेजे गए',
    received: 'प्राप्त',
    rate: 'दर',
    account: 'खाता',
    bank: 'बैंक',
    approvedDelivery: 'स्वीकृत: पैसे आम तौर पर 24-48 घंटों में पहुँच जाते हैं',

    // Recipients (/recipients).
    recipientsIntro: 'अपने सहेजे गए भुगतान विवरण प्रबंधित करें',
    fullName: 'पूरा नाम',
    accountNumber: 'खाता संख्या',
    ifscCode: 'IFSC कोड',
    ifscPlaceholder: 'जैसे, SBIN0001234',
    bankName: 'बैंक का नाम',
    relationship: 'संबंध',
    selectRelationship: 'संबंध चुनें',
    addRecipient: 'प्राप्तकर्ता जोड़ें',
    adding: 'जोड़ा जा रहा है...',
    loadingRecipients: 'प्राप्तकर्ता लोड हो रहे हैं...',
    noRecipients: 'अभी कोई प्राप्तकर्ता नहीं',
    noRecipientsHint: 'पैसे भेजना शुरू करने के लिए अपना पहला प्राप्तकर्ता जोड़ें',
    deleteRecipientLabel: (name: string) => `${name} को हटाएँ`,
    deleteRecipientTitle: 'प्राप्तकर्ता हटाएँ',
    deleteRecipientQuestion: 'क्या आप वाकई इस प्राप्तकर्ता को हटाना चाहते हैं? इसे पूर्ववत नहीं किया जा सकता।',
    delete: 'हटाएँ',
    deleting: 'हटाया जा रहा है...',

    // Profile (/profile).
    personalInformation: 'व्यक्तिगत जानकारी',
    edit: 'संपादित करें',
    phone: 'फ़ोन',
    address: 'पता',
    emailReadOnly: 'सुरक्षा कारणों से ईमेल बदला नहीं जा सकता',
    saveChanges: 'बदलाव सहेजें',
    saving: 'सहेजा जा रहा है...',
    accountSettings: 'खाता सेटिंग्स',
    support: 'सहायता',
    helpCenter: 'सहायता केंद्र',
    helpCenterIntro: 'आम सवालों के छोटे जवाब।',
    contactSupport: 'सहायता से संपर्क करें',
    contactSupportIntro: 'नीचे दिए पते पर हमें ईमेल करें। अगर आपका सवाल किसी ट्रांसफ़र के बारे में है, तो उसका संदर्भ भी लिखें।',
    supportEmail: 'सहायता ईमेल',
    writeEmail: 'ईमेल लिखें',
    help: [
      {
        question: 'ट्रांसफ़र में कितना समय लगता है?',
        answer:
          'आपका e-Transfer मिलने के बाद इकॉनमी ट्रांसफ़र में 1-3 कार्य दिवस लगते हैं। ट्रांसफ़र स्वीकृत होने के बाद पैसे आम तौर पर 24-48 घंटों में भारत के बैंक में पहुँच जाते हैं।',
      },
      {
        question: 'मैं भुगतान कैसे करूँ?',
        answer:
          '"पैसे भेजें" दबाने के बाद, भुगतान वाले चरण में वह ईमेल दिखता है जिस पर आपको Interac e-Transfer भेजना है, साथ में उसका सुरक्षा प्रश्न और उत्तर भी। अपने बैंक से ठीक उतनी ही CAD राशि भेजें जितनी दिखाई गई है, फिर पुष्टि वाले बॉक्स पर टिक करें और "भुगतान की पुष्टि करें" दबाएँ।',
      },
      {
        question: 'संदर्भ क्या है?',
        answer:
          'भुगतान वाले चरण में हर ट्रांसफ़र के लिए बनाया गया 10 अक्षरों का कोड। इसे e-Transfer के संदेश में डालें: इसी से हम आपके भुगतान का मिलान आपके ट्रांसफ़र से करते हैं, और यह आपके इतिहास में भी दिखता है।',
      },
      {
        question: 'मुझे कौन-सी विनिमय दर मिलती है?',
        answer:
          'वही दर जो पुष्टि करते समय दिखाई जाती है। दरें रोज़ अपडेट होती हैं; अगर भुगतान करते समय दर बदल जाती है, तो हम आपको नई राशि दिखाते हैं और फिर से पुष्टि करने को कहते हैं।',
      },
    ],
  },
} satisfies {
  screenToasts: Translation<typeof En.screenToasts>;
  screenTexts: Translation<typeof En.screenTexts>;
};
