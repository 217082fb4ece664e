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
    caseKindInvalid: 'प्रकार (kind) eftr, str या sanctions होना चाहिए',
    passwordIncorrect: 'पासवर्ड सही नहीं है',
    accountClosed:
      'आपका खाता बंद हो गया है और आप हर जगह से साइन आउट हो गए हैं। क़ानून के अनुसार हम आपके रिकॉर्ड 5 वर्ष तक रखते हैं।',
  },
} satisfies { complianceCaseMessages: Translation<typeof En.complianceCaseMessages> };
