/** हिंदी (hi-IN) version of domain/receipt-texts.ts: a transfer's PDF receipt. */
import type { Translation } from '../translation';
import type * as En from '../../receipt-texts';

export default {
  receiptTexts: {
    title: 'ट्रांसफ़र की रसीद',
    issued: (when: string) => `जारी करने का समय: ${when}`,
    msbRegistration: (number: string) => `FINTRAC में मनी सर्विसेज़ बिज़नेस पंजीकरण संख्या: ${number}`,
    msbNotProvided: 'उपलब्ध नहीं',
    transfer: 'ट्रांसफ़र',
    sender: 'भेजने वाला',
    recipient: 'प्राप्तकर्ता',
    amounts: 'राशि',
    dates: 'तारीखें',
    reference: 'संदर्भ',
    statusLine: (status: string) => `स्थिति: ${status}`,
    name: 'नाम',
    email: 'ईमेल',
    address: 'पता',
    bank: 'बैंक',
    ifsc: 'IFSC कोड',
    account: 'खाता',
    amountSent: 'भेजी गई राशि',
    fee: 'शुल्क',
    totalPaid: 'कुल भुगतान',
    exchangeRate: 'विनिमय दर',
    recipientGets: 'प्राप्तकर्ता को मिलेंगे',
    paymentMethod: 'डिलीवरी',
    economy: 'इकॉनमी (स्वीकृति के बाद 1-3 कार्य दिवस)',
    instant: 'इंस्टेंट',
    payBy: 'भुगतान का तरीका',
    expectedBy: 'पहुँचने की अनुमानित तारीख',
    expectedEstimate: (day: string) => `${day} (अनुमान, अगर आपका भुगतान आज हमें मिल जाता है)`,
    arrivedOn: 'पहुँचने की तारीख',
    reason: 'कारण',
    timesIn: (timeZone: string) => `समय ${timeZone} समय क्षेत्र के अनुसार दिए गए हैं।`,
    cancellationTitle: 'ट्रांसफ़र रद्द करना',
    cancellationTerms: (hours: number) =>
      `जब तक हमें आपका भुगतान नहीं मिलता, आप ऐप में लंबित ट्रांसफ़र रद्द कर सकते हैं। जिस ट्रांसफ़र का भुगतान ${hours} घंटों के भीतर हमें नहीं मिलता, वह अपने आप रद्द हो जाता है। भुगतान मिल जाने के बाद ट्रांसफ़र रद्द नहीं किया जा सकता।`,
    cancellationTermsNoTimeLimit:
      'जब तक हमें आपका भुगतान नहीं मिलता, आप ऐप में लंबित ट्रांसफ़र रद्द कर सकते हैं। भुगतान मिल जाने के बाद ट्रांसफ़र रद्द नहीं किया जा सकता।',
    complaintsTitle: 'सवाल और शिकायतें',
    complaints: (email: string) => `${email} पर लिखें और इस ट्रांसफ़र का संदर्भ बताएँ।`,
    keep: 'यह रसीद अपने रिकॉर्ड के लिए संभालकर रखें।',
  },
} satisfies {
  receiptTexts: Translation<typeof En.receiptTexts>;
};
