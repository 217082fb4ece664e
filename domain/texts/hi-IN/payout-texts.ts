/** हिंदी (hi-IN) version of domain/payout-texts.ts: the operators' payout desk, its payouts and the reconciliation runs. */
import type { Translation } from '../translation';
import type * as En from '../../payout-texts';
import { plural } from '../plural';

export default {
  payoutTexts: {
    // The pending queues above the list.
    queuesLabel: 'भुगतान के अनुसार लंबित ट्रांसफ़र',
    awaitingPayment: 'भुगतान की प्रतीक्षा में',
    paidReadyToApprove: 'भुगतान हो चुका — स्वीकृति के लिए तैयार',
    // The verb agrees with the count (ट्रांसफ़र itself is the same in the singular and the plural).
    queueOnHold: (count: number) =>
      plural('hi-IN', count, {
        one: `${count} लंबित ट्रांसफ़र होल्ड पर है`,
        other: `${count} लंबित ट्रांसफ़र होल्ड पर हैं`,
      }),

    // Approving a transfer whose e-Transfer is not recorded.
    unpaidTitle: 'कोई भुगतान दर्ज नहीं — फिर भी स्वीकृत करें?',
    unpaidQuestion: (reference: string, amount: string) =>
      `${reference} (${amount}) के लिए कोई e-Transfer दर्ज नहीं है। अगर आप इसे अभी स्वीकृत करते हैं, तो इसका पेआउट भुगतान दर्ज होने तक प्रतीक्षा करेगा।`,
    unpaidReasonLabel: 'कारण (आवश्यक): पैसे आने से पहले स्वीकृत क्यों करें',
    approveAnyway: 'फिर भी स्वीकृत करें',
    approving: 'स्वीकृत किया जा रहा है...',

    // A payout on the desk.
    payoutLine: (state: string) => `पेआउट: ${state}`,
    waitingForPayment: 'भुगतान की प्रतीक्षा में',
    payoutStates: {
      pending: 'भेजे जाने की प्रतीक्षा में',
      review: 'नाम जाँच पर आपका निर्णय चाहिए',
      cleared: 'भेजने के लिए जारी',
      blocked: 'नाम जाँच ने रोका',
      sending: 'भेजा जा रहा है',
      unknown: 'पुष्टि हो रही है',
      in_flight: 'रास्ते में',
      paid: 'भुगतान हो गया',
      failed: 'विफल',
      returned: 'बैंक ने लौटा दिया',
      cancelled: 'रद्द',
    },
    payAgain: 'फिर से भुगतान करें',
    payAnyway: 'फिर भी भुगतान करें',
    refund: 'पैसे लौटाएँ',
    details: 'पेआउट का विवरण',
    payAgainTitle: 'फिर से भुगतान करें?',
    payAgainQuestion: (reference: string) =>
      `${reference} के लिए नया पेआउट प्रयास अगले रन में भेजा जाएगा। पहले ग्राहक से प्राप्तकर्ता के बैंक विवरण की पुष्टि कर लें।`,
    payAnywayTitle: 'फिर भी भुगतान करें?',
    payAnywayQuestion: (reference: string) =>
      `बैंक ने ${reference} के प्राप्तकर्ता के नाम की पुष्टि नहीं की। भुगतान तभी करें जब आपको पक्का यकीन हो कि खाता उन्हीं का है: पेआउट अगले रन में भेजा जाएगा।`,
    refundTitle: 'इस ट्रांसफ़र के पैसे लौटाएँ?',
    refundQuestion: (reference: string, amount: string) =>
      `${reference} (${amount}) अस्वीकार कर दिया जाएगा और ग्राहक को बताया जाएगा कि उनके पैसे लौटाए जा रहे हैं। इसे पूर्ववत नहीं किया जा सकता।`,
    refundReasonLabel: 'कारण (आवश्यक, ग्राहक इसे पढ़ेगा)',
    refunding: 'पैसे लौटाए जा रहे हैं...',
    sending: 'भेजा जा रहा है...',
    actionFailed: 'पेआउट की कार्रवाई विफल रही',
    refunded: 'ट्रांसफ़र के पैसे लौटा दिए गए',

    // The payout attempts of one transfer.
    attemptsTitle: (reference: string) => `${reference} के पेआउट`,
    attempt: (attempt: number, provider: string) => `प्रयास ${attempt} · ${provider}`,
    noPayouts: 'अभी तक कोई पेआउट प्रयास नहीं।',
    loadPayoutsFailed: 'हम पेआउट लोड नहीं कर सके।',
    nameChecks: {
      match: 'बैंक ने प्राप्तकर्ता के नाम की पुष्टि की',
      partial_match: 'बैंक में दर्ज नाम केवल आंशिक रूप से मेल खाता है',
      mismatch: 'बैंक में कोई और नाम दर्ज है',
      invalid_account: 'खाता अमान्य है',
      unavailable: 'बैंक नाम की जाँच नहीं कर सका',
    },
    nameAtBank: (name: string) => `बैंक में दर्ज नाम: ${name}`,
    bankReference: (reference: string) => `बैंक संदर्भ (UTR): ${reference}`,
    failureReason: (reason: string) => `कारण: ${reason}`,
    unpaidReason: (reason: string) => `भुगतान से पहले स्वीकृत: ${reason}`,
    createdAt: (when: string) => `बनाया गया: ${when}`,
    paidAt: (when: string) => `भुगतान हुआ: ${when}`,

    // Reconciliation.
    reconciliationTitle: 'मिलान',
    reconciliationIntro:
      'हर दिन पेआउट का मिलान पेआउट प्रदाता के स्टेटमेंट से, और दर्ज भुगतानों का मिलान कलेक्शन इनबॉक्स से किया जाता है।',
    noRuns: 'अभी तक कोई मिलान नहीं चला है।',
    loadRunsFailed: 'हम मिलान रन लोड नहीं कर सके।',
    runDay: (day: string) => `${day} को समाप्त दिन`,
    // अंतर is the same in the singular and the plural.
    differences: (count: number) => (count === 0 ? 'कोई अंतर नहीं' : `${count} अंतर`),
    runError: (error: string) => `पूरा नहीं हुआ: ${error}`,
    runRunning: 'चल रहा है',
    // Two things counted together: the verb is plural whatever the counts.
    compared: (payouts: number, payments: number) => `${payouts} पेआउट और ${payments} भुगतान मिलाए गए`,
    balance: (amount: string) => `प्रदाता के पास शेष राशि: ${amount}`,
    openRunShort: 'खोलें',
    openRun: (day: string) => `${day} का मिलान खोलें`,
    differencesTitle: (day: string) => `${day} का मिलान`,
    noDifferences: 'हर पेआउट और भुगतान मेल खाता है।',
    differenceKinds: {
      payout_not_at_rail: 'हमारा पेआउट प्रदाता के स्टेटमेंट में नहीं है',
      rail_payout_unknown: 'प्रदाता ने ऐसा भुगतान किया जिसका हमारे पास कोई पेआउट नहीं है',
      payout_amount_differs: 'राशियाँ अलग हैं',
      payout_state_differs: 'प्रदाता कोई और स्थिति बताता है',
      payment_not_received: 'दर्ज किया गया एक भुगतान इनबॉक्स में नहीं है',
      etransfer_unmatched: 'इनबॉक्स का एक e-Transfer किसी ट्रांसफ़र से मेल नहीं खाता',
    },
    noTransfer: 'कोई ट्रांसफ़र नहीं',
  },
} satisfies {
  payoutTexts: Translation<typeof En.payoutTexts>;
};
