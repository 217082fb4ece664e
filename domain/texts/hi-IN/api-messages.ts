/**
 * हिंदी (hi-IN) version of domain/messages.ts: validation, toasts, the shell's texts and the API's
 * answers. Words as Indian banks' apps write them (प्राप्तकर्ता, राशि, संदर्भ कोड), polite "आप" forms.
 */
import type { Translation } from '../translation';
import type * as En from '../../api-messages';
import { plural } from '../plural';

export default {
  apiMessages: {
    contentLengthMismatch: 'Content-Length हेडर अनुरोध के मुख्य भाग से मेल नहीं खाता।',
    bodyNotObject: 'अनुरोध का मुख्य भाग ज़रूरी फ़ील्ड वाले JSON ऑब्जेक्ट के रूप में भेजें।',
    notSignedIn: 'जारी रखने के लिए कृपया साइन इन करें।',
    metricsTokenRequired: 'मेट्रिक्स टोकन को Authorization: Bearer <METRICS_TOKEN> के रूप में भेजें।',
    notAdmin: 'इस पेज को देखने के लिए आपके पास एडमिन अधिकार नहीं हैं।',
    notFound: 'नहीं मिला',
    invalidCredentials: 'ईमेल या पासवर्ड गलत है',
    emailTaken: 'इस ईमेल से एक खाता पहले से मौजूद है',
    tooManyAttempts: 'बहुत अधिक प्रयास हो चुके हैं। कृपया कुछ देर बाद फिर से कोशिश करें।',
    resetRequested: 'अगर इस ईमेल से कोई खाता है, तो उस पर रीसेट लिंक भेजा जा रहा है।',
    passwordReset: 'आपका पासवर्ड रीसेट हो गया है। कृपया साइन इन करें।',
    signedOut: 'साइन आउट हो गए',
    invalidJson: 'अनुरोध की बॉडी मान्य JSON नहीं है।',
    bodyTooLarge: 'अनुरोध की बॉडी बहुत बड़ी है।',
    unsupportedMediaType: 'अनुरोध की बॉडी JSON के रूप में भेजें (Content-Type: application/json)।',
    crossOrigin: 'दूसरे ऑरिजिन से आए अनुरोधों (क्रॉस-ऑरिजिन) की अनुमति नहीं है।',
    webhookSignatureInvalid: 'वेबहुक का हस्ताक्षर नहीं है या उसकी पुष्टि नहीं होती।',
    webhookDeliveryInvalid: 'यह वेबहुक डिलीवरी पढ़ी नहीं जा सकती: इसमें X-Delivery-Id हेडर और JSON इवेंट होना चाहिए।',
    malformedRequest: 'अनुरोध पढ़ा नहीं जा सका: यह सही ढंग से बना HTTP अनुरोध नहीं है।',
    malformedUrl: 'पता मान्य नहीं है: इसमें एक टूटा हुआ %-एस्केप है।',
    pathTooLong: 'पता बहुत लंबा है।',
    headersTooLarge: 'अनुरोध के हेडर बहुत बड़े हैं।',
    requestTimeout: 'अनुरोध पहुँचने में बहुत अधिक समय लगा।',
    invalidInput: 'कुछ जानकारी मान्य नहीं है।',
    serverError: 'कुछ गड़बड़ हो गई',
    unavailable: 'सेवा अभी अस्थायी रूप से उपलब्ध नहीं है। कृपया थोड़ी देर में फिर से कोशिश करें।',
    recipientNotFound: 'प्राप्तकर्ता नहीं मिला',
    recipientDuplicate: 'आपने इस खाता संख्या और IFSC कोड वाला प्राप्तकर्ता पहले ही सहेज रखा है',
    recipientDeleted: 'प्राप्तकर्ता हटा दिया गया',
    transferNotFound: 'ट्रांसफ़र नहीं मिला',
    quoteChanged: 'विनिमय दर बदल गई है। कृपया नई राशि देखें और फिर से पुष्टि करें।',
    amountTooSmall:
      'यह राशि भेजने के लिए बहुत कम है: निकटतम 100 रुपये तक पूर्णांकित करने पर प्राप्तकर्ता को ₹0 मिलेंगे।',
    amountBelowMinimum: (minimum: string) => `आप कम से कम ${minimum} भेज सकते हैं। ${minimum} या उससे अधिक राशि डालें।`,
    referenceInUse: 'यह भुगतान संदर्भ किसी दूसरे ट्रांसफ़र में पहले से इस्तेमाल हो रहा है। कृपया फिर से शुरू करें।',
    // The values are the API's own (the `status` query parameter), so they stay as sent.
    statusInvalid: 'स्थिति (status) pending, approved, completed या rejected में से एक होनी चाहिए',
    statusFilterInvalid: 'स्थिति (status) pending, approved, completed, rejected, cancelled या all में से एक होनी चाहिए',
    limitInvalid: 'limit 1 से 500 तक की कोई पूर्ण संख्या होनी चाहिए',
    cursorInvalid: 'यह पेज लिंक अब मान्य नहीं है। कृपया पहले पेज से फिर से शुरू करें।',
    historySearchInvalid: 'खोज में संदर्भ या प्राप्तकर्ता के नाम के अधिकतम 100 अक्षर लिखें',
    secondFactorPending: 'अपने दूसरे सत्यापन से साइन इन पूरा करें: ऑथेंटिकेटर ऐप का कोड या पासकी।',
    secondFactorCodeWrong: 'यह कोड सही नहीं है। अपना ऑथेंटिकेटर ऐप देखें और फिर से कोशिश करें।',
    secondFactorCodeFormat: 'अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड या कोई रिकवरी कोड दर्ज करें',
    secondFactorNone: 'इस खाते में अभी कोई दूसरा सत्यापन नहीं है। प्रोफ़ाइल → सुरक्षा में ऑथेंटिकेटर ऐप जोड़ें।',
    totpAlreadyOn: 'आपका ऑथेंटिकेटर ऐप पहले से सेट है। कोई दूसरा सेट करने के लिए पहले इसे बंद करें।',
    totpNotStarted: 'पहले अपना ऑथेंटिकेटर ऐप सेट करना शुरू करें।',
    totpNotEnabled: 'आपका ऑथेंटिकेटर ऐप चालू नहीं है।',
    totpTurnedOff: 'आपका ऑथेंटिकेटर ऐप बंद कर दिया गया है। अब साइन इन करते समय इसका कोड नहीं माँगा जाएगा।',
    secondFactorLocked:
      'बहुत सारे गलत कोड डाले गए। आपकी सुरक्षा के लिए कुछ समय तक कोड स्वीकार नहीं किए जाएँगे: बाद में फिर से कोशिश करें, या पासकी इस्तेमाल करें।',
    secondFactorRequired:
      'एडमिन डेस्क के लिए आपका दूसरा सत्यापन ज़रूरी है: इसे जोड़ें, या अपने ऑथेंटिकेटर ऐप के कोड से पुष्टि करें कि यह आप ही हैं। यह हर 12 घंटे में फिर से पूछा जाता है।',
  },

  healthMessages: {
    database: 'तैयार नहीं: डेटाबेस जवाब नहीं दे रहा है।',
    databaseSlow: (seconds: number) => `तैयार नहीं: डेटाबेस ने ${seconds} सेकंड के भीतर जवाब नहीं दिया।`,
    migrations: (pending: number, total: number) =>
      pending === total
        ? 'तैयार नहीं: डेटाबेस का कोई भी माइग्रेशन लागू नहीं है। `npm run manage -- migrate` चलाएँ।'
        : plural('hi-IN', pending, {
            one: `तैयार नहीं: ${total} में से ${pending} डेटाबेस माइग्रेशन अभी लागू नहीं हुआ है। \`npm run manage -- migrate\` चलाएँ।`,
            other: `तैयार नहीं: ${total} में से ${pending} डेटाबेस माइग्रेशन अभी लागू नहीं हुए हैं। \`npm run manage -- migrate\` चलाएँ।`,
          }),
    migrationsUnreadable:
      'तैयार नहीं: डेटाबेस रोल को माइग्रेशन टेबल drizzle.__drizzle_migrations पढ़ने की अनुमति शायद नहीं है (देखें docs/database-roles.sql)।',
  },

  adminMessages: {
    fromDateInvalid: 'प्रारंभ तिथि YYYY-MM-DD में लिखी कोई वास्तविक तिथि होनी चाहिए, जैसे 2026-01-31',
    toDateInvalid: 'अंतिम तिथि YYYY-MM-DD में लिखी कोई वास्तविक तिथि होनी चाहिए, जैसे 2026-01-31',
    dateRangeOrder: 'प्रारंभ तिथि, अंतिम तिथि के दिन या उससे पहले की होनी चाहिए',
    searchInvalid: 'संदर्भ कोड (अक्षर और अंक) या भेजने वाले के पूरे ईमेल पते से खोजें',
    reasonMax: 'कारण अधिकतम 500 अक्षरों का हो सकता है',
    rateDecimals: 'दर में दशमलव के बाद अधिकतम 4 अंक हो सकते हैं',
    rateMax: 'दर 10000 से कम होनी चाहिए',
    currencyPair: 'केवल CAD से INR की दर सेट की जा सकती है',
    // The status may arrive as the API's code or as a label: quoted, either reads well.
    statusConflict: (current: string, target: string) =>
      `इस ट्रांसफ़र की स्थिति "${current}" है, इसलिए इसे "${target}" में नहीं बदला जा सकता।`,
    completeNotApproved: (current: string) =>
      `केवल स्वीकृत ट्रांसफ़र को पूर्ण चिह्नित किया जा सकता है; इस ट्रांसफ़र की स्थिति "${current}" है।`,
    completeNotEconomy: 'यहाँ केवल इकॉनमी ट्रांसफ़र को पूर्ण चिह्नित किया जा सकता है; यह इंस्टेंट ट्रांसफ़र है।',
    economyCompleted: 'इकॉनमी ट्रांसफ़र पूर्ण चिह्नित किया गया',
    rateUpdated: 'विनिमय दर अपडेट हो गई',
    rateChangeUnconfirmed: (percent: string) => `यह दर तुलना की दर से ${percent} % अलग है। इसे लागू करने के लिए बदलाव की पुष्टि करें।`,
    rateChangePending: (percent: string) => `यह दर तुलना की दर से ${percent} % अलग है: यह दूसरे ऑपरेटर की स्वीकृति की प्रतीक्षा में है।`,
    rateChangeNotFound: 'दर बदलाव नहीं मिला',
    rateChangeDecided: 'इस दर बदलाव पर पहले ही निर्णय हो चुका है।',
    rateChangeOwn: 'आपके माँगे गए दर बदलाव को किसी दूसरे ऑपरेटर को स्वीकृत करना होगा।',
    rateChangeApproved: 'दर बदलाव स्वीकृत: दर लागू हो गई है।',
    rateChangeRejected: 'दर बदलाव अस्वीकार किया गया।',
    marginInvalid: 'मार्जिन 0 से 10 के बीच का प्रतिशत होना चाहिए, अधिकतम 2 दशमलव के साथ, जैसे 1.50',
    noDataToExport: 'एक्सपोर्ट करने के लिए कोई डेटा नहीं है',
    paymentFound: (amount: string, sender: string) => `भुगतान मिला: ${sender} से ${amount} प्राप्त हुए।`,
    noPayment: (referenceCode: string) => `कोई भुगतान नहीं: ${referenceCode} के लिए अभी तक कोई मेल खाता e-Transfer नहीं मिला है।`,
    paymentCheckBusy: 'भुगतान की जाँच अभी व्यस्त है। कृपया कुछ सेकंड में फिर से कोशिश करें।',
    providerUnavailable: (provider: string) => `भुगतान प्रदाता (${provider}) जवाब नहीं दे रहा है। कृपया एक मिनट बाद फिर से कोशिश करें।`,
    balanceNotReported: 'Interac ऑटो-डिपॉज़िट इनबॉक्स केवल जमा की सूचना देता है, खाते का बैलेंस नहीं: बैलेंस अपने बैंक में देखें।',
    reviewNeeded: (amount: string, sender: string) =>
      `भुगतान की समीक्षा ज़रूरी है: ${sender} से आए ${amount} में इस ट्रांसफ़र का ज़िक्र है, लेकिन इसे अपने-आप दर्ज नहीं किया जा सका। "समीक्षा के लिए भुगतान" में निर्णय लें।`,
    reviewNotFound: 'भुगतान समीक्षा नहीं मिली',
    reviewDecided: (resolution: string) => `इस भुगतान पर किसी दूसरे ऑपरेटर ने पहले ही निर्णय ले लिया है ("${resolution}")।`,
    reviewNotCandidate: 'उन ट्रांसफ़र में से एक चुनें जिनका इस e-Transfer में ज़िक्र है।',
    reviewNotAcceptable: (reference: string) =>
      `यह भुगतान ${reference} पर दर्ज नहीं किया जा सकता: वह अब लंबित नहीं है, उसका भुगतान पहले ही हो चुका है, या वह किसी दूसरी राशि का है।`,
    reviewAccepted: (reference: string) => `भुगतान ${reference} पर दर्ज किया गया।`,
    reviewDismissed: 'e-Transfer को आपके नोट के साथ अलग रख दिया गया।',
    reviewTransferRequired: 'वह ट्रांसफ़र चुनें जिसके लिए यह भुगतान है',
    reviewNoteRequired: 'कम से कम 2 अक्षरों का नोट लिखें कि ऐसा क्यों किया गया',
    reviewNoteMax: 'नोट अधिकतम 500 अक्षरों का हो सकता है',
    // पेआउट की स्टेट मशीन (issue 33)।
    paymentFilterInvalid: 'भुगतान (payment) received या awaiting होना चाहिए',
    paymentNotRecorded:
      'कोई भुगतान दर्ज नहीं है — फिर भी स्वीकृत करें? ग्राहक का e-Transfer दर्ज होने से पहले स्वीकृत करने का कारण लिखें; पेआउट तब तक उसकी प्रतीक्षा करेगा।',
    payoutInProgress: (state: string) =>
      `इस ट्रांसफ़र का पेआउट भुगतान माध्यम पर "${state}" स्थिति में है: ट्रांसफ़र को पूर्ण या अस्वीकार करने से पहले उसके परिणाम की प्रतीक्षा करें।`,
    payoutNotRetryable:
      'केवल उसी स्वीकृत ट्रांसफ़र का भुगतान दोबारा किया जा सकता है जिसका पिछला पेआउट विफल हुआ, लौट आया या रोका गया।',
    payoutNotInReview: 'इस ट्रांसफ़र का कोई पेआउट प्राप्तकर्ता के नाम पर निर्णय की प्रतीक्षा में नहीं है।',
    payoutRetried: (attempt: number) => `पेआउट प्रयास ${attempt} बनाया गया: यह अगले रन में भेजा जाएगा।`,
    payoutCleared: 'पेआउट जारी किया गया: बैंक से दोबारा पूछे बिना यह अगले रन में भेजा जाएगा।',
    reconciliationRunNotFound: 'मिलान रन नहीं मिला',
    refundReasonRequired: 'वह कारण लिखें जो ग्राहक पढ़ेगा, कम से कम 2 अक्षरों में',
    queryInvalid: '3 से 100 अक्षरों तक खोजें: संदर्भ कोड, नाम, ईमेल या खाते के आख़िरी अंक',
    customerNotFound: 'ग्राहक नहीं मिला',
  },
} satisfies {
  apiMessages: Translation<typeof En.apiMessages>;
  healthMessages: Translation<typeof En.healthMessages>;
  adminMessages: Translation<typeof En.adminMessages>;
};
