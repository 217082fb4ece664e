/** हिंदी (hi-IN) version of domain/transfer-details-texts.ts: a transfer's details page. */
import type { Translation } from '../translation';
import type * as En from '../../transfer-details-texts';

export default {
  transferDetailsTexts: {
    title: 'ट्रांसफ़र का विवरण',
    backToHistory: 'इतिहास पर वापस जाएँ',
    loading: 'आपका ट्रांसफ़र लोड हो रहा है...',
    loadFailed: 'हम यह ट्रांसफ़र लोड नहीं कर सके।',
    notFound: 'ट्रांसफ़र नहीं मिला',
    notFoundHint: 'यह आपका ट्रांसफ़र नहीं है। अपने ट्रांसफ़र इतिहास में देखें।',
    fee: 'शुल्क',
    delivery: 'डिलीवरी',
    instant: 'इंस्टेंट',
    progressTitle: 'प्रगति',
    steps: {
      submitted: 'जमा किया गया',
      payment_received: 'भुगतान प्राप्त हुआ',
      approved: 'स्वीकृत',
      completed: 'पैसे भेज दिए गए',
      rejected: 'अस्वीकृत',
      cancelled: 'रद्द',
    },
    upcoming: {
      payment_received: 'हम आपके Interac e-Transfer को उसके संदर्भ से आपके ट्रांसफ़र से मिलाते हैं।',
      approved: 'हम आपका ट्रांसफ़र जाँचकर उसे स्वीकृत करते हैं।',
      completed: 'आपके प्राप्तकर्ता के बैंक खाते में रुपये जमा किए जाते हैं।',
    },
    stepDone: 'पूरा हुआ',
    stepNext: 'अभी बाकी',
    reason: (reason: string) => `कारण: ${reason}`,
    expectedBy: (day: string) => `${day} तक पहुँचने की उम्मीद`,
    expectedIfPaidToday: (day: string) => `अगर आपका भुगतान आज हमें मिल जाता है, तो ${day} तक पहुँचने की उम्मीद`,
    arrived: (day: string) => `${day} को पहुँच गया`,
    businessDaysNote: 'कार्य दिवसों में सप्ताहांत और कनाडा व भारत की बैंक छुट्टियाँ नहीं गिनी जातीं।',
    actionsTitle: 'कार्रवाई',
    receipt: 'रसीद',
    receiptFormat: ' (PDF)',
    sendAgain: 'फिर से भेजें',
  },
} satisfies {
  transferDetailsTexts: Translation<typeof En.transferDetailsTexts>;
};
