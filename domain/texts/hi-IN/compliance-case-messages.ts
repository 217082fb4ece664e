/** हिंदी (hi-IN) version of domain/compliance-case-messages.ts: answers of the case, export and closing calls. */
import type { Translation } from '../translation';
import type * as En from '../../compliance-case-messages';

export default {
  complianceCaseMessages: {
    caseNotFound: 'केस नहीं मिला',
    caseClosed: 'यह केस पहले ही बंद हो चुका है।',
    customerNotFound: 'ग्राहक नहीं मिला',
    onHold: 'यह ट्रांसफ़र अनुपालन समीक्षा के लिए होल्ड पर है',
    screeningPending:
      'यह ट्रांसफ़र वर्तमान सूची से प्रतिबंध जाँच पूरी होने की प्रतीक्षा में है। दोबारा जाँच पूरी होने पर फिर से कोशिश करें।',
    // The values are the API's own (query parameters), so they stay as sent.
    caseStatusInvalid: 'स्थिति (status) open, closed या all होनी चाहिए',
    caseKindInvalid: 'प्रकार (kind) eftr, eftr_beneficiary, str या sanctions होना चाहिए',
    frozenInvalid: 'frozen का मान true या false होना चाहिए',
    passwordIncorrect: 'पासवर्ड सही नहीं है',
    ownTransfer: 'यह ट्रांसफ़र आपने भेजा है, इसलिए इसकी स्थिति कोई दूसरा ऑपरेटर ही बदल सकता है।',
    ownCase: 'यह मामला आपसे या आपके किसी प्राप्तकर्ता से जुड़ा है, इसलिए इसे कोई दूसरा ऑपरेटर ही देखेगा।',
    secondOperatorToFile: 'यह केस आपने खोला है, इसलिए इसे "रिपोर्ट किया गया" के रूप में कोई दूसरा ऑपरेटर ही बंद कर सकता है।',
    secondOperatorForAuthority: 'ये ट्रांसफ़र आपने फ़्रीज़ किए हैं, इसलिए अधिकारियों का निर्णय कोई दूसरा ऑपरेटर ही दर्ज करेगा।',
    frozen: 'यह ट्रांसफ़र सूचीबद्ध व्यक्ति की संपत्ति की रिपोर्ट के कारण फ़्रीज़ है: जब तक कोई ऑपरेटर अधिकारियों का निर्णय दर्ज नहीं करता, इसे न स्वीकृत किया जा सकता है, न अस्वीकार।',
    listedPropertySanctionsOnly: 'केवल प्रतिबंध (sanctions) केस को ही सूचीबद्ध व्यक्ति की संपत्ति की रिपोर्ट के रूप में बंद किया जा सकता है।',
    notFrozen: 'इस केस ने कोई ट्रांसफ़र फ़्रीज़ नहीं किया, इसलिए दर्ज करने के लिए अधिकारियों का कोई निर्णय नहीं है।',
    authorityDecided: 'इस केस के लिए अधिकारियों का निर्णय पहले ही दर्ज है।',
    operatorNotFound: 'ऑपरेटर नहीं मिला',
    assigneeNotOperator: 'केस किसी ऑपरेटर को सौंपें।',
    assigneeIsSubject: 'यह केस इसी ऑपरेटर के बारे में है, इसलिए वे इस पर काम नहीं कर सकते।',
    attemptsSummary: (count: number) =>
      `24 घंटे में नियमों ने ${count} ट्रांसफ़र अस्वीकार किए (सीमाएँ, पहचान, ट्रैवल रूल या होल्ड)। जाँचें कि क्या इन्हें प्रयास किए गए लेन-देन के रूप में रिपोर्ट करना है।`,
    accountClosed:
      'आपका खाता बंद हो गया है और आप हर जगह से साइन आउट हो गए हैं। क़ानून के अनुसार हम आपके रिकॉर्ड 5 वर्ष तक रखते हैं।',
  },
} satisfies { complianceCaseMessages: Translation<typeof En.complianceCaseMessages> };
